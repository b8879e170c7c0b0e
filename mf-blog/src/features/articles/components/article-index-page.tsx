import { usePageHead } from '@utsav/shared/head/page-head';
import { paths } from '@utsav/shared/paths';
import { articles } from '../../../content/articles-meta';
import { useBlogLanguage } from '../hooks/use-blog-language';
import { newestFirst } from '../utils/newest-first';
import { ArticleCard } from './article-card';

const ordered = newestFirst(articles);

export function ArticleIndexPage() {
  const { t, language } = useBlogLanguage();
  usePageHead({ title: t('index.title'), description: t('index.intro'), canonicalPath: paths.blog.index() });
  return (
    <div className="page blog-index">
      <header className="blog-index__header">
        <h1>{t('index.title')}</h1>
        <p className="blog-index__intro">{t('index.intro')}</p>
      </header>
      <ul className="blog-grid" aria-label={t('index.listLabel')}>
        {ordered.map((article, position) => (
          <li key={article.slug}>
            <ArticleCard article={article} t={t} language={language} eager={position < 2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
