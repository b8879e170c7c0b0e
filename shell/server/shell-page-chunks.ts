// Kept on the server: the browser's first download has no use for it.
/**
 * The named chunk of each lazily loaded page (its `webpackChunkName` in shell/src/app/app-routes.tsx): the page server links the
 * chunk's stylesheet into the HTML it renders (shell/dist/page-assets.json), so the page is
 * painted styled before its JavaScript arrives.
 */
export const SHELL_PAGE_CHUNKS: Record<string, string> = {
  '/about': 'page-about',
  '/contact': 'page-contact',
  '/policies/privacy-policy': 'page-policy',
  '/policies/terms-conditions': 'page-policy',
  '/policies/shipping-delivery': 'page-policy',
  '/auth/login': 'page-login',
  '/register': 'page-register',
  '/auth/forgot-password': 'page-forgot-password',
  '/auth/reset-password': 'page-reset-password',
};
