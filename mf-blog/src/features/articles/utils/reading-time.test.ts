import { describe, expect, it } from 'vitest';
import { articles } from '../../../content/articles-meta';
import { READING_MINUTES } from './reading-minutes';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from './reading-time';

describe('reading time', () => {
  it('counts words in every kind of block', () => {
    expect(countWords([{ kind: 'h2', text: 'Two words' }, { kind: 'ul', items: ['one', 'two three'] }, { kind: 'tip', text: 'a b' }])).toBe(7);
  });

  it('rounds to whole minutes, never below one', () => {
    expect(readingMinutes([{ kind: 'p', text: 'short' }])).toBe(1);
    const words = Array.from({ length: WORDS_PER_MINUTE * 4 + 30 }, () => 'word').join(' ');
    expect(readingMinutes([{ kind: 'p', text: words }])).toBe(4);
  });
});

describe('the seven articles', () => {
  it.each(articles.map((article) => article.slug))('%s has an English body of at least 600 words and a Hindi body', async (slug) => {
    const english = (await import(`../../../content/bodies/${slug}.en.ts`)).default;
    const hindi = (await import(`../../../content/bodies/${slug}.hi.ts`)).default;
    expect(countWords(english)).toBeGreaterThanOrEqual(600);
    expect(READING_MINUTES[slug]).toBe(readingMinutes(english));
    expect(hindi.filter((block: { kind: string }) => block.kind === 'h2').length).toBe(
      english.filter((block: { kind: string }) => block.kind === 'h2').length,
    );
  });

  it('link only to articles that exist', () => {
    const slugs = new Set(articles.map((article) => article.slug));
    for (const article of articles) for (const related of article.related) expect(slugs.has(related)).toBe(true);
  });
});
