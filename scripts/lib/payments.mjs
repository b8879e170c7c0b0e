// Starts the local payment gateway (local-razorpay/) as a child process, as backend.mjs starts the
// local Supabase stack, and waits until it answers.
import path from 'node:path';
import { run } from './processes.mjs';

export const razorpayPort = () => Number(process.env.RAZORPAY_PORT ?? 54330);

/**
 * `supabaseUrl`: the backend whose `razorpay-webhook` function gets the gateway's events (unless
 * RAZORPAY_WEBHOOK_URLS names others). The local stack's payment functions default to this
 * gateway's port and test keys (local-supabase/src/functions/local-razorpay-secrets.ts).
 */
export async function startPayments(supabaseUrl = process.env.SUPABASE_URL) {
  if (process.env.RAZORPAY_API_URL) {
    console.log(`Using Razorpay at ${process.env.RAZORPAY_API_URL} (RAZORPAY_API_URL is set).`);
    return null;
  }
  const url = `http://127.0.0.1:${razorpayPort()}`;
  const webhookUrls = process.env.RAZORPAY_WEBHOOK_URLS ?? (supabaseUrl ? `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/razorpay-webhook` : undefined);
  const child = run('razorpay', process.execPath, [path.join('local-razorpay', 'bin', 'local-razorpay.mjs')], {
    env: webhookUrls ? { RAZORPAY_WEBHOOK_URLS: webhookUrls } : {},
  });
  await new Promise((resolve, reject) => {
    const onExit = (code) => {
      clearInterval(poll);
      reject(new Error(`The local payment gateway stopped during start-up (exit ${code}).`));
    };
    child.once('exit', onExit);
    const poll = setInterval(async () => {
      try {
        if (!(await fetch(`${url}/_local/health`)).ok) return;
      } catch {
        return; // not listening yet
      }
      clearInterval(poll);
      child.off('exit', onExit);
      resolve();
    }, 100);
  });
  return { child, url, checkoutScriptUrl: `${url}/v1/checkout.js` };
}
