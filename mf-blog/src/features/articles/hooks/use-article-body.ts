import { useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../content/article-types';
import { loadArticleBody } from '../api/load-article-body';

export function useArticleBody(slug: string, language: Lang) {
  return useQuery({
    queryKey: ['blog', 'article-body', slug, language],
    queryFn: () => loadArticleBody(slug, language),
    staleTime: Infinity,
  });
}
