// startLocalRazorpay(): the local stand-in for Razorpay on one port (see README.md).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveOptions, type LocalRazorpayOptions } from './config.ts';
import { Gateway } from './gateway.ts';
import { createRoutes } from './routes.ts';
import { Webhooks } from './webhooks.ts';

export { optionsFromEnv, type LocalRazorpayOptions } from './config.ts';
export { checkoutSignature, hmacHex } from './ids.ts';

export interface LocalRazorpay {
  /** e.g. http://127.0.0.1:54330 (the API base is `${url}/v1`). */
  url: string;
  /** The script the app loads instead of https://checkout.razorpay.com/v1/checkout.js. */
  checkoutScriptUrl: string;
  port: number;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhooks: Webhooks;
  stop(): Promise<void>;
}

export async function startLocalRazorpay(options: LocalRazorpayOptions = {}): Promise<LocalRazorpay> {
  const resolved = resolveOptions(options);
  const webhooks = new Webhooks(resolved);
  const gateway = new Gateway(resolved, webhooks);
  const server = createServer(createRoutes(resolved, gateway, webhooks));
  // A client that never finishes its request must not hold a socket for ever.
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, resolved.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host}:${port}`;
  return {
    url,
    checkoutScriptUrl: `${url}/v1/checkout.js`,
    port,
    keyId: resolved.keyId,
    keySecret: resolved.keySecret,
    webhookSecret: resolved.webhookSecret,
    webhooks,
    async stop() {
      gateway.stop();
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
