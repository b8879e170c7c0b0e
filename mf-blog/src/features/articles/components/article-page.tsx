import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageHead } from '@utsav/shared/head/page-head';
import { formatDate } from '@utsav/shared/i18n/format';
import { shareablePath } from '@utsav/shared/i18n/language-path';
import { LANGUAGE_NATIVE_NAMES } from '@utsav/shared/i18n/languages';
import { toast } from '@utsav/shared/toast/toast-store';
import { NotFoundPage } from '@utsav/shared/ui/not-found-page';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { ResetBoundary } from '@utsav/shared/ui/reset-boundary';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { paths } from '@utsav/shared/paths';
import { findArticle } from '../utils/find-article';
import { useArticleBody } from '../hooks/use-article-body';
import { useBlogLanguage } from '../hooks/use-blog-language';
import { ArticleBody } from './article-body';
import { ArticleCover } from './article-cover';
import { ReadingTimeLabel } from './reading-time-label';
import { ArticleServices } from './article-services';
import { RelatedArticles } from './related-articles';

export function ArticlePage() {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  if (!article) return <NotFoundPage />;
  return <ArticleView slug={article.slug} />;
}

function ArticleView({ slug }: { slug: string }) {
  const { t, language } = useBlogLanguage();
  const article = findArticle(slug)!;
  const title = article.title[language];

  usePageHead({ title, description: article.excerpt[language], canonicalPath: paths.blog.article({ slug }) });

  const copyLink = async () => {
    try {
      // The article's address in the page's language (/hi/blog/...): the reader opens it in the sender's.
      await navigator.clipboard.writeText(new URL(shareablePath(language, paths.blog.article({ slug })), window.location.origin).href);
      toast({ title: t('share.copied') });
    } catch {
      toast({ title: t('share.failed'), variant: 'destructive' });
    }
  };

  return (
    <article className="page blog-article" aria-labelledby="article-title">
      <nav className="blog-article__crumbs" aria-label={t('article.breadcrumb')}>
        <Link to={paths.blog.index()}>{t('article.allArticles')}</Link>
      </nav>
      <header className="blog-article__header">
        <p className="blog-card__category">{t(`categories.${article.category}`)}</p>
        <h1 id="article-title">{title}</h1>
        <p className="blog-article__excerpt">{article.excerpt[language]}</p>
        <p className="blog-meta">
          <time dateTime={article.date}>{t('article.published', { date: formatDate(article.date, language) })}</time>
          <span aria-hidden="true"> · </span>
          <ReadingTimeLabel slug={slug} t={t} />
        </p>
        <button type="button" className="button blog-article__share" onClick={copyLink}>
          {t('share.copyLink')}
        </button>
      </header>
      <ArticleCover article={article} language={language} className="blog-article__cover" priority="high" />
      {/* A body chunk that fails to load (network, server down) costs the body, not the page; Retry loads it again. */}
      <ResetBoundary
        key={`${slug}:${language}`}
        label="The article's body"
        resetKey={`${slug}:${language}`}
        fallback={(reset) => <UnavailableState onRetry={reset} message={t('article.loadError')} />}
      >
        <Suspense fallback={<PageSkeleton />}>
          <LocalisedBody slug={slug} />
        </Suspense>
      </ResetBoundary>
      <ArticleServices category={article.category} />
      <RelatedArticles slugs={article.related} />
    </article>
  );
}

function LocalisedBody({ slug }: { slug: string }) {
  const { t, language } = useBlogLanguage();
  const body = useArticleBody(slug, language);
  return (
    <>
      {body.language !== language ? (
        <p className="blog-article__fallback" role="note" lang={language}>
          {t('article.fallbackNotice', { language: LANGUAGE_NATIVE_NAMES[language] })}
        </p>
      ) : null}
      <div lang={body.language}>
        <ArticleBody blocks={body.blocks} />
      </div>
    </>
  );
}
