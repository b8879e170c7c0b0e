// /realtime/v1/websocket: the Phoenix channel protocol as Supabase Realtime
// speaks it, for postgres_changes (plus heartbeats, token refresh, leave and
// plain JSON broadcast between subscribers of a topic, and private channels
// authorized by RLS on realtime.messages as hosted does it: ./authorization.ts).
//
// As on hosted, a join is acknowledged before its change feed is live: the
// subscription becomes live `subscribeDelayMs` later, announced by a `system`
// message "Subscribed to PostgreSQL" (or a `system` error when it cannot be
// made). The gap reopens when a channel's access token changes and after the
// database connection comes back. Each connection has its own bounded queue of
// changes, so one subscriber cannot hold up another's.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import { opaqueKeys, secretBytes } from '../keys.ts';
import { mayBroadcast, PolicyError, readPolicies, type AuthorizationContext } from './authorization.ts';
import { listenForChanges, type Change } from './changes.ts';
import { fairRunner } from './fair.ts';
import { certainlyMisses, filterKey, matchesOldRow, parseFilter, type Filter } from './filters.ts';
import { rateLimiter, realtimeLimitsFromEnv, type RealtimeLimits } from './limits.ts';
import { decodeFrame, decodeUserBroadcastPush, encodeFrame, encodeUserBroadcast, type Frame, type UserBroadcast, type Vsn } from './phoenix.ts';
import { API_ROLES, tableInfoCache, type ApiRole, type TableInfo } from './tables.ts';
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
  conn: Conn;
  topic: string;
  joinRef: string | null;
  bindings: Binding[];
  role: ApiRole;
  claims: Record<string, unknown>;
  token: string;
  broadcastSelf: boolean;
  /**
   * `config.private`: joined only if RLS on realtime.messages lets the caller read the topic. As on
   * hosted, a private and a public channel of the same name are different rooms.
   */
  private: boolean;
  /** A private channel's right to send, checked at its first broadcast and kept until its token changes. */
  mayWrite?: boolean;
  /** performance.now() from when its change feed is live; undefined while in the gap or without a database. */
  liveAt?: number;
  /** Waiting for the database connection to come back before going live. */
  waitingForFeed: boolean;
  gapTimer?: NodeJS.Timeout;
  expiryTimer?: NodeJS.Timeout;
  /** A join with postgres_changes_options.wait: its reply is held until the feed is live. */
  heldReply?: Frame;
}

interface Conn {
  ws: WebSocket;
  /** Client address: database work is shared out fairly between addresses. */
  client: string;
  vsn: Vsn;
  apikey: string;
  /** The upgrade request's x- headers: hosted hands them to policies as `request.headers`. */
  headers: Record<string, string>;
  channels: Map<string, Channel>;
  lastSeen: number;
  queue: Change[];
  draining: boolean;
  dropped: number;
  /** Since when its send buffer is over the limit (performance.now()). */
  behindSince?: number;
  joinAllowed: () => boolean;
  eventAllowed: () => boolean;
}

const HEARTBEAT_TIMEOUT_MS = 60_000;
/** Hosted clamps postgres_changes_options.timeout to 20 s. */
const MAX_WAIT_MS = 20_000;
const isApiRole = (r: unknown): r is ApiRole => typeof r === 'string' && (API_ROLES as readonly string[]).includes(r);

export interface Realtime {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  stop(): Promise<void>;
}

export function createRealtime(opts: {
  dbUrl: string;
  pool?: pg.Pool;
  jwtSecret: string;
  log: (m: string) => void;
  limits?: Partial<RealtimeLimits>;
  /** Names its database connections (`<name>` re-reads, `<name>-listen` the change feed) in pg_stat_activity. */
  applicationName?: string;
}): Realtime {
  const appName = opts.applicationName ?? 'local-realtime';
  const limits: RealtimeLimits = { ...realtimeLimitsFromEnv(), ...opts.limits };
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1 << 20 });
  const conns = new Set<Conn>();
  // Realtime's own connections (hosted has a separate Realtime pool too): a flood of
  // change re-reads never takes the connections sign-in and the API need.
  const POOL_SIZE = 4;
  const pool = new pg.Pool({ connectionString: opts.dbUrl, max: POOL_SIZE, application_name: appName });
  const fair = fairRunner(POOL_SIZE);
  pool.on('error', (e) => opts.log(`[realtime] idle database connection failed: ${e.message}`));
  const tableInfo = tableInfoCache(pool);
  let nextBindingId = 1;
  let feedLive = false;

  const opaque = opaqueKeys(opts.jwtSecret);

  async function claimsOf(token: string): Promise<Record<string, unknown>> {
    // realtime-js joins with its client's key when no one is signed in: an opaque key means its role.
    const { payload } = await jwtVerify(opaque(token)?.roleJwt ?? token, secretBytes(opts.jwtSecret), { algorithms: ['HS256'] });
    if (!isApiRole(payload.role)) throw new Error('token role is not an API role');
    return payload as Record<string, unknown>;
  }

  const send = (c: Conn, f: Frame | Buffer) => {
    if (c.ws.readyState !== c.ws.OPEN) return;
    // A client that does not keep up loses messages instead of the gateway buffering them
    // without end, and is closed if it stays behind (hosted delivers at most once, too).
    if (c.ws.bufferedAmount > limits.maxBufferedBytes) {
      const now = performance.now();
      c.behindSince ??= now;
      if (now - c.behindSince > limits.slowReaderTimeoutMs) {
        opts.log('[realtime] closing a connection that does not read its messages');
        c.ws.terminate();
      }
      return;
    }
    c.behindSince = undefined;
    c.ws.send(Buffer.isBuffer(f) ? f : encodeFrame(f, c.vsn));
  };
  const reply = (c: Conn, f: Pick<Frame, 'join_ref' | 'ref' | 'topic'>, status: 'ok' | 'error', response: Record<string, unknown>) =>
    send(c, { join_ref: f.join_ref, ref: f.ref, topic: f.topic, event: 'phx_reply', payload: { status, response } });
  const system = (ch: Channel, status: 'ok' | 'error', message: string) =>
    send(ch.conn, {
      join_ref: ch.joinRef,
      ref: null,
      topic: ch.topic,
      event: 'system',
      payload: { channel: ch.topic.slice('realtime:'.length), extension: 'postgres_changes', message, status },
    });
  const echo = (bindings: Binding[]) => ({ postgres_changes: bindings.map(({ id, event, schema, table, filter }) => ({ id, event, schema, table, filter })) });

  function dropChannel(ch: Channel) {
    clearTimeout(ch.gapTimer);
    clearTimeout(ch.expiryTimer);
    if (ch.conn.channels.get(ch.topic) === ch) ch.conn.channels.delete(ch.topic);
  }

  /** Opens the gap: the feed goes live `subscribeDelayMs` from now (or when the database is back). */
  function resubscribe(ch: Channel) {
    clearTimeout(ch.gapTimer);
    ch.liveAt = undefined;
    ch.waitingForFeed = false;
    if (!ch.bindings.length) return;
    ch.gapTimer = setTimeout(() => {
      goLive(ch).catch((e: Error) => opts.log(`[realtime] subscribing failed: ${e.message}`));
    }, limits.subscribeDelayMs);
    ch.gapTimer.unref();
  }

  /** Why a binding can never deliver anything (hosted answers these with a `system` error), if it cannot. */
  async function bindingProblem(b: Binding): Promise<string | undefined> {
    if (!b.table || b.table === '*') return undefined;
    const info = await tableInfo(b.schema, b.table).catch(() => undefined);
    if (!info || !info.published) {
      return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe(b)}`;
    }
    if (b.parsed && !info.sqlTypes.has(b.parsed.column)) {
      return `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${describe(b)}. Exception: invalid column for filter ${b.parsed.column}`;
    }
    return undefined;
  }

  /** Filter values that do not cast to their column's type, checked in one query per channel. */
  async function filterValueProblem(bindings: Binding[]): Promise<string | undefined> {
    const typed: { b: Binding; type: string }[] = [];
    for (const b of bindings) {
      if (!b.parsed || !b.table || b.table === '*') continue;
      const type = (await tableInfo(b.schema, b.table).catch(() => undefined))?.sqlTypes.get(b.parsed.column);
      if (type) typed.push({ b, type });
    }
    if (!typed.length) return undefined;
    const cast = (list: typeof typed) =>
      pool.query(`select ${list.map(({ b, type }, i) => `$${i + 1}::${type}${b.parsed!.op === 'in' ? '[]' : ''}`).join(', ')}`, list.map(({ b }) => b.parsed!.value));
    const failed = await cast(typed).then(() => false, () => true);
    if (!failed) return undefined;
    for (const t of typed) {
      const message = await cast([t]).then(() => undefined, (e: Error) => e.message);
      if (message) return `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${describe(t.b)}. Exception: ${message}`;
    }
    return undefined;
  }

  async function goLive(ch: Channel) {
    if (!feedLive) {
      ch.waitingForFeed = true;
      return;
    }
    let problem: string | undefined;
    for (const b of ch.bindings) {
      problem = await bindingProblem(b);
      if (problem) break;
    }
    problem ??= await filterValueProblem(ch.bindings);
    // The channel was left, rejoined or its connection closed meanwhile.
    if (ch.conn.channels.get(ch.topic) !== ch || !conns.has(ch.conn)) return;
    const held = ch.heldReply;
    ch.heldReply = undefined;
    if (problem) {
      if (held) {
        dropChannel(ch);
        return reply(ch.conn, held, 'error', { reason: `RealtimeDisabledForConfiguration: ${problem}` });
      }
      return system(ch, 'error', problem);
    }
    if (!feedLive) {
      ch.waitingForFeed = true;
      return;
    }
    ch.liveAt = performance.now();
    if (held) reply(ch.conn, held, 'ok', echo(ch.bindings));
    system(ch, 'ok', 'Subscribed to PostgreSQL');
  }

  /** As Supabase: a channel whose token has expired (and was not refreshed) is told so and closed. */
  function expire(ch: Channel) {
    const c = ch.conn;
    if (c.channels.get(ch.topic) !== ch) return;
    send(c, { join_ref: ch.joinRef, ref: null, topic: ch.topic, event: 'system', payload: { extension: 'system', status: 'error', message: 'Token has expired', channel: ch.topic.slice(9) } });
    dropChannel(ch);
    send(c, { join_ref: ch.joinRef, ref: ch.joinRef, topic: ch.topic, event: 'phx_close', payload: {} });
  }

  function watchExpiry(ch: Channel) {
    clearTimeout(ch.expiryTimer);
    if (typeof ch.claims.exp !== 'number') return;
    const ms = ch.claims.exp * 1000 - Date.now();
    // setTimeout cannot wait longer than ~24.8 days; such a token is checked again on refresh.
    if (ms > 2 ** 31 - 1) return;
    ch.expiryTimer = setTimeout(() => expire(ch), Math.max(0, ms));
    ch.expiryTimer.unref();
  }

  const authContext = (c: Conn, topic: string, role: ApiRole, claims: Record<string, unknown>): AuthorizationContext => ({
    topic: topic.slice('realtime:'.length),
    role,
    claims,
    headers: c.headers,
  });

  /** Hosted's answer to a private join: undefined when allowed, else the refusal's reason. */
  async function privateJoinRefusal(ctx: AuthorizationContext): Promise<string | undefined> {
    const refused = `Unauthorized: You do not have permissions to read from this Channel topic: ${ctx.topic}`;
    try {
      return (await readPolicies(pool, ctx)).broadcast ? undefined : refused;
    } catch (e) {
      if (e instanceof PolicyError) {
        opts.log(`[realtime] RlsPolicyError on ${ctx.topic.slice(0, 100)}: ${e.message}`);
        return refused;
      }
      return `UnableToSetPolicies: ${(e as Error).message}`;
    }
  }

  /** As hosted's shutdown_response: a `system` error, then the channel is closed. */
  function shutdown(ch: Channel, message: string) {
    const c = ch.conn;
    if (c.channels.get(ch.topic) !== ch) return;
    send(c, { join_ref: ch.joinRef, ref: null, topic: ch.topic, event: 'system', payload: { extension: 'system', status: 'error', message, channel: ch.topic.slice(9) } });
    dropChannel(ch);
    send(c, { join_ref: ch.joinRef, ref: ch.joinRef, topic: ch.topic, event: 'phx_close', payload: {} });
  }

  async function join(c: Conn, f: Frame) {
    if (!f.topic.startsWith('realtime:')) return reply(c, f, 'error', { reason: 'Topic must start with "realtime:"' });
    if (!c.joinAllowed()) return reply(c, f, 'error', { reason: 'Too many joins per second' });
    if (!c.channels.has(f.topic) && c.channels.size >= limits.maxChannelsPerConnection) return reply(c, f, 'error', { reason: 'Too many channels' });
    const payload = asObject(f.payload);
    const config = asObject(payload.config);
    const token = typeof payload.access_token === 'string' && payload.access_token ? payload.access_token : c.apikey;
    let claims: Record<string, unknown>;
    try {
      claims = await claimsOf(token);
    } catch (e) {
      return reply(c, f, 'error', { reason: `Invalid JWT: ${(e as Error).message}` });
    }
    const raws = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    if (raws.length > limits.maxBindingsPerChannel) {
      return reply(c, f, 'error', { reason: `Too many postgres_changes bindings in one channel (at most ${limits.maxBindingsPerChannel})` });
    }
    const bindings: Binding[] = [];
    for (const raw of raws) {
      const b = asObject(raw);
      const event = typeof b.event === 'string' ? b.event : '*';
      if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) return reply(c, f, 'error', { reason: `Invalid postgres_changes event "${event.slice(0, 100)}"` });
      let parsed: Filter | undefined;
      try {
        parsed = parseFilter(b.filter);
      } catch (e) {
        return reply(c, f, 'error', { reason: (e as Error).message.slice(0, 300) });
      }
      if ((b.schema !== undefined && typeof b.schema !== 'string') || (b.table !== undefined && b.table !== null && typeof b.table !== 'string')) {
        return reply(c, f, 'error', { reason: 'schema and table must be strings' });
      }
      bindings.push({
        id: nextBindingId++,
        event,
        schema: typeof b.schema === 'string' ? b.schema : 'public',
        table: typeof b.table === 'string' ? b.table : undefined,
        filter: typeof b.filter === 'string' ? b.filter : undefined,
        parsed,
      });
    }
    const isPrivate = config.private === true;
    if (isPrivate) {
      const refusal = await privateJoinRefusal(authContext(c, f.topic, claims.role as ApiRole, claims));
      if (refusal) return reply(c, f, 'error', { reason: refusal });
    }
    const previous = c.channels.get(f.topic);
    if (previous) dropChannel(previous);
    const broadcast = asObject(config.broadcast);
    const ch: Channel = {
      conn: c,
      topic: f.topic,
      joinRef: f.join_ref,
      bindings,
      role: claims.role as ApiRole,
      claims,
      token,
      broadcastSelf: broadcast.self === true,
      private: isPrivate,
      waitingForFeed: false,
    };
    c.channels.set(f.topic, ch);
    watchExpiry(ch);
    const wait = asObject(config.postgres_changes_options).wait === true && bindings.length > 0;
    if (wait) {
      // postgres_changes_options.wait: the join is answered once the feed is live (or cannot be).
      ch.heldReply = { ...f };
      setTimeout(() => {
        if (ch.heldReply && c.channels.get(f.topic) === ch) {
          ch.heldReply = undefined;
          dropChannel(ch);
          reply(c, f, 'error', { reason: 'PostgresChangesSubscribeTimeout: the subscription did not become ready in time' });
        }
      }, MAX_WAIT_MS).unref();
    } else {
      // Each binding echoed as sent, in order: the client matches them by position and value.
      reply(c, f, 'ok', echo(bindings));
    }
    resubscribe(ch);
  }

  async function handleFrame(c: Conn, f: Frame, user?: UserBroadcast) {
    if (f.topic === 'phoenix' && f.event === 'heartbeat') return reply(c, f, 'ok', {});
    if (f.event === 'phx_join') return join(c, f);
    if (!c.eventAllowed()) {
      if (f.ref) reply(c, f, 'error', { reason: 'Too many messages per second' });
      return;
    }
    switch (f.event) {
      case 'phx_leave': {
        const ch = c.channels.get(f.topic);
        if (ch) dropChannel(ch);
        return reply(c, f, 'ok', {});
      }
      case 'access_token': {
        const ch = c.channels.get(f.topic);
        const token = asObject(f.payload).access_token;
        if (!ch || typeof token !== 'string' || token === ch.token) return;
        try {
          const claims = await claimsOf(token);
          if (c.channels.get(f.topic) !== ch) return;
          if (ch.private) {
            // Hosted checks a private channel's policies again for the new token's user.
            const refusal = await privateJoinRefusal(authContext(c, ch.topic, claims.role as ApiRole, claims));
            if (c.channels.get(f.topic) !== ch) return;
            if (refusal) {
              return shutdown(ch, refusal.startsWith('Unauthorized: ') ? refusal.slice(14) : 'Realtime was unable to connect to the project database');
            }
            ch.mayWrite = undefined;
          }
          ch.claims = claims;
          ch.role = claims.role as ApiRole;
          ch.token = token;
          watchExpiry(ch);
          // Hosted resubscribes with the new claims: the feed pauses until it is live again.
          resubscribe(ch);
        } catch {
          // Like Supabase: a channel whose new token cannot be verified is closed.
          expire(ch);
        }
        return;
      }
      case 'broadcast': {
        const from = c.channels.get(f.topic);
        if (!from) {
          if (f.ref) reply(c, f, 'error', { reason: 'Not joined to this channel' });
          return;
        }
        if (from.private) {
          if (from.mayWrite === undefined) {
            const allowed = await mayBroadcast(pool, authContext(c, from.topic, from.role, from.claims)).catch((e: Error) => {
              opts.log(`[realtime] ${e instanceof PolicyError ? 'RlsPolicyError' : 'UnableToSetPolicies'} on ${from.topic.slice(9, 109)}: ${e.message}`);
              return undefined;
            });
            // The channel may have been left or rejoined while the policy was asked.
            if (c.channels.get(f.topic) !== from) return;
            if (allowed === undefined) return;
            from.mayWrite = allowed;
          }
          // As hosted: a refused broadcast is dropped without a reply, even when the channel asked for acks.
          if (!from.mayWrite) return;
        }
        for (const other of conns) {
          const ch = other.channels.get(f.topic);
          if (!ch || ch.private !== from.private || (ch === from && !ch.broadcastSelf)) continue;
          // A binary push goes on in binary to vsn 2.0.0 clients (as hosted relays it); others get JSON,
          // which cannot carry an opaque binary payload.
          const binary = user && other.vsn === '2.0.0' && Buffer.byteLength(f.topic) < 256 && Buffer.byteLength(user.event) < 256;
          if (binary) send(other, encodeUserBroadcast(f.topic, user));
          else if (!user || user.encoding === 1) send(other, { join_ref: ch.joinRef, ref: null, topic: f.topic, event: 'broadcast', payload: f.payload });
        }
        if (f.ref) reply(c, f, 'ok', {});
        return;
      }
      default:
        if (f.ref) reply(c, f, 'ok', {});
    }
  }

  const matching = (ch: Channel, change: Change) =>
    ch.bindings.filter(
      (b) =>
        (b.schema === '*' || b.schema === change.schema) &&
        (!b.table || b.table === '*' || b.table === change.table) &&
        (b.event === '*' || b.event === change.type) &&
        // Spares a re-read per subscriber of, say, another conversation's messages.
        !(b.parsed && change.type !== 'DELETE' && certainlyMisses(b.parsed, change.new)),
    );

  /** The change as this channel may see it, and the ids of its bindings it matches; undefined when none. */
  async function messageFor(ch: Channel, change: Change, info: TableInfo, bindings: Binding[]) {
    const selectable = info.selectable[ch.role];
    const visibleCols = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([k]) => selectable.has(k)));
    const data: Record<string, unknown> = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
      columns: info.columns.filter((c) => selectable.has(c.name)),
      errors: null,
    };
    if (change.type === 'DELETE') {
      // A deleted row cannot be re-read, so RLS cannot decide. As hosted: under RLS the old record is
      // the primary key only (for every role), and filters see only what the old record holds, so
      // nothing about other columns of the row can be learnt by subscribing with filters.
      const known = info.rls ? pick(change.pk, info.pk) : { ...change.pk, ...(change.old ?? {}) };
      const old = visibleCols(known);
      if (!Object.keys(old).length) return undefined;
      const ids = bindings.filter((b) => !b.parsed || matchesOldRow(b.parsed, old)).map((b) => b.id);
      if (!ids.length) return undefined;
      data.old_record = old;
      return { ids, data };
    }
    const filters = bindings.flatMap((b) => (b.parsed ? [b.parsed] : []));
    const seen = await fair(ch.conn.client, () => readRowAs(pool, change, info, ch.role, ch.claims, filters));
    if (!seen) return undefined;
    const ids = bindings.filter((b) => !b.parsed || seen.matches.get(filterKey(b.parsed))).map((b) => b.id);
    if (!ids.length) return undefined;
    data.record = seen.row;
    if (change.type === 'UPDATE') data.old_record = visibleCols(change.old ?? change.pk);
    return { ids, data };
  }

  /** Works through one connection's queue, in commit order; other connections drain on their own. */
  async function drain(c: Conn) {
    if (c.draining) return;
    c.draining = true;
    try {
      while (c.queue.length && conns.has(c)) {
        const change = c.queue.shift()!;
        const info = await tableInfo(change.schema, change.table).catch(() => undefined);
        if (!info) continue;
        for (const ch of [...c.channels.values()]) {
          if (ch.liveAt === undefined || ch.liveAt > change.receivedAt || c.channels.get(ch.topic) !== ch) continue;
          const bindings = matching(ch, change);
          if (!bindings.length) continue;
          if (typeof ch.claims.exp === 'number' && ch.claims.exp * 1000 < Date.now()) {
            expire(ch);
            continue;
          }
          const msg = await messageFor(ch, change, info, bindings).catch((e: Error) => {
            opts.log(`[realtime] could not check a change for a subscriber: ${e.message}`);
            return undefined;
          });
          if (msg && c.channels.get(ch.topic) === ch) {
            send(c, { join_ref: ch.joinRef, ref: null, topic: ch.topic, event: 'postgres_changes', payload: msg });
          }
        }
      }
    } finally {
      c.draining = false;
    }
  }

  function onChange(change: Change) {
    for (const c of conns) {
      let wanted = false;
      for (const ch of c.channels.values()) {
        if (ch.liveAt !== undefined && ch.liveAt <= change.receivedAt && matching(ch, change).length) {
          wanted = true;
          break;
        }
      }
      if (!wanted) continue;
      c.queue.push(change);
      if (c.queue.length > limits.maxQueuedChanges) {
        c.queue.shift();
        if (c.dropped++ % 1000 === 0) opts.log('[realtime] a subscriber falls behind; its oldest changes are dropped');
      }
      drain(c).catch((e: Error) => opts.log(`[realtime] dispatch failed: ${e.message}`));
    }
  }

  function onFeedState(live: boolean) {
    feedLive = live;
    for (const c of conns) {
      for (const ch of c.channels.values()) {
        if (!ch.bindings.length) continue;
        if (!live) {
          // Changes made while the database is away are not seen: the feed is not live until it is back.
          if (ch.liveAt !== undefined) ch.waitingForFeed = true;
          ch.liveAt = undefined;
        } else if (ch.waitingForFeed) {
          ch.waitingForFeed = false;
          // Announced again, as a resubscription is on hosted, so clients catch up on what they missed.
          goLive(ch).catch((e: Error) => opts.log(`[realtime] subscribing failed: ${e.message}`));
        }
      }
    }
  }

  const feed = listenForChanges(opts.dbUrl, onChange, onFeedState, opts.log, `${appName}-listen`);

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const c of conns) if (now - c.lastSeen > HEARTBEAT_TIMEOUT_MS) c.ws.terminate();
  }, 15_000);
  sweep.unref();

  const closeConn = (c: Conn) => {
    conns.delete(c);
    for (const ch of c.channels.values()) {
      clearTimeout(ch.gapTimer);
      clearTimeout(ch.expiryTimer);
    }
    c.channels.clear();
    c.queue.length = 0;
  };

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const url = new URL(`http://localhost${req.url?.startsWith('/') ? req.url : '/'}`);
    const vsn: Vsn = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0';
    const conn: Conn = {
      ws,
      client: req.socket.remoteAddress ?? 'unknown',
      vsn,
      apikey: url.searchParams.get('apikey') ?? String(req.headers.apikey ?? ''),
      headers: Object.fromEntries(
        Object.entries(req.headers).flatMap(([k, v]) => (k.startsWith('x-') && v !== undefined ? [[k, Array.isArray(v) ? v.join(', ') : v]] : [])),
      ),
      channels: new Map(),
      lastSeen: Date.now(),
      queue: [],
      draining: false,
      dropped: 0,
      joinAllowed: rateLimiter(limits.maxJoinsPerSecond),
      eventAllowed: rateLimiter(limits.maxEventsPerSecond),
    };
    conns.add(conn);
    // Attached synchronously: a handler added after an await would miss the client's first phx_join.
    let chain: Promise<void> = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      conn.lastSeen = Date.now();
      let f: Frame | undefined;
      let user: UserBroadcast | undefined;
      if (isBinary) {
        // realtime-js 2.x pushes its user broadcasts in binary (vsn 2.0.0 only).
        const decoded = vsn === '2.0.0' ? decodeUserBroadcastPush(Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)])) : undefined;
        f = decoded?.frame;
        user = decoded?.user;
      } else {
        f = decodeFrame(data.toString(), vsn);
      }
      if (!f) return;
      const frame = f;
      chain = chain.then(() => handleFrame(conn, frame, user)).catch((e: Error) => opts.log(`[realtime] ${String(f.event).slice(0, 50)} failed: ${e.message}`));
    });
    ws.on('close', () => closeConn(conn));
    ws.on('error', () => {
      closeConn(conn);
      ws.terminate();
    });
  });

  return {
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    async stop() {
      clearInterval(sweep);
      for (const c of conns) {
        c.ws.terminate();
        closeConn(c);
      }
      await feed.stop();
      await new Promise<void>((r) => wss.close(() => r()));
      await pool.end().catch(() => {});
    },
  };
}

function asObject(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function describe(b: { event: string; schema: string; table?: string; filter?: string }): string {
  return `[event: ${b.event}, schema: ${b.schema}, table: ${(b.table ?? '*').slice(0, 100)}, filters: [${(b.filter ?? '').slice(0, 200)}]]`;
}

function pick(o: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
}
