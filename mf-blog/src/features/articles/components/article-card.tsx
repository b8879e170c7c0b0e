import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { formatDate } from '@utsav/shared/i18n/format';
import type { ArticleMeta } from '../../../content/article-types';
import { useBlogLanguage } from '../hooks/use-blog-language';
import { ArticleCover } from './article-cover';
import { ReadingTimeLabel } from './reading-time-label';

export function ArticleCard({ article, eager = false }: { article: ArticleMeta; eager?: boolean }) {
  const { t, language } = useBlogLanguage();
  const titleId = `article-card-${article.slug}`;
  return (
    <article className="blog-card" aria-labelledby={titleId}>
      <ArticleCover article={article} className="blog-card__cover" priority={eager ? 'eager' : 'lazy'} />
      <div className="blog-card__body">
        <p className="blog-card__category">{t(`categories.${article.category}`)}</p>
        <h2 id={titleId} className="blog-card__title">
          <Link to={paths.blog.article({ slug: article.slug })}>{article.title[language]}</Link>
        </h2>
        <p className="blog-card__excerpt">{article.excerpt[language]}</p>
        <p className="blog-meta">
          <time dateTime={article.date}>{formatDate(article.date, language)}</time>
          <span aria-hidden="true"> · </span>
          <ReadingTimeLabel slug={article.slug} />
        </p>
      </div>
    </article>
  );
}
