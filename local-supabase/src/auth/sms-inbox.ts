// The local stack's SMS "provider": where hosted GoTrue hands a code to Twilio or MessageBird,
// the local gateway keeps the message here, and shows it at /sms-inbox (a page, and JSON at
// /sms-inbox/api/messages that tests read), as the mail catcher shows emails. Kept in the
// gateway process's memory: a gateway restart empties it, as a phone that was off would miss it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../gateway/http-util.ts';
import { isLoopbackHost } from '../gateway/loopback-host.ts';
import { AuthError } from './errors.ts';

export interface SmsMessage {
  id: string;
  /** E.164 with the plus, as a phone shows the sender's recipient. */
  to: string;
  body: string;
  time: string;
}

export interface SmsSender {
  send(to: string, body: string): void;
  messages(): readonly SmsMessage[];
}

/** Bounded like the mail catcher (1000 messages). */
const MAX_MESSAGES = 1000;

/** `perHour` SMS in any hour, all numbers together (hosted's rate_limit_sms_sent, 30 by default). */
export function createSmsInbox(perHour: number, now: () => number = Date.now): SmsSender {
  const list: SmsMessage[] = [];
  const sentAt: number[] = [];
  let next = 1;
  return {
    send(to, body) {
      const t = now();
      while (sentAt.length && t - sentAt[0]! >= 3_600_000) sentAt.shift();
      if (sentAt.length >= perHour) throw new AuthError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded');
      sentAt.push(t);
      list.push({ id: String(next++), to, body, time: new Date(t).toISOString() });
      if (list.length > MAX_MESSAGES) list.shift();
    },
    messages: () => list,
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /sms-inbox (page, newest first) and /sms-inbox/api/messages (JSON, oldest first, as MailDev's /api/email). */
export function handleSmsInbox(inbox: SmsSender, req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (path !== '/sms-inbox' && path !== '/sms-inbox/' && path !== '/sms-inbox/api/messages') return false;
  // The codes sign people in: shown to this machine only, even when the gateway listens on the
  // network so a phone on the LAN can use the apps (the mail catcher listens on 127.0.0.1 only).
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) {
    sendJson(res, 404, { message: 'no Route matched with those values' });
    return true;
  }
  if (!isLoopbackHost(req)) {
    sendJson(res, 403, { message: 'The SMS inbox answers only http://127.0.0.1 or http://localhost at its own port' });
    return true;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { message: 'Method not allowed' });
    return true;
  }
  if (path.endsWith('/api/messages')) {
    sendJson(res, 200, inbox.messages());
    return true;
  }
  const rows = [...inbox.messages()]
    .reverse()
    .map((m) => `<li><time>${escapeHtml(m.time)}</time> <b>${escapeHtml(m.to)}</b><p>${escapeHtml(m.body)}</p></li>`)
    .join('');
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="5"><title>SMS inbox · local Supabase</title><style>body{font:16px system-ui;margin:1rem;max-width:40rem}li{list-style:none;border-bottom:1px solid #ddd;padding:.5rem 0}time{color:#666;font-size:.85em}p{margin:.25rem 0}</style><h1>SMS inbox</h1><p>Text messages the local auth server sent (newest first; refreshes every 5 s).</p><ul>${rows || '<li>No messages yet.</li>'}</ul></html>`;
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : html);
  return true;
}
