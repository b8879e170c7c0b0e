import { describe, expect, it } from 'vitest';
import { cappedPageCount, resultCount } from './result-count';

describe('resultCount', () => {
  it('is exact up to 1,000 and "1,000+" above, grouped the Indian way', () => {
    expect(resultCount(3)).toEqual({ count: 3, number: '3', over: false });
    expect(resultCount(1000)).toEqual({ count: 1000, number: '1,000', over: false });
    expect(resultCount(1001)).toEqual({ count: 1000, number: '1,000', over: true });
  });
});

describe('cappedPageCount', () => {
  it('stops at the last page within the first 1,000 results', () => {
    expect(cappedPageCount(45, 20)).toBe(3);
    expect(cappedPageCount(1000, 20)).toBe(50);
    expect(cappedPageCount(1001, 20)).toBe(50);
    // The bundles' nine a page: the last one starts at the 1,000th.
    expect(cappedPageCount(1001, 9)).toBe(112);
  });
});
