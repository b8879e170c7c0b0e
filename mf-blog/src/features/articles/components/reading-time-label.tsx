import { useArticleBody } from '../hooks/use-article-body';
import { useBlogLanguage } from '../hooks/use-blog-language';
import { readingMinutes } from '../reading-time';

/** Reading time from the English original, so it is the same in every language. */
export function ReadingTimeLabel({ slug }: { slug: string }) {
  const { t } = useBlogLanguage();
  const { data } = useArticleBody(slug, 'en');
  return (
    <span className="blog-meta__reading">
      {data ? t('readingTime', { count: readingMinutes(data.blocks) }) : '\u00a0'}
    </span>
  );
}
