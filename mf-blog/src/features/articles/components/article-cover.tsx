import type { ArticleMeta } from '../../../content/article-types';
import { useBlogLanguage } from '../hooks/use-blog-language';

interface Props {
  article: ArticleMeta;
  className: string;
  /** The largest image in view loads first; the rest wait until they are near. */
  priority?: 'high' | 'eager' | 'lazy';
}

/** Width and height always set, so the page does not shift while the image loads. */
export function ArticleCover({ article, className, priority = 'lazy' }: Props) {
  const { language } = useBlogLanguage();
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
