// Configuration from the environment, the refusals that keep it hosted-like, and the CLI's
// start-up failure: a clear message and exit 1, never a hang.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_KEY_ID, optionsFromEnv, resolveOptions } from '../src/config.ts';

describe('options', () => {
  it('reads RAZORPAY_* variables', () => {
    expect(
      optionsFromEnv({
        RAZORPAY_PORT: '6150',
        RAZORPAY_KEY_ID: 'rzp_test_Abcdefghijklmn',
        RAZORPAY_WEBHOOK_URLS: 'http://127.0.0.1:1/a, http://127.0.0.1:2/b',
        RAZORPAY_WEBHOOK_RETRY_MS: '10,20',
        RAZORPAY_WEBHOOK_TIMEOUT_MS: '300',
      }),
    ).toEqual({
      port: 6150,
      keyId: 'rzp_test_Abcdefghijklmn',
      webhookUrls: ['http://127.0.0.1:1/a', 'http://127.0.0.1:2/b'],
      webhookRetryDelaysMs: [10, 20],
      webhookTimeoutMs: 300,
      logWebhooks: true,
    });
  });

  it('has test-mode defaults shaped like Razorpay’s keys', () => {
    const resolved = resolveOptions({});
    expect(resolved.keyId).toBe(DEFAULT_KEY_ID);
    expect(resolved.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    expect(resolved.port).toBe(54330);
    expect(resolved.webhookTimeoutMs).toBe(5_000);
  });

  it('refuses malformed numbers, a webhook secret equal to the key secret, and non-HTTP webhook URLs', () => {
    expect(() => optionsFromEnv({ RAZORPAY_PORT: 'abc' })).toThrow(/RAZORPAY_PORT/);
    expect(() => optionsFromEnv({ RAZORPAY_WEBHOOK_RETRY_MS: '10,x' })).toThrow(/RAZORPAY_WEBHOOK_RETRY_MS/);
    expect(() => resolveOptions({ keySecret: 'same', webhookSecret: 'same' })).toThrow(/must differ/);
    expect(() => resolveOptions({ webhookUrls: ['ftp://example.com'] })).toThrow(/http/);
  });
});

describe('the CLI', () => {
  it('exits 1 naming RAZORPAY_PORT when the port is taken', { timeout: 60_000 }, async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const bin = fileURLToPath(new URL('../bin/local-razorpay.mjs', import.meta.url));
      const child = spawn(process.execPath, [bin], { env: { ...process.env, RAZORPAY_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`Port ${port} is already in use`);
      expect(stderr).toContain('RAZORPAY_PORT');
    } finally {
      blocker.close();
    }
  });

  it('prints its URL, serves, and exits 0 on SIGTERM', { timeout: 60_000 }, async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    const bin = fileURLToPath(new URL('../bin/local-razorpay.mjs', import.meta.url));
    const child = spawn(process.execPath, [bin], { env: { ...process.env, RAZORPAY_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let stdout = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('checkout.js')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`exited ${code} before start-up`)));
    });
    expect(stdout).toContain(`Local Razorpay is running: http://127.0.0.1:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}/_local/health`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
