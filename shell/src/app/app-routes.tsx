import { Suspense, type ComponentType } from 'react';
import { retryableLazy } from '@utsav/shared/federation/retryable-lazy';
import type { RouteObject } from 'react-router-dom';
import { GuardFor } from '@utsav/shared/auth/route-guards';
import { appNamed, type RouteGuard } from '@utsav/shared/federation/registry';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
// The home page is in the first download: `/` renders without waiting for another chunk.
import HomePage from '../features/home/components/home-page';
import { RemoteFallback, ROOT_ROUTE_ID } from '../lib/federation/remote-routes';
import { RootError } from './error-screen';
import { RootLayout } from './layout/root-layout';

const AboutPage = retryableLazy(() => import(/* webpackChunkName: "page-about" */ '../features/public-pages/components/about-page'));
const PolicyPage = retryableLazy(() => import(/* webpackChunkName: "page-policy" */ '../features/public-pages/components/policy-page'));
const ContactPage = retryableLazy(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/components/contact-page'));
const LoginPage = retryableLazy(() => import(/* webpackChunkName: "page-login" */ '../features/account/components/login-page'));
const RegisterPage = retryableLazy(() => import(/* webpackChunkName: "page-register" */ '../features/account/components/register-page'));
const AuthCallbackPage = retryableLazy(() => import(/* webpackChunkName: "page-auth-callback" */ '../features/account/components/auth-callback-page'));
const ForgotPasswordPage = retryableLazy(() => import(/* webpackChunkName: "page-forgot-password" */ '../features/account/components/forgot-password-page'));
const ResetPasswordPage = retryableLazy(() => import(/* webpackChunkName: "page-reset-password" */ '../features/account/components/reset-password-page'));
const ProfilePage = retryableLazy(() => import(/* webpackChunkName: "page-profile" */ '../features/account/components/profile-page'));
const NotificationsPage = retryableLazy(() => import(/* webpackChunkName: "page-notifications" */ '../features/notifications/components/notifications-page'));
const NotFoundPage = retryableLazy(() => import(/* webpackChunkName: "page-not-found" */ '../features/not-found/components/not-found-page'));
const PrivacyPage = () => <PolicyPage policy="privacy" />;
const TermsPage = () => <PolicyPage policy="terms" />;
const ShippingPage = () => <PolicyPage policy="shipping" />;

/**
 * The page of each of the shell's registry routes (a test checks both lists are the same). Lazy
 * pages name their chunk: the page server links its stylesheet (shell/server/shell-page-chunks.ts).
 */
export const SHELL_PAGES: Record<string, ComponentType> = {
  '/': HomePage,
  '/about': AboutPage,
  '/contact': ContactPage,
  '/policies/privacy-policy': PrivacyPage,
  '/policies/terms-conditions': TermsPage,
  '/policies/shipping-delivery': ShippingPage,
  '/auth/login': LoginPage,
  '/register': RegisterPage,
  '/auth/callback': AuthCallbackPage,
  '/auth/forgot-password': ForgotPasswordPage,
  '/auth/reset-password': ResetPasswordPage,
  '/profile': ProfilePage,
  '/notifications': NotificationsPage,
};

function shellPage(path: string, guard: RouteGuard): RouteObject {
  const Page = SHELL_PAGES[path];
  if (!Page) throw new Error(`The registry's shell route ${path} has no page in app-routes.tsx`);
  const element = (
    <GuardFor guard={guard}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </GuardFor>
  );
  return path === '/' ? { index: true, element } : { path, element };
}

// An unknown path: search and the categories (fetched only then).
const notFound = (
  <Suspense fallback={<PageSkeleton />}>
    <NotFoundPage />
  </Suspense>
);

/**
 * The spec's whole route table, from the registry: the shell's own pages here, each behind its
 * guard; remotes' pages are patched in below the root when first visited (remote-routes.tsx);
 * the catch-all answers a remote still loading or down, and unknown paths.
 */
export function appRoutes(remoteRoutes: RouteObject[] = []): RouteObject[] {
  const shell = appNamed('shell');
  if (!shell) throw new Error('The registry has no shell');
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootLayout />,
      errorElement: <RootError />,
      // `remoteRoutes`: a remote already loaded when the router is made (a server-rendered page), where patching would put it.
      children: [
        ...shell.routes.map(({ path, guard }) => shellPage(path, guard)),
        { path: '*', element: <RemoteFallback notFound={notFound} /> },
        ...remoteRoutes,
      ],
    },
  ];
}
