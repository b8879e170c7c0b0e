// Data survives a stop and start; a crashed PostgREST is restarted. Uses a
// stack of its own (own temp dir and free ports) so it can stop it freely.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startStack, type Stack } from '../src/stack.ts';
import { freePort } from './free-port.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-durability-'));
fs.chmodSync(tmp, 0o755);
let stack: Stack | undefined;
afterAll(async () => {
  await stack?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const sb = (s: Stack) =>
  createClient(s.url, s.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });

describe('durability', () => {
  it('keeps data across stop/start and restarts a crashed PostgREST', async () => {
    const ports = { api: await freePort(), db: await freePort(), rest: await freePort() };
    const mailPorts = { smtp: await freePort(), web: await freePort() };
    const opts = { dataDir: path.join(tmp, 'pg'), ports, mailPorts, quiet: true, writeRuntimeConfig: false, seed: false };
    stack = await startStack(opts);

    const email = `durable.${Date.now()}@utsav.test`;
    const svc = createClient(stack.url, stack.serviceKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
    const up = await svc.auth.admin.createUser({ email, password: 'Durable@123', email_confirm: true, user_metadata: { full_name: 'Kavya Menon' } });
    expect(up.error).toBeNull();
    const msg = await svc.from('contact_messages').insert({ name: 'Kavya Menon', email, message: 'Please call me about a griha pravesh.' }).select('id').single();
    expect(msg.error).toBeNull();

    // Crash PostgREST: the supervisor brings it back and requests work again.
    const pid = stack.postgrestPid()!;
    process.kill(pid, 'SIGKILL');
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = await fetch(`${stack.url}/rest/v1/service_categories?limit=1`, { headers: { apikey: stack.anonKey } }).then((r) => r.status, () => 0);
      if (status === 200 && stack.postgrestPid() && stack.postgrestPid() !== pid) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    expect(stack.postgrestPid()).not.toBe(pid);

    await stack.stop();
    stack = await startStack(opts);
    const back = await sb(stack).auth.signInWithPassword({ email, password: 'Durable@123' });
    expect(back.error).toBeNull();
    expect(back.data.user?.user_metadata.full_name).toBe('Kavya Menon');
    const svc2 = createClient(stack.url, stack.serviceKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
    const again = await svc2.from('contact_messages').select('email').eq('id', msg.data!.id).single();
    expect(again.data?.email).toBe(email);
  }, 60_000);
});
