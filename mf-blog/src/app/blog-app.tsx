import { defineRemoteApp } from '@utsav/shared/federation/define-remote-app';
import { paths } from '@utsav/shared/paths';
import { articles } from '../content/articles-meta';
import { ArticleIndexPage } from '../features/articles/components/article-index-page';
import { ArticlePage } from '../features/articles/components/article-page';
import './blog.css';

/** `blog/App`: the blog's pages, paths as in the registry. */
export const { routes, prepare } = defineRemoteApp({
  name: 'blog',
  namespace: { name: 'blog', load: (language) => import(/* webpackChunkName: "strings-[request]" */ `../locales/${language}.json`) },
  routes: [
    { path: '/blog', Component: ArticleIndexPage },
    { path: '/blog/:slug', Component: ArticlePage },
  ],
});

/** Every article's address, for the shell's sitemap: the articles live in this code, not in the database. */
export const sitemapPaths = (): string[] => articles.map(({ slug }) => paths.blog.article({ slug }));
