import type { Block, Lang } from '../../../content/article-types';

/** Article bodies are written in English and Hindi; other languages fall back to English. */
export const BODY_LANGUAGES: readonly Lang[] = ['en', 'hi'];

export interface ArticleBody {
  blocks: Block[];
  language: Lang;
}

export async function loadArticleBody(slug: string, wanted: Lang): Promise<ArticleBody> {
  const language = BODY_LANGUAGES.includes(wanted) ? wanted : 'en';
  // One chunk per body: a reader downloads only the article and language they open.
  const module = (await import(`../../../content/bodies/${slug}.${language}.ts`)) as { default: Block[] };
  return { blocks: module.default, language };
}
