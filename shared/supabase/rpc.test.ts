import { describe, expect, it } from 'vitest';
import { toPage } from '@utsav/shared/supabase/rpc';

describe('toPage', () => {
  it('reads the total the listing functions repeat on every row', () => {
    const rows = [
      { id: 'a', total_count: 42 },
      { id: 'b', total_count: 42 },
    ];
    expect(toPage(rows)).toEqual({ rows, total: 42 });
  });

  it('makes an empty page of no rows (null from a function that found none)', () => {
    expect(toPage(null)).toEqual({ rows: [], total: 0 });
    expect(toPage([])).toEqual({ rows: [], total: 0 });
  });
});
