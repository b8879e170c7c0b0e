import { describe, expect, it } from 'vitest';
import { readSearchText, SEARCH_TEXT_KEPT, SEARCH_TEXT_LIMIT, searchedText } from './search-text';

describe('search text', () => {
  it('keeps a long text from the URL instead of dropping it', () => {
    const long = `wedding ${'photography '.repeat(15)}`.trim();
    expect(long.length).toBeGreaterThan(SEARCH_TEXT_LIMIT);
    expect(readSearchText(new URLSearchParams({ q: long }))).toBe(long);
    expect(readSearchText(new URLSearchParams({ q: 'x'.repeat(SEARCH_TEXT_KEPT + 50) }))).toHaveLength(SEARCH_TEXT_KEPT);
    expect(readSearchText(new URLSearchParams({ q: '   ' }))).toBeUndefined();
    expect(readSearchText(new URLSearchParams())).toBeUndefined();
  });

  it('searches short texts whole and long ones up to the last whole word within the limit', () => {
    expect(searchedText('mehendi chennai')).toBe('mehendi chennai');
    expect(searchedText(undefined)).toBeUndefined();
    const long = `wedding ${'photography '.repeat(15)}`.trim();
    const searched = searchedText(long)!;
    expect(searched.length).toBeLessThanOrEqual(SEARCH_TEXT_LIMIT);
    expect(long.startsWith(searched)).toBe(true);
    expect(searched.endsWith('photography')).toBe(true);
    // One word longer than the limit is cut, not lost.
    expect(searchedText('a'.repeat(150))).toBe('a'.repeat(SEARCH_TEXT_LIMIT));
    // Exactly at the limit with a space after it: the whole text up to the space.
    expect(searchedText(`${'a'.repeat(SEARCH_TEXT_LIMIT)} more`)).toBe('a'.repeat(SEARCH_TEXT_LIMIT));
  });
});
