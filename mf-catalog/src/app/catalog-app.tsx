import { retryableLazy } from '@utsav/shared/federation/retryable-lazy';
import { defineRemoteApp } from '@utsav/shared/federation/define-remote-app';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { SignInPrompt } from '../features/favourites/components/sign-in-prompt';
import { catalogNamespace } from './catalog-namespace';
import './catalog.css';

// One chunk per page: a visitor to /bundles never downloads the search or provider code.
const ServicesOverviewPage = retryableLazy(() => import('../features/services/components/services-overview-page'));
const CategoryPage = retryableLazy(() => import('../features/services/components/category-page'));
const BundlesPage = retryableLazy(() => import('../features/bundles/components/bundles-page'));
const ServiceDetailPage = retryableLazy(() => import('../features/details/components/service-detail-page'));
const BundleDetailPage = retryableLazy(() => import('../features/details/components/bundle-detail-page'));
const SearchPage = retryableLazy(() => import('../features/search/components/search-page'));
const ProviderPage = retryableLazy(() => import('../features/providers/components/provider-page'));

/** `catalog/App`: the catalogue's pages, paths as in the registry; the sign-in prompt stays up across them. */
export const { routes, prepare } = defineRemoteApp({
  name: 'catalog',
  namespace: catalogNamespace,
  Providers: QueryProvider,
  Extras: SignInPrompt,
  routes: [
    { path: '/services', Component: ServicesOverviewPage },
    { path: '/services/:category', Component: CategoryPage },
    { path: '/services/:category/:serviceId', Component: ServiceDetailPage },
    { path: '/bundles', Component: BundlesPage },
    { path: '/bundles/:bundleId', Component: BundleDetailPage },
    { path: '/search', Component: SearchPage },
    { path: '/provider/:id', Component: ProviderPage },
  ],
});
