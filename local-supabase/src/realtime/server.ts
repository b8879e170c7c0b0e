// /realtime/v1/websocket: the Phoenix channel protocol as Supabase Realtime
// speaks it, for postgres_changes (plus heartbeats, token refresh, leave and
// plain JSON broadcast between subscribers of a topic).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { jwtVerify } from 'jose';
import type pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import { secretBytes } from '../keys.ts';
import { listenForChanges, type Change } from './changes.ts';
import { matchesOldRow, parseFilter, type Filter } from './filters.ts';
import { decodeFrame, encodeFrame, type Frame, type Vsn } from './phoenix.ts';
import { tableInfoCache } from './tables.ts';
import { readRowAs } from './visibility.ts';

interface Binding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
  parsed?: Filter;
}

interface Channel {
  socket: Conn;
  topic: string;
  joinRef: string | null;
  bindings: Binding[];
  role: string;
  claims: Record<string, unknown>;
  broadcastSelf: boolean;
}

interface Conn {
  ws: WebSocket;
  vsn: Vsn;
  apikey: string;
  channels: Map<string, Channel>;
  lastSeen: number;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const HEARTBEAT_TIMEOUT_MS = 60_000;

export interface Realtime {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  stop(): Promise<void>;
}

export function createRealtime(opts: { dbUrl: string; pool: pg.Pool; jwtSecret: string; log: (m: string) => void }): Realtime {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1 << 20 });
  const conns = new Set<Conn>();
  const tableInfo = tableInfoCache(opts.pool);
  let nextBindingId = 1;

  async function claimsOf(token: string): Promise<Record<string, unknown>> {
    const { payload } = await jwtVerify(token, secretBytes(opts.jwtSecret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string' || !API_ROLES.has(payload.role)) throw new Error('token role is not an API role');
    return payload as Record<string, unknown>;
  }

  const send = (c: Conn, f: Frame) => {
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(encodeFrame(f, c.vsn));
  };
  const reply = (c: Conn, f: Frame, status: 'ok' | 'error', response: Record<string, unknown>) =>
    send(c, { join_ref: f.join_ref, ref: f.ref, topic: f.topic, event: 'phx_reply', payload: { status, response } });

  async function join(c: Conn, f: Frame) {
    if (!f.topic.startsWith('realtime:')) return reply(c, f, 'error', { reason: 'Topic must start with "realtime:"' });
    const config = (f.payload.config ?? {}) as { postgres_changes?: unknown[]; broadcast?: { self?: boolean } };
    const token = typeof f.payload.access_token === 'string' && f.payload.access_token ? f.payload.access_token : c.apikey;
    let claims: Record<string, unknown>;
    try {
      claims = await claimsOf(token);
    } catch (e) {
      return reply(c, f, 'error', { reason: `Invalid JWT: ${(e as Error).message}` });
    }
    const bindings: Binding[] = [];
    for (const raw of Array.isArray(config.postgres_changes) ? config.postgres_changes : []) {
      const b = (raw ?? {}) as Record<string, unknown>;
      const event = String(b.event ?? '*');
      if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) return reply(c, f, 'error', { reason: `Invalid postgres_changes event "${event}"` });
      let parsed: Filter | undefined;
      try {
        parsed = parseFilter(b.filter as string | undefined);
      } catch (e) {
        return reply(c, f, 'error', { reason: (e as Error).message });
      }
      const schema = typeof b.schema === 'string' ? b.schema : 'public';
      if (typeof b.table === 'string' && b.table !== '*') {
        // Refuse what can never match, as Supabase does, instead of a silent subscription.
        const info = await tableInfo(schema, b.table).catch(() => undefined);
        if (!info) return reply(c, f, 'error', { reason: `Unable to subscribe to changes: table ${schema}.${b.table} does not exist` });
        if (parsed && !info.sqlTypes.has(parsed.column)) {
          return reply(c, f, 'error', { reason: `Unable to subscribe to changes: ${schema}.${b.table} has no column ${parsed.column}` });
        }
      }
      bindings.push({
        id: nextBindingId++,
        event,
        schema,
        table: b.table as string | undefined,
        filter: b.filter as string | undefined,
        parsed,
      });
    }
    c.channels.set(f.topic, {
      socket: c,
      topic: f.topic,
      joinRef: f.join_ref,
      bindings,
      role: claims.role as string,
      claims,
      broadcastSelf: !!config.broadcast?.self,
    });
    // Echo each binding as sent, in order: the client matches them by position and value.
    reply(c, f, 'ok', { postgres_changes: bindings.map(({ id, event, schema, table, filter }) => ({ id, event, schema, table, filter })) });
    if (bindings.length) {
      send(c, {
        join_ref: f.join_ref,
        ref: null,
        topic: f.topic,
        event: 'system',
        payload: { channel: f.topic.slice('realtime:'.length), extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' },
      });
    }
  }

  async function handleFrame(c: Conn, f: Frame) {
    if (f.topic === 'phoenix' && f.event === 'heartbeat') return reply(c, f, 'ok', {});
    switch (f.event) {
      case 'phx_join':
        return join(c, f);
      case 'phx_leave':
        c.channels.delete(f.topic);
        return reply(c, f, 'ok', {});
      case 'access_token': {
        const ch = c.channels.get(f.topic);
        const token = f.payload.access_token;
        if (!ch || typeof token !== 'string') return;
        try {
          ch.claims = await claimsOf(token);
          ch.role = ch.claims.role as string;
        } catch {
          // Like Supabase: a channel whose new token cannot be verified is closed.
          expire(ch);
        }
        return;
      }
      case 'broadcast': {
        const from = c.channels.get(f.topic);
        for (const other of conns) {
          const ch = other.channels.get(f.topic);
          if (!ch || (ch === from && !ch.broadcastSelf)) continue;
          send(other, { join_ref: ch.joinRef, ref: null, topic: f.topic, event: 'broadcast', payload: f.payload });
        }
        if (f.ref) reply(c, f, 'ok', {});
        return;
      }
      default:
        if (f.ref) reply(c, f, 'ok', {});
    }
  }

  /** As Supabase: a channel whose token has expired (and was not refreshed) is told so and closed. */
  function expire(ch: Channel) {
    const c = ch.socket;
    send(c, { join_ref: ch.joinRef, ref: null, topic: ch.topic, event: 'system', payload: { extension: 'system', status: 'error', message: 'Token has expired', channel: ch.topic.slice(9) } });
    c.channels.delete(ch.topic);
    send(c, { join_ref: ch.joinRef, ref: ch.joinRef, topic: ch.topic, event: 'phx_close', payload: {} });
  }

  // Changes are handled one at a time so a subscriber sees them in commit order.
  let queue: Promise<void> = Promise.resolve();
  async function dispatch(change: Change) {
    const targets: { ch: Channel; bindings: Binding[] }[] = [];
    for (const c of conns) {
      for (const ch of c.channels.values()) {
        const bs = ch.bindings.filter(
          (b) => b.schema === change.schema && (!b.table || b.table === '*' || b.table === change.table) && (b.event === '*' || b.event === change.type),
        );
        if (bs.length) targets.push({ ch, bindings: bs });
      }
    }
    if (!targets.length) return;
    const info = await tableInfo(change.schema, change.table).catch(() => undefined);
    if (!info) return;
    await Promise.all(
      targets.map(async ({ ch, bindings }) => {
        if (typeof ch.claims.exp === 'number' && ch.claims.exp * 1000 < Date.now()) return expire(ch);
        const ids: number[] = [];
        let record: Record<string, unknown> | undefined;
        let oldRecord: Record<string, unknown> | undefined;
        for (const b of bindings) {
          if (change.type === 'DELETE') {
            // A deleted row cannot be re-read; like Supabase, RLS-protected tables only reveal the primary key.
            // Filters still match on the whole old row when we have it.
            const full = !info.rls || ch.role === 'service_role';
            oldRecord = full && change.old ? change.old : change.pk;
            if (!b.parsed || matchesOldRow(b.parsed, change.old ?? change.pk)) ids.push(b.id);
            continue;
          }
          const row = await readRowAs(opts.pool, change, info, ch.role, ch.claims, b.parsed);
          if (row) {
            record = row;
            ids.push(b.id);
          }
        }
        if (!ids.length) return;
        const data: Record<string, unknown> = {
          schema: change.schema,
          table: change.table,
          commit_timestamp: change.commit_timestamp,
          type: change.type,
          columns: info.columns,
          errors: null,
        };
        if (change.type === 'DELETE') data.old_record = oldRecord;
        else data.record = record;
        if (change.type === 'UPDATE') data.old_record = change.old ?? change.pk;
        send(ch.socket, { join_ref: ch.joinRef, ref: null, topic: ch.topic, event: 'postgres_changes', payload: { ids, data } });
      }),
    );
  }
  const feed = listenForChanges(
    opts.dbUrl,
    (change) => {
      queue = queue.then(() => dispatch(change)).catch((e) => opts.log(`[realtime] dispatch failed: ${(e as Error).message}`));
    },
    opts.log,
  );

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const c of conns) if (now - c.lastSeen > HEARTBEAT_TIMEOUT_MS) c.ws.terminate();
  }, 15_000);
  sweep.unref();

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const vsn: Vsn = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0';
    const conn: Conn = { ws, vsn, apikey: url.searchParams.get('apikey') ?? String(req.headers.apikey ?? ''), channels: new Map(), lastSeen: Date.now() };
    conns.add(conn);
    // Attached synchronously: a handler added after an await would miss the client's first phx_join.
    let chain: Promise<void> = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      conn.lastSeen = Date.now();
      if (isBinary) return; // binary user broadcasts (vsn 2.0.0) are not supported locally
      const f = decodeFrame(data.toString(), vsn);
      if (!f) return;
      chain = chain.then(() => handleFrame(conn, f)).catch((e) => opts.log(`[realtime] ${f.event} failed: ${(e as Error).message}`));
    });
    ws.on('close', () => conns.delete(conn));
    ws.on('error', () => conns.delete(conn));
  });

  return {
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    async stop() {
      clearInterval(sweep);
      for (const c of conns) c.ws.terminate();
      conns.clear();
      await feed.stop();
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}
