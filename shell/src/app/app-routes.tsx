import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundPage } from '@utsav/shared/ui/not-found-page';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { RequireAdmin, RequireAuth } from '../features/account/components/route-guards';
// The home page is in the first download: `/` renders without waiting for another chunk.
import HomePage from '../features/home/components/home-page';
import { RootLayout } from './layout/root-layout';
import { guardForPath, remoteRoutes, SHELL_PAGES } from '../lib/route-table';

const AboutPage = lazy(() => import('../features/public-pages/components/about-page'));
const PolicyPage = lazy(() => import('../features/public-pages/components/policy-page'));
const ContactPage = lazy(() => import('../features/contact/components/contact-page'));
const LoginPage = lazy(() => import('../features/account/components/login-page'));
const RegisterPage = lazy(() => import('../features/account/components/register-page'));
const AuthCallbackPage = lazy(() => import('../features/account/components/auth-callback-page'));
const ForgotPasswordPage = lazy(() => import('../features/account/components/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/account/components/reset-password-page'));
const ProfilePage = lazy(() => import('../features/account/components/profile-page'));
const PrivacyPage = () => <PolicyPage policy="privacy" />;
const TermsPage = () => <PolicyPage policy="terms" />;
const ShippingPage = () => <PolicyPage policy="shipping" />;
// Not needed until a remote's route is shown.
const RemoteRoute = lazy(() => import('../lib/federation/remote-route'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;
}

/** Wraps a route in the guard its path needs (route-table's PROTECTED_PATHS / ADMIN_PATHS). */
function Guarded({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const guard = guardForPath(pathname);
  if (guard === 'admin') return <RequireAdmin>{children}</RequireAdmin>;
  if (guard === 'auth') return <RequireAuth>{children}</RequireAuth>;
  return <>{children}</>;
}

const page = (Page: ComponentType) => (
  <Guarded>
    <Lazy>
      <Page />
    </Lazy>
  </Guarded>
);

/** The spec's whole route table: shell pages here, everything else delegated to its remote. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={page(HomePage)} />
        <Route path={SHELL_PAGES.about} element={page(AboutPage)} />
        <Route path={SHELL_PAGES.contact} element={page(ContactPage)} />
        <Route path={SHELL_PAGES.privacy} element={page(PrivacyPage)} />
        <Route path={SHELL_PAGES.terms} element={page(TermsPage)} />
        <Route path={SHELL_PAGES.shipping} element={page(ShippingPage)} />
        <Route path={SHELL_PAGES.login} element={page(LoginPage)} />
        <Route path={SHELL_PAGES.register} element={page(RegisterPage)} />
        <Route path={SHELL_PAGES.authCallback} element={page(AuthCallbackPage)} />
        <Route path={SHELL_PAGES.forgotPassword} element={page(ForgotPasswordPage)} />
        <Route path={SHELL_PAGES.resetPassword} element={page(ResetPasswordPage)} />
        <Route path={SHELL_PAGES.profile} element={page(ProfilePage)} />
        {remoteRoutes.map(({ path, remote }) => (
          <Route
            key={path}
            path={path}
            element={
              <Guarded>
                <Lazy>
                  <RemoteRoute key={remote} remote={remote} />
                </Lazy>
              </Guarded>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
