import type { TFunction } from 'i18next';
import { READING_MINUTES } from '../utils/reading-minutes';

/**
 * Reading time of the English original, so it is the same in every language. The caller's `t`
 * (its own useBlogLanguage): a card of the index is rendered inside the click that opens it, and
 * a translation hook of its own cost each label a subscription to i18n (issue 27: warm navigation).
 */
export function ReadingTimeLabel({ slug, t }: { slug: string; t: TFunction<'blog'> }) {
  const minutes = READING_MINUTES[slug];
  if (minutes === undefined) return null;
  return <span className="blog-meta__reading">{t('readingTime', { count: minutes })}</span>;
}
