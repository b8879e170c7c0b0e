import { matchPath } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';

/**
 * Where the back bar leads from a path (spec, "Back bar"): provider pages back to search,
 * service pages home, a blog article to the blog index, anything else home.
 * Returns null on `/`, where the bar is not shown.
 */
export function backTarget(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') return null;
  if (path === '/provider' || path.startsWith('/provider/')) return paths.catalog.search();
  if (path === '/services' || path.startsWith('/services/')) return paths.home();
  if (matchPath(paths.blog.article.pattern, path)) return paths.blog.index();
  return paths.home();
}
