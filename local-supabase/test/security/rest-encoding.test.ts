// Finding: overlong UTF-8 (%C0%AF, %E0%80%80), encoded surrogates and NUL bytes
// in a REST filter reached Postgres and came back as a 500. The gateway now
// answers them itself with a 400 in PostgREST's error shape, as Postgres words
// it (22021, invalid byte sequence for encoding "UTF8").
import { describe, expect, it } from 'vitest';
import { stack } from '../helpers.ts';

async function get(path: string) {
  const s = stack();
  const r = await fetch(`${s.url}${path}`, { headers: { apikey: s.anonKey }, signal: AbortSignal.timeout(5000) });
  const text = await r.text();
  return { status: r.status, body: JSON.parse(text) as Record<string, unknown> };
}

const BAD = {
  'overlong "/"': '%C0%AF',
  'overlong NUL': '%E0%80%80',
  'overlong 4-byte': '%F0%80%80%AF',
  'lone high surrogate': '%ED%A0%80',
  'lone low surrogate': '%ED%B0%80',
  'stray continuation byte': '%80',
  'truncated sequence': '%E0%A4',
  'byte never used in UTF-8': '%FF',
  NUL: '%00',
  'NUL inside a value': 'Pu%00ne',
};

describe('REST filters with bytes Postgres cannot take as text', () => {
  for (const [name, bytes] of Object.entries(BAD)) {
    it(`${name} (${bytes}) → 400 in PostgREST's shape`, async () => {
      for (const path of [`/rest/v1/services?city=eq.${bytes}`, `/rest/v1/services?select=id&title=ilike.*${bytes}*`, `/rest/v1/services?or=(city.eq.${bytes})`, `/rest/v1/${bytes}`]) {
        const r = await get(path);
        expect(r.status, path).toBe(400);
        expect(Object.keys(r.body).sort(), path).toEqual(['code', 'details', 'hint', 'message']);
        expect(r.body.code).toBe('22021');
        expect(r.body.message).toMatch(/invalid byte sequence for encoding "UTF8"/);
      }
    });
  }

  it('well-formed multi-byte text still filters normally', async () => {
    // पुणे (Pune in Devanagari) and an emoji, percent-encoded as browsers send them.
    for (const v of ['%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87', '%F0%9F%8E%89']) {
      const r = await get(`/rest/v1/services?select=id&city=eq.${v}`);
      expect(r.status).toBe(200);
      expect(Array.isArray(r.body)).toBe(true);
    }
  });
});
