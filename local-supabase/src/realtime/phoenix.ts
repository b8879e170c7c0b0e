// Phoenix channel frames. vsn 2.0.0 sends JSON arrays
// [join_ref, ref, topic, event, payload]; vsn 1.0.0 sends objects.
export interface Frame {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type Vsn = '1.0.0' | '2.0.0';

export function decodeFrame(raw: string, vsn: Vsn): Frame | undefined {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (Array.isArray(v)) {
    const [join_ref, ref, topic, event, payload] = v as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
    return { join_ref: (join_ref as string) ?? null, ref: (ref as string) ?? null, topic, event, payload: (payload as Record<string, unknown>) ?? {} };
  }
  if (v && typeof v === 'object' && vsn === '1.0.0') {
    const o = v as Record<string, unknown>;
    if (typeof o.topic !== 'string' || typeof o.event !== 'string') return undefined;
    return {
      join_ref: (o.join_ref as string) ?? null,
      ref: (o.ref as string) ?? null,
      topic: o.topic,
      event: o.event,
      payload: (o.payload as Record<string, unknown>) ?? {},
    };
  }
  return undefined;
}

export function encodeFrame(f: Frame, vsn: Vsn): string {
  return vsn === '2.0.0' ? JSON.stringify([f.join_ref, f.ref, f.topic, f.event, f.payload]) : JSON.stringify(f);
}

/**
 * A user broadcast in realtime-js 2.x's binary framing (vsn 2.0.0): clients push kind 3
 * (join_ref, ref, topic, event, metadata, then the payload bytes) and receive kind 4 (topic,
 * event, metadata, payload). The payload is JSON text (encoding 1) or opaque bytes (encoding 0).
 */
export interface UserBroadcast {
  event: string;
  encoding: 0 | 1;
  payload: Buffer;
}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;

export function decodeUserBroadcastPush(buf: Buffer): { frame: Frame; user: UserBroadcast } | undefined {
  if (buf.length < 7 || buf[0] !== USER_BROADCAST_PUSH) return undefined;
  const sizes = [buf[1]!, buf[2]!, buf[3]!, buf[4]!, buf[5]!];
  const encoding = buf[6];
  if (encoding !== 0 && encoding !== 1) return undefined;
  let offset = 7;
  const [joinRef, ref, topic, event] = sizes.map((n) => {
    const s = buf.subarray(offset, offset + n).toString('utf8');
    offset += n;
    return s;
  }) as [string, string, string, string, string];
  if (offset > buf.length) return undefined;
  const payload = buf.subarray(offset);
  let parsed: unknown = null;
  if (encoding === 1) {
    try {
      parsed = JSON.parse(payload.toString('utf8'));
    } catch {
      return undefined;
    }
  }
  return {
    frame: { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: { type: 'broadcast', event, payload: parsed } },
    user: { event, encoding, payload },
  };
}

export function encodeUserBroadcast(topic: string, u: UserBroadcast): Buffer {
  const t = Buffer.from(topic, 'utf8');
  const e = Buffer.from(u.event, 'utf8');
  // Metadata is not relayed (hosted does not forward it either).
  return Buffer.concat([Buffer.from([USER_BROADCAST, t.length, e.length, 0, u.encoding]), t, e, u.payload]);
}
