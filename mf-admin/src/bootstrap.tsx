import { startStandalone } from '@utsav/shared/federation/standalone/start-standalone';
import * as app from './app/admin-app';

// Standalone mode, for QA: this remote on its own port, with the route index, sign-in,
// language and toasts of the standalone frame, and the registry's guards.
void startStandalone('admin', app, {
  // Real values for dynamic routes (seeded rows), so the index opens them in one click:
  // examples: { '/admin/:id': { id: '...' } },
});
