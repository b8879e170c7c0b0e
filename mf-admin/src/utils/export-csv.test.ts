import { describe, expect, it, vi } from 'vitest';
import { EXPORT_PAGE, csvFilename, fetchAllRows } from './export-csv';

describe('fetchAllRows', () => {
  it('asks page after page of 1000 until the total, in order', async () => {
    const all = Array.from({ length: 2500 }, (_, index) => index);
    const fetchPage = vi.fn(async (limit: number, offset: number) => ({ rows: all.slice(offset, offset + limit), total: all.length }));
    const progress = vi.fn();
    await expect(fetchAllRows(fetchPage, progress)).resolves.toEqual(all);
    expect(fetchPage.mock.calls).toEqual([
      [EXPORT_PAGE, 0],
      [EXPORT_PAGE, 1000],
      [EXPORT_PAGE, 2000],
    ]);
    expect(progress).toHaveBeenLastCalledWith(2500, 2500);
  });

  it('stops at a short page even when the first total was larger (rows gone meanwhile)', async () => {
    const fetchPage = vi.fn(async (_limit: number, offset: number) => ({ rows: offset === 0 ? Array(1000).fill('a') : ['b'], total: 5000 }));
    expect(await fetchAllRows(fetchPage)).toHaveLength(1001);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('makes one call for an empty list', async () => {
    const fetchPage = vi.fn(async () => ({ rows: [], total: 0 }));
    expect(await fetchAllRows(fetchPage)).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

it('names the file after the list and the day', () => {
  expect(csvFilename('bookings', new Date('2026-11-28T10:00:00Z'))).toBe('utsav-bookings-2026-11-28.csv');
});
