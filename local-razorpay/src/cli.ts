// `node local-razorpay/bin/local-razorpay.mjs`: the gateway in the foreground until Ctrl-C/SIGTERM,
// configured from RAZORPAY_* variables (README.md).
import { optionsFromEnv, startLocalRazorpay, type LocalRazorpay } from './server.ts';

let gateway: LocalRazorpay;
try {
  gateway = await startLocalRazorpay(optionsFromEnv());
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${process.env.RAZORPAY_PORT ?? 54330} is already in use. Stop whatever uses it, or choose another port with RAZORPAY_PORT=<port>.`
      : (error as Error).message,
  );
  process.exit(1);
}

const webhookUrls = process.env.RAZORPAY_WEBHOOK_URLS?.trim();
console.log(`Local Razorpay is running: ${gateway.url}
  API              ${gateway.url}/v1 (Basic auth ${gateway.keyId}:${gateway.keySecret})
  checkout.js      ${gateway.checkoutScriptUrl}
  webhooks         ${webhookUrls ? `to ${webhookUrls}` : 'recorded only (set RAZORPAY_WEBHOOK_URLS to deliver them)'}, signed with the webhook secret ${gateway.webhookSecret}`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await gateway.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
