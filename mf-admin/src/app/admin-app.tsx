import { retryableLazy } from '@utsav/shared/federation/retryable-lazy';
import { defineRemoteApp } from '@utsav/shared/federation/define-remote-app';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import './admin.css';

// One chunk per page; a chunk that failed to arrive is fetched again on Retry (retryable-lazy.ts).
const OverviewPage = retryableLazy(() => import('../features/overview/components/overview-page'));
const ApprovalsPage = retryableLazy(() => import('../features/approvals/components/approvals-page'));
const ApplicationPage = retryableLazy(() => import('../features/approvals/components/application-page'));
const PeoplePage = retryableLazy(() => import('../features/people/components/people-page'));
const PersonPage = retryableLazy(() => import('../features/people/components/person-page'));
const BookingsPage = retryableLazy(() => import('../features/bookings/components/bookings-page'));
const BookingPage = retryableLazy(() => import('../features/bookings/components/booking-page'));
const ModerationPage = retryableLazy(() => import('../features/moderation/components/moderation-page'));
const NumbersPage = retryableLazy(() => import('../features/numbers/components/numbers-page'));
const AuditPage = retryableLazy(() => import('../features/audit/components/audit-page'));

/** `admin/App`: the pages of admin, paths exactly as in shared/federation/remote-registry.json. */
export const { routes, prepare } = defineRemoteApp({
  name: 'admin',
  namespace: { name: 'admin', load: (language) => import(/* webpackChunkName: "strings-[request]" */ `../locales/${language}.json`) },
  // The one query cache (hydrated from the page server's): a remote's pages query the backend.
  Providers: QueryProvider,
  routes: [
    { path: '/admin', Component: OverviewPage },
    { path: '/admin/approvals', Component: ApprovalsPage },
    { path: '/admin/approvals/:providerId', Component: ApplicationPage },
    { path: '/admin/people', Component: PeoplePage },
    { path: '/admin/people/:profileId', Component: PersonPage },
    { path: '/admin/bookings', Component: BookingsPage },
    { path: '/admin/bookings/:bookingId', Component: BookingPage },
    { path: '/admin/moderation', Component: ModerationPage },
    { path: '/admin/numbers', Component: NumbersPage },
    { path: '/admin/audit', Component: AuditPage },
  ],
});
