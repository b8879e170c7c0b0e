import { Route, Routes } from 'react-router-dom';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { NotFoundPage } from '@utsav/shared/ui/not-found-page';
import { ArticleIndexPage } from '../features/articles/components/article-index-page';
import { ArticlePage } from '../features/articles/components/article-page';
import './blog.css';

/** The blog's routes, absolute so they are the same inside the shell and standalone. */
export default function BlogApp() {
  return (
    <Routes>
      <Route path="/blog" element={<ArticleIndexPage />} />
      <Route path="/blog/:slug" element={<ArticlePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Awaited by the host before the first render, so no untranslated text flashes. */
export const prepare = () => registerNamespace('blog', (language) => import(`../locales/${language}.json`));
