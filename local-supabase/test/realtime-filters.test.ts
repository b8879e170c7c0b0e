// The in-memory pre-check that spares re-reads: it may say "certainly misses" only when Postgres
// would say the filter is false, so a subscriber never loses a change it should get.
import { describe, expect, it } from 'vitest';
import { certainlyMisses, parseFilter } from '../src/realtime/filters.ts';

const f = (raw: string) => parseFilter(raw)!;
const id = 'd3b07384-d9a0-4c5e-9f1a-0a1b2c3d4e5f';

describe('certainlyMisses', () => {
  it('skips uuid and integer eq/in filters the new row does not match, as Postgres compares them', () => {
    expect(certainlyMisses(f('conversation_id=eq.00000000-0000-4000-8000-000000000001'), { conversation_id: id })).toBe(true);
    expect(certainlyMisses(f('n=eq.7'), { n: 8 })).toBe(true);
    expect(certainlyMisses(f('n=in.(1,2,3)'), { n: 8 })).toBe(true);
    expect(certainlyMisses(f('n=eq.7'), { n: null })).toBe(true);
  });

  it('never skips a row that matches, whatever the spelling (uuid case, +7, 07)', () => {
    expect(certainlyMisses(f(`conversation_id=eq.${id.toUpperCase()}`), { conversation_id: id })).toBe(false);
    expect(certainlyMisses(f('n=eq.+7'), { n: 7 })).toBe(false);
    expect(certainlyMisses(f('n=eq.07'), { n: 7 })).toBe(false);
    expect(certainlyMisses(f(`conversation_id=in.(x,${id})`), { conversation_id: id })).toBe(false);
  });

  it('leaves to Postgres what it cannot know: other types and operators, a row not carried, a column missing', () => {
    expect(certainlyMisses(f('body=eq.hello'), { body: 'bye' })).toBe(false);
    expect(certainlyMisses(f('price=eq.1.50'), { price: 1.5 })).toBe(false);
    expect(certainlyMisses(f('at=eq.2026-11-28T08:00:00Z'), { at: '2026-11-28T08:00:00+00:00' })).toBe(false);
    expect(certainlyMisses(f('n=neq.7'), { n: 7 })).toBe(false);
    expect(certainlyMisses(f('n=gt.7'), { n: 1 })).toBe(false);
    expect(certainlyMisses(f('n=eq.7'), undefined)).toBe(false);
    expect(certainlyMisses(f('n=eq.7'), { m: 1 })).toBe(false);
  });
});
