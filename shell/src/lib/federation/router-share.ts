/**
 * What the shell hands remotes as `react-router-dom`: only the names the apps import from it
 * (router-share.test.ts fails when an app imports one more). Sharing the package's namespace
 * itself kept every export of react-router alive in the shell's first download, server APIs and
 * the `cookie` and `set-cookie-parser` packages included (~20 KB gzipped the browser never ran),
 * because a namespace used as a value cannot be tree-shaken.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  UNSAFE_NavigationContext,
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
