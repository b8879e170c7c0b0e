import { describe, expect, it } from 'vitest';
import { articles } from '../../../content/articles-meta';
import { SERVICES_FOR_ARTICLES } from '../../../content/article-services';
import { newestFirst } from './newest-first';

describe('the blog index order', () => {
  it('puts the newest article first and keeps every article', () => {
    const ordered = newestFirst(articles);
    expect(ordered).toHaveLength(articles.length);
    for (let i = 1; i < ordered.length; i++) expect(ordered[i - 1]!.date >= ordered[i]!.date).toBe(true);
    expect(ordered[0]!.date).toBe([...articles.map((a) => a.date)].sort().at(-1));
  });

  it('orders same-day articles by slug, and leaves its input alone', () => {
    const [a, b] = articles;
    const sameDay = [{ ...b!, date: a!.date }, a!];
    const before = sameDay.map((x) => x.slug);
    expect(newestFirst(sameDay).map((x) => x.slug)).toEqual([...before].sort());
    expect(sameDay.map((x) => x.slug)).toEqual(before);
  });
});

describe('articles and the services they are about', () => {
  it('every article leads to at least one service category', () => {
    for (const article of articles) expect(SERVICES_FOR_ARTICLES[article.category].length, article.slug).toBeGreaterThan(0);
  });
});
