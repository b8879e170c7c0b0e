import { retryableLazy } from '@utsav/shared/federation/retryable-lazy';
import { defineRemoteApp } from '@utsav/shared/federation/define-remote-app';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { bookingNamespace } from './booking-namespace';
import './booking.css';

// One chunk per page: a visitor tracking a code never downloads the request form.
const TrackBookingPage = retryableLazy(() => import('../features/tracking/components/track-booking-page'));
const ServiceRequestPage = retryableLazy(() => import('../features/request/components/service-request-page'));
const BookingPage = retryableLazy(() => import('../features/bookings/components/booking-page'));

/** `booking/App`: the pages of booking, paths exactly as in shared/federation/remote-registry.json. */
export const { routes, prepare } = defineRemoteApp({
  name: 'booking',
  namespace: bookingNamespace,
  Providers: QueryProvider,
  routes: [
    { path: '/track-booking', Component: TrackBookingPage },
    { path: '/service-request', Component: ServiceRequestPage },
    { path: '/bookings/:code', Component: BookingPage },
  ],
});
