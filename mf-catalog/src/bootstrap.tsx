import { startStandalone } from '@utsav/shared/federation/standalone/start-standalone';
import * as app from './app/catalog-app';

// Standalone mode, for QA: the catalogue on its own port, with the route index, sign-in,
// language and toasts of the standalone frame, and the registry's guards.
void startStandalone('catalog', app, {
  // Seeded rows (supabase/seed.sql), so each dynamic route opens in one click.
  examples: {
    '/services/:category': { category: 'mehendi-artists' },
    '/services/:category/:serviceId': { category: 'mehendi-artists', serviceId: 'c0000000-0000-4000-8000-000000001003' },
    '/bundles/:bundleId': { bundleId: 'd0000000-0000-4000-8000-000000000001' },
    '/provider/:id': { id: 'b0000000-0000-4000-8000-000000000003' },
  },
});
