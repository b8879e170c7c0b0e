import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { fetchBootFile, loadRuntimeConfig } from '@utsav/shared/config/runtime-config';
import type { RemoteAppModule } from '@utsav/shared/federation/remote-module';
import { appNamed } from '@utsav/shared/federation/registry';
import { configureFederation } from '@utsav/shared/federation/remote-loader';
import { registerStandaloneNamespace } from '@utsav/shared/federation/standalone/standalone-namespace';
import { standaloneRoutes } from '@utsav/shared/federation/standalone/standalone-routes';
import { registerCommonNamespace } from '@utsav/shared/i18n/common-namespace';
import { i18n } from '@utsav/shared/i18n/i18n';
import '@utsav/shared/styles/base.css';

export interface StartStandaloneOptions {
  /** Real values for the parameters of its dynamic routes, shown on the index: `{ '/blog/:slug': { slug: 'x' } }`. */
  examples?: Record<string, Record<string, string>>;
}

/**
 * A remote's `bootstrap.tsx` when it runs on its own port (QA, `pnpm dev` of one remote):
 * runtime config, translations, the remote's `prepare`, then a data router of its own with
 * the standalone frame around the remote's routes. See docs/architecture.md.
 */
export async function startStandalone(name: string, app: RemoteAppModule, { examples }: StartStandaloneOptions = {}): Promise<void> {
  const entry = appNamed(name);
  if (!entry) throw new Error(`"${name}" is not in shared/federation/remote-registry.json`);
  const [remotes] = await Promise.all([
    fetchBootFile<Record<string, string>>('remotes.json').catch((error: unknown): Record<string, string> => {
      // Other apps' widgets then show their "absent" state; the remote's own pages still work.
      console.error('remotes.json could not be read', error);
      return {};
    }),
    loadRuntimeConfig().catch((error: unknown) => console.error('runtime-config.json could not be read', error)),
    registerCommonNamespace(),
    registerStandaloneNamespace(),
    app.prepare(),
  ]);
  // The container's own federation instance (same name) learns the other remotes, never itself:
  // its own widgets are its own modules here, a second copy through federation would split state.
  const { [name]: _self, ...others } = remotes;
  configureFederation({ name, manifests: others });
  const router = createBrowserRouter(standaloneRoutes(app.routes, { name, registryRoutes: entry.routes, examples }));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
}
