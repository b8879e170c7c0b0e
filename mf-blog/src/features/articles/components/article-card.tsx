import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { formatDate } from '@utsav/shared/i18n/format';
import type { Language } from '@utsav/shared/i18n/languages';
import type { ArticleMeta } from '../../../content/article-types';
import { ArticleCover } from './article-cover';
import { ReadingTimeLabel } from './reading-time-label';

interface Props {
  article: ArticleMeta;
  /** The index page's translation and language: it follows a language switch and renders every card again. */
  t: TFunction<'blog'>;
  language: Language;
  eager?: boolean;
}

/**
 * One article of the index. It translates through the page's hook, not one of its own: the cards
 * render inside the click that opens /blog, and each card, cover and reading time held a
 * react-i18next subscription (21 on the page; issue 27: a warm navigation under 10 ms).
 */
export function ArticleCard({ article, t, language, eager = false }: Props) {
  const titleId = `article-card-${article.slug}`;
  return (
    <article className="blog-card" aria-labelledby={titleId}>
      <ArticleCover article={article} language={language} className="blog-card__cover" priority={eager ? 'eager' : 'lazy'} />
      <div className="blog-card__body">
        <p className="blog-card__category">{t(`categories.${article.category}`)}</p>
        <h2 id={titleId} className="blog-card__title">
          <Link to={paths.blog.article({ slug: article.slug })}>{article.title[language]}</Link>
        </h2>
        <p className="blog-card__excerpt">{article.excerpt[language]}</p>
        <p className="blog-meta">
          <time dateTime={article.date}>{formatDate(article.date, language)}</time>
          <span aria-hidden="true"> · </span>
          <ReadingTimeLabel slug={article.slug} t={t} />
        </p>
      </div>
    </article>
  );
}
