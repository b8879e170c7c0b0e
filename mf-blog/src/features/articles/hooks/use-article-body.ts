import { use } from 'react';
import type { Lang } from '../../../content/article-types';
import { loadArticleBody, type ArticleBody } from '../api/load-article-body';

// Bodies are code-split modules, not backend data: a memoised promise per article and
// language is all the caching they need (and spares the blog the query library).
const bodies = new Map<string, Promise<ArticleBody>>();

export function articleBodyPromise(slug: string, language: Lang): Promise<ArticleBody> {
  const key = `${slug}:${language}`;
  let promise = bodies.get(key);
  if (!promise) {
    promise = loadArticleBody(slug, language);
    // A failed chunk load (server down) is retried on the next render, not cached.
    promise.catch(() => bodies.delete(key));
    bodies.set(key, promise);
  }
  return promise;
}

/** Suspends until the body is loaded. */
export const useArticleBody = (slug: string, language: Lang): ArticleBody => use(articleBodyPromise(slug, language));
