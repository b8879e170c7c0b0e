import { retryableLazy } from '@utsav/shared/federation/retryable-lazy';
import { defineRemoteApp } from '@utsav/shared/federation/define-remote-app';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import './provider.css';

// One chunk per page; a chunk that failed to arrive is fetched again on Retry (retryable-lazy.ts).
// Each feature's owner points its own line at its page (one line per route, so edits never overlap).
const ProfilePage = retryableLazy(() => import('../features/profile/components/profile-page'));
const ApplyPage = retryableLazy(() => import('../features/apply/components/apply-page'));
const ServiceAddPage = retryableLazy(() => import('./service-workspace-page'));
const DashboardPage = retryableLazy(() => import('../features/dashboard/components/dashboard-page'));

/** `provider/App`: the pages of provider, paths exactly as in shared/federation/remote-registry.json. */
export const { routes, prepare } = defineRemoteApp({
  name: 'provider',
  namespace: { name: 'provider', load: (language) => import(/* webpackChunkName: "strings-[request]" */ `../locales/${language}.json`) },
  // The one query cache (hydrated from the page server's): a remote's pages query the backend.
  Providers: QueryProvider,
  routes: [
    { path: '/provider/profile', Component: ProfilePage },
    { path: '/register/service-provider', Component: ApplyPage },
    { path: '/service/add', Component: ServiceAddPage },
    { path: '/dashboard', Component: DashboardPage },
  ],
});
