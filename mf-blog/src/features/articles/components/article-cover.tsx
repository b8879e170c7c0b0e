import type { Language } from '@utsav/shared/i18n/languages';
import type { ArticleMeta } from '../../../content/article-types';

interface Props {
  article: ArticleMeta;
  /** The reader's language (the caller's useBlogLanguage), for the picture's description. */
  language: Language;
  className: string;
  /** The largest image in view loads first; the rest wait until they are near. */
  priority?: 'high' | 'eager' | 'lazy';
}

/** Width and height always set, so the page does not shift while the image loads. */
export function ArticleCover({ article, language, className, priority = 'lazy' }: Props) {
  return (
    <img
      className={className}
      src={article.cover.src}
      width={article.cover.width}
      height={article.cover.height}
      alt={article.cover.alt[language]}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
