import { describe, expect, it } from 'vitest';
import { resultCount, searchPageCount } from './result-count';

describe('resultCount', () => {
  it('is exact up to 1,000 and "1,000+" above, grouped the Indian way', () => {
    expect(resultCount(3)).toEqual({ count: 3, number: '3', over: false });
    expect(resultCount(1000)).toEqual({ count: 1000, number: '1,000', over: false });
    expect(resultCount(1001)).toEqual({ count: 1000, number: '1,000', over: true });
  });
});

describe('searchPageCount', () => {
  it('stops at the last page within the first 1,000 results', () => {
    expect(searchPageCount(45, 20)).toBe(3);
    expect(searchPageCount(1000, 20)).toBe(50);
    expect(searchPageCount(1001, 20)).toBe(50);
  });
});
