import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { findArticle } from '../utils/find-article';
import { useBlogLanguage } from '../hooks/use-blog-language';

export function RelatedArticles({ slugs }: { slugs: readonly string[] }) {
  const { t, language } = useBlogLanguage();
  const related = slugs.map(findArticle).filter((article) => article !== undefined);
  if (related.length === 0) return null;
  return (
    <section className="blog-related" aria-labelledby="related-title">
      <h2 id="related-title">{t('article.related')}</h2>
      <ul>
        {related.map((article) => (
          <li key={article.slug}>
            <Link to={paths.blog.article({ slug: article.slug })}>{article.title[language]}</Link>
            <p>{article.excerpt[language]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
