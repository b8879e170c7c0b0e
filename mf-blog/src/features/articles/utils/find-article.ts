import type { ArticleMeta } from '../../../content/article-types';
import { articles } from '../../../content/articles-meta';

const bySlug = new Map(articles.map((article) => [article.slug, article]));

export const findArticle = (slug: string): ArticleMeta | undefined => bySlug.get(slug);
