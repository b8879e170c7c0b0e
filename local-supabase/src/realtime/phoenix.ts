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
