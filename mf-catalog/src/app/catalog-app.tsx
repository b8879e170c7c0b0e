import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { NotFoundPage } from '@utsav/shared/ui/not-found-page';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { SignInPrompt } from '../features/favourites/components/sign-in-prompt';
import { registerCatalogNamespace } from './catalog-namespace';
import './catalog.css';

// One chunk per page: a visitor to /bundles never downloads the search or provider code.
const ServicesOverviewPage = lazy(() => import('../features/services/components/services-overview-page'));
const CategoryPage = lazy(() => import('../features/services/components/category-page'));
const BundlesPage = lazy(() => import('../features/bundles/components/bundles-page'));
const SearchPage = lazy(() => import('../features/search/components/search-page'));
const ProviderPage = lazy(() => import('../features/providers/components/provider-page'));

/** The catalogue's routes, absolute so they are the same inside the shell and standalone. */
export default function CatalogApp() {
  return (
    <QueryProvider>
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route path="/services" element={<ServicesOverviewPage />} />
          <Route path="/services/:category" element={<CategoryPage />} />
          <Route path="/bundles" element={<BundlesPage />} />
          <Route path="/search" element={<SearchPage />} />
          <Route path="/provider/:id" element={<ProviderPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <SignInPrompt />
    </QueryProvider>
  );
}

/** Awaited by the host before the first render, so no untranslated text flashes. */
export const prepare = registerCatalogNamespace;
