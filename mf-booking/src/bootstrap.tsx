import { startStandalone } from '@utsav/shared/federation/standalone/start-standalone';
import * as app from './app/booking-app';

// Standalone mode, for QA: this remote on its own port, with the route index, sign-in,
// language and toasts of the standalone frame, and the registry's guards.
void startStandalone('booking', app, {
  // A seeded booking of the demo customer (customer@utsav.test, supabase/seed.sql).
  examples: { '/bookings/:code': { code: 'UTS-8FJN5S' } },
});
