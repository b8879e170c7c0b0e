import { startStandalone } from '@utsav/shared/federation/standalone/start-standalone';
import * as app from './app/blog-app';

// Standalone mode, for QA: the blog on its own port, with the route index, sign-in, language
// and toasts of the standalone frame, and the registry's guards.
void startStandalone('blog', app, {
  examples: { '/blog/:slug': { slug: 'timeless-wedding-traditions' } },
});
