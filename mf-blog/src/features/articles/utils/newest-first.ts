import type { ArticleMeta } from '../../../content/article-types';

/** The index's order: newest first, as readers of a blog expect; same-day articles by slug, so the order is stable. */
export const newestFirst = (list: readonly ArticleMeta[]): ArticleMeta[] =>
  [...list].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
