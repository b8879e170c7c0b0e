import { useBlogLanguage } from '../hooks/use-blog-language';
import { READING_MINUTES } from '../utils/reading-minutes';

/** Reading time of the English original, so it is the same in every language. */
export function ReadingTimeLabel({ slug }: { slug: string }) {
  const { t } = useBlogLanguage();
  const minutes = READING_MINUTES[slug];
  if (minutes === undefined) return null;
  return <span className="blog-meta__reading">{t('readingTime', { count: minutes })}</span>;
}
