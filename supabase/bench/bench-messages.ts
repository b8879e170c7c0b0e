// `pnpm bench:messages` (issue 25): send-to-screen latency of a chat message. On a fresh local
// stack of its own (own ports and temporary data dir, as the other benches), CONVERSATIONS
// customers each write to an approved provider at once; in each conversation the customer sends
// a message through `public.send_message` over HTTP (PostgREST through the gateway, as the app
// calls it) and the provider's supabase-js client, subscribed to that conversation's messages by
// postgres_changes, receives it. Latency is from the start of the call to the change arriving on
// the provider's socket; the next message of that conversation goes once it has. The figures:
// p50/p95 of that, and of the call alone. A database without send_message (before issue 25's
// migration) is measured with a plain insert into public.messages instead, and says so
// (BENCH_MESSAGES_VIA=insert forces that). BENCH_CONVERSATIONS, BENCH_SENDS: the load. Then the
// typing indicator: the customer's broadcast on the private channel conversation:<id> (RLS on
// realtime.messages) until the provider's client has it (BENCH_TYPINGS). BENCH_QUIET=0: the stack's log.
// Prints a table and one JSON line, and records its figures for `pnpm bench`
// (local-supabase/bench/summary.ts). Exits non-zero only on an error (a failed call, a message
// that never arrives), never on a slow figure: machines are noisy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { accessToken } from '../tests/helpers/access-token.ts';
import { startStack, type Stack } from '../../local-supabase/src/stack.ts';
import { percentile, round } from '../../local-supabase/bench/stats.ts';
import { recordBench, type BenchFigure } from '../../local-supabase/bench/summary.ts';
import { RAISED_AUTH_LIMITS_ENV } from '../../local-supabase/src/raised-limits.mjs';

interface PgClient {
  connect(): Promise<void>;
  end(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
interface Channel {
  on(type: 'broadcast', filter: { event: string }, cb: (p: { payload: { n: number } }) => void): Channel;
  on(type: 'postgres_changes', filter: Record<string, string>, cb: (p: { new: Record<string, unknown> }) => void): Channel;
  on(type: 'system', filter: Record<string, never>, cb: (p: { extension?: string; status: string; message: string }) => void): Channel;
  subscribe(cb?: (status: string, err?: Error) => void): Channel;
  send(message: { type: 'broadcast'; event: string; payload: unknown }): Promise<string>;
}
interface Client {
  channel(name: string, opts?: { config: Record<string, unknown> }): Channel;
  realtime: { setAuth(token: string): Promise<void> };
  removeAllChannels(): Promise<unknown>;
}
// `pg`, `ws` and supabase-js belong to the local stack package.
const requireFromStack = createRequire(new URL('../../local-supabase/package.json', import.meta.url));
const pg = requireFromStack('pg') as { Client: new (config: { connectionString: string }) => PgClient };
const WebSocket = requireFromStack('ws') as unknown;
const { createClient } = requireFromStack('@supabase/supabase-js') as {
  createClient(url: string, key: string, opts: Record<string, unknown>): Client;
};

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 4);
const SENDS = Number(process.env.BENCH_SENDS ?? 400);
const WARMUP_PER_CONVERSATION = 5;
const AIM_P95_MS = 100;
const ARRIVAL_TIMEOUT_MS = 10_000;
const TYPINGS = Number(process.env.BENCH_TYPINGS ?? 200);

interface Person {
  id: string;
  email: string;
  token: string;
}
interface Pair {
  customer: Person;
  providerUser: Person;
  providerId: string;
  conversationId?: string;
}


async function rest(stack: Stack, token: string, route: string, body: unknown, prefer?: string) {
  const res = await fetch(`${stack.url}/rest/v1/${route}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json',
      ...(prefer ? { prefer } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${route}: ${res.status} ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Committed, confirmed customers, and the users of approved providers of the seed. */
async function makePairs(db: PgClient, jwtSecret: string, count: number): Promise<Pair[]> {
  const run = crypto.randomBytes(4).toString('hex');
  const customers = (await db.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     select format('bench.messages.%s.%s@bench.utsav.test', $1::text, i), 'x', now(), jsonb_build_object('full_name', format('Bench customer %s', i))
     from generate_series(1, $2::integer) i
     returning id, email`,
    [run, count],
  )).rows as { id: string; email: string }[];
  const providers = (await db.query(
    `select sp.id as provider_id, u.id, u.email from public.service_providers sp join auth.users u on u.id = sp.profile_id
     where sp.status = 'approved' order by sp.created_at, sp.id limit $1`,
    [count],
  )).rows as { provider_id: string; id: string; email: string }[];
  if (!providers.length) throw new Error('the benchmark needs approved providers (supabase/seed.sql)');
  return customers.map((c, i) => {
    const p = providers[i % providers.length]!;
    return {
      customer: { ...c, token: accessToken(jwtSecret, c) },
      providerUser: { id: p.id, email: p.email, token: accessToken(jwtSecret, p) },
      providerId: p.provider_id,
    };
  });
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-bench-messages-'));
  fs.chmodSync(tmp, 0o755);
  const basePort = Number(process.env.BENCH_MESSAGES_PORT ?? 58421);
  const ports = { api: basePort, db: basePort + 1, rest: basePort + 2 };
  console.log(`Messages benchmark: fresh stack in ${tmp} on ports ${ports.api}/${ports.db}/${ports.rest}, ${CONVERSATIONS} conversations, ${SENDS} sends, ${os.cpus().length} cores`);
  for (const [k, v] of Object.entries(RAISED_AUTH_LIMITS_ENV)) process.env[k] ??= v;
  // No scheduled jobs: their ticks would land inside the measured window.
  const stack = await startStack({ dataDir: path.join(tmp, 'pg'), ports, quiet: process.env.BENCH_QUIET !== "0", writeRuntimeConfig: false, bookingTimers: false });
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  const receivers: Client[] = [];
  const errors: string[] = [];
  try {
    // BENCH_MESSAGES_VIA=insert measures the plain insert even where send_message exists, to compare.
    const viaFunction = process.env.BENCH_MESSAGES_VIA !== 'insert' && Boolean((await db.query(
      `select to_regprocedure('public.send_message(uuid, text, uuid, uuid, uuid, jsonb)') is not null as ok`,
    )).rows[0]!.ok);
    const pairs = await makePairs(db, stack.jwtSecret, CONVERSATIONS);

    /** One message from the customer; answers its id. */
    const send = async (pair: Pair, body: string): Promise<string> => {
      if (viaFunction) {
        const row = (await rest(stack, pair.customer.token, 'rpc/send_message', {
          p_provider_id: pair.providerId, p_body: body, p_client_id: crypto.randomUUID(),
          ...(pair.conversationId ? { p_conversation_id: pair.conversationId } : {}),
        })) as { id: string; conversation_id: string };
        pair.conversationId ??= row.conversation_id;
        return row.id;
      }
      pair.conversationId ??= ((await rest(stack, pair.customer.token, 'conversations?select=id', { customer_id: pair.customer.id, provider_id: pair.providerId }, 'return=representation')) as { id: string }[])[0]!.id;
      const id = crypto.randomUUID();
      await rest(stack, pair.customer.token, 'messages', { id, conversation_id: pair.conversationId, body }, 'return=minimal');
      return id;
    };

    // The first message makes each conversation, then each provider follows theirs as the app does.
    for (const pair of pairs) await send(pair, 'Namaste, are you free on the 14th?');
    // A client per channel, its token given to realtime.setAuth: supabase-js asks its auth for a token
    // again at a later join, and with no session there the anon key would replace it.
    const signedIn = async (token: string) => {
      const c = createClient(stack.url, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket },
      });
      await c.realtime.setAuth(token);
      return c;
    };
    const arrived = new Map<string, number>();
    const waiting = new Map<string, () => void>();
    await Promise.all(pairs.map(async (pair, i) => {
      const c = await signedIn(pair.providerUser.token);
      receivers.push(c);
      return new Promise<void>((resolve, reject) => {
        c.channel(`bench-conversation-${i}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${pair.conversationId}` }, (p) => {
            const id = String(p.new.id);
            arrived.set(id, performance.now());
            waiting.get(id)?.();
          })
          .on('system', {}, (p) => {
            if (p.extension !== 'postgres_changes') return;
            if (p.status === 'ok') resolve();
            else reject(new Error(`subscription: ${p.message}`));
          })
          .subscribe((status, err) => {
            if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
          });
      });
    }));

    const callMs: number[] = [];
    const screenMs: number[] = [];
    /** Sends and waits for the provider's socket to get it; the change may come before the HTTP answer. */
    const roundTrip = async (pair: Pair, n: number, measured: boolean) => {
      const start = performance.now();
      const id = await send(pair, `Message ${n}: can you do Jain food for the reception?`).catch((e: Error) => {
        errors.push(e.message);
        return undefined;
      });
      const answered = performance.now();
      if (!id) return;
      if (!arrived.has(id)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            waiting.delete(id);
            errors.push(`message ${id} never reached the provider (${ARRIVAL_TIMEOUT_MS} ms)`);
            resolve();
          }, ARRIVAL_TIMEOUT_MS);
          waiting.set(id, () => {
            clearTimeout(timer);
            waiting.delete(id);
            resolve();
          });
        });
      }
      const at = arrived.get(id);
      if (measured && at !== undefined) {
        callMs.push(answered - start);
        screenMs.push(at - start);
      }
    };

    // Warm-up: connections, PostgREST's schema cache, plan caches.
    await Promise.all(pairs.map(async (pair) => {
      for (let n = 0; n < WARMUP_PER_CONVERSATION; n++) await roundTrip(pair, n, false);
    }));

    let next = 0;
    const began = performance.now();
    await Promise.all(pairs.map(async (pair) => {
      while (next < SENDS) await roundTrip(pair, next++, true);
    }));
    const elapsedMs = performance.now() - began;

    // The typing indicator: the customer's broadcast on the private channel conversation:<id>
    // (authorized by RLS on realtime.messages) until the provider's client has it. Only where
    // the database has those policies (issue 25's message_files migration).
    const typingMs: number[] = [];
    const hasTypingPolicies = Number((await db.query(`select count(*) as n from pg_policies where schemaname = 'realtime' and tablename = 'messages'`)).rows[0]!.n) > 0;
    if (hasTypingPolicies) {
      const join = (c: Client, pair: Pair, onTyping?: (n: number) => void) =>
        new Promise<Channel>((resolve, reject) => {
          const ch = c.channel(`conversation:${pair.conversationId}`, { config: { private: true } });
          if (onTyping) ch.on('broadcast', { event: 'typing' }, (m) => onTyping(m.payload.n));
          ch.subscribe((status, err) => {
            if (status === 'SUBSCRIBED') resolve(ch);
            else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(`the ${onTyping ? 'provider' : 'customer'}: ${(err ?? new Error(status)).message}`));
          });
        });
      const heard = new Map<number, () => void>();
      const senders = await Promise.all(pairs.map(async (pair) => {
        const listener = await signedIn(pair.providerUser.token);
        receivers.push(listener);
        await join(listener, pair, (n) => heard.get(n)?.());
        const c = await signedIn(pair.customer.token);
        receivers.push(c);
        return join(c, pair);
      }));
      let t = 0;
      const typeOnce = async (ch: Channel, n: number, measured: boolean) => {
        const start = performance.now();
        const got = new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), ARRIVAL_TIMEOUT_MS);
          heard.set(n, () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        const sent = await ch.send({ type: 'broadcast', event: 'typing', payload: { n } });
        if (sent !== 'ok') errors.push(`typing ${n}: send answered ${sent}`);
        if (!(await got)) errors.push(`typing ${n} never reached the provider (${ARRIVAL_TIMEOUT_MS} ms)`);
        else if (measured) typingMs.push(performance.now() - start);
        heard.delete(n);
      };
      await Promise.all(senders.map(async (ch) => {
        for (let k = 0; k < WARMUP_PER_CONVERSATION; k++) await typeOnce(ch, t++, false);
      }));
      let measuredTypings = 0;
      await Promise.all(senders.map(async (ch) => {
        while (measuredTypings++ < TYPINGS) await typeOnce(ch, t++, true);
      }));
    }

    const stats = (xs: number[]) => ({ p50_ms: round(percentile(xs, 50)), p95_ms: round(percentile(xs, 95)), max_ms: round(Math.max(...xs)) });
    const screen = stats(screenMs);
    const call = stats(callMs);
    const typing = typingMs.length ? stats(typingMs) : undefined;
    const how = viaFunction ? 'send_message' : process.env.BENCH_MESSAGES_VIA === 'insert' ? 'insert into messages' : 'insert into messages (no send_message yet)';
    const rows: [string, string, string, string, string][] = [
      ['scenario', 'p50 ms', 'p95 ms', 'max ms', 'messages (errors)'],
      [`send-to-screen: ${how} to the provider's postgres_changes, ${CONVERSATIONS} conversations`, `${screen.p50_ms}`, `${screen.p95_ms}`, `${screen.max_ms}`, `${screenMs.length} (${errors.length})`],
      [`the call alone (HTTP answer)`, `${call.p50_ms}`, `${call.p95_ms}`, `${call.max_ms}`, `${callMs.length}`],
      typing
        ? [`typing: a broadcast on the private conversation:<id> channel to the provider`, `${typing.p50_ms}`, `${typing.p95_ms}`, `${typing.max_ms}`, `${typingMs.length}`]
        : ['typing: not measured (no policies on realtime.messages in this database)', '', '', '', ''],
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const r of rows) console.log(r.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
    console.log(`send-to-screen p95 ${screen.p95_ms} ms: ${screen.p95_ms < AIM_P95_MS ? 'within' : 'OVER'} the ${AIM_P95_MS} ms aim; ${round((screenMs.length / elapsedMs) * 1000, 0)} messages/s`);
    console.log(JSON.stringify({
      via: viaFunction ? 'send_message' : 'insert',
      conversations: CONVERSATIONS,
      messages: screenMs.length,
      messages_per_s: round((screenMs.length / elapsedMs) * 1000, 0),
      send_to_screen: { ...screen, aim_p95_ms: AIM_P95_MS },
      call,
      typing: typing ?? null,
      errors: errors.length,
    }));
    // The insert path (before send_message) measures something else: its figures are named apart.
    const via = viaFunction ? '' : ' (insert)';
    recordBench('messages', [
      { name: `send-to-screen${via}`, unit: 'ms', value: screen.p50_ms, better: 'lower', p: 'p50' },
      { name: `send-to-screen${via}`, unit: 'ms', value: screen.p95_ms, better: 'lower', p: 'p95' },
      { name: `send call${via}`, unit: 'ms', value: call.p50_ms, better: 'lower', p: 'p50' },
      { name: `send call${via}`, unit: 'ms', value: call.p95_ms, better: 'lower', p: 'p95' },
      { name: `messages delivered${via}`, unit: 'ops/s', value: round((screenMs.length / elapsedMs) * 1000, 0), better: 'higher' },
      ...(typing
        ? ([
            { name: 'typing broadcast', unit: 'ms', value: typing.p50_ms, better: 'lower', p: 'p50' },
            { name: 'typing broadcast', unit: 'ms', value: typing.p95_ms, better: 'lower', p: 'p95' },
          ] satisfies BenchFigure[])
        : []),
    ]);
  } finally {
    await Promise.all(receivers.map((c) => c.removeAllChannels().catch(() => {})));
    await db.end();
    await stack.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (errors.length) throw new Error(`messages benchmark failed:\n  ${errors.slice(0, 20).join('\n  ')}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
