import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@utsav/shared/ui/not-found-page';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { RootLayout } from '../features/layout/root-layout';
import { remoteRoutes, SHELL_PAGES } from './route-table';

const HomePage = lazy(() => import('../pages/home-page'));
const InfoPage = lazy(() => import('../pages/info-page'));
// Not needed until a remote's route is shown.
const RemoteRoute = lazy(() => import('../features/federation/remote-route'));

/** The spec's whole route table: shell pages here, everything else delegated to its remote. */
export function AppRoutes() {
  const page = (key: string) => (
    <Suspense fallback={<PageSkeleton />}>
      <InfoPage page={key} />
    </Suspense>
  );
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          index
          element={
            <Suspense fallback={<PageSkeleton />}>
              <HomePage />
            </Suspense>
          }
        />
        {Object.entries(SHELL_PAGES)
          .filter(([key]) => key !== 'home')
          .map(([key, path]) => (
            <Route key={key} path={path} element={page(key)} />
          ))}
        {remoteRoutes.map(({ path, remote }) => (
          <Route key={path} path={path} element={
              <Suspense fallback={<PageSkeleton />}>
                <RemoteRoute key={remote} remote={remote} />
              </Suspense>
            } />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
