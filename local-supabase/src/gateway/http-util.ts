// Small request/response helpers shared by the gateway's handlers.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY = 1 << 20;

export async function readBody(req: IncomingMessage): Promise<string> {
  return (await readBodyBuffer(req, MAX_BODY)).toString('utf8');
}

/**
 * The whole request body, refusing more than `max` bytes (413) before reading them when
 * Content-Length says so, and (with `deadlineMs`) a body still arriving by then (408).
 */
export async function readBodyBuffer(req: IncomingMessage, max: number, deadlineMs?: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) throw new BodyError(413, 'Request body too large');
  const chunks: Buffer[] = [];
  let size = 0;
  let late = false;
  const timer =
    deadlineMs === undefined
      ? undefined
      : setTimeout(() => {
          late = true;
          req.destroy();
        }, deadlineMs);
  try {
    for await (const c of req) {
      size += (c as Buffer).length;
      if (size > max) throw new BodyError(413, 'Request body too large');
      chunks.push(c as Buffer);
    }
  } catch (e) {
    if (late) throw new BodyError(408, 'Request body not received in time');
    throw e;
  } finally {
    clearTimeout(timer);
  }
  if (late) throw new BodyError(408, 'Request body not received in time');
  return Buffer.concat(chunks);
}

/** Parses a JSON object body; an empty body is `{}`. Anything else is a 400. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req);
  if (!raw.trim()) return {};
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new BodyError(400, 'Could not parse request body as JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new BodyError(400, 'Request body must be a JSON object');
  return v as Record<string, unknown>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const data = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(data), ...headers });
  res.end(data);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' }).end();
}

export function bearer(req: IncomingMessage): string | undefined {
  const h = req.headers.authorization;
  const m = h && /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1]?.trim();
}
