import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@utsav/shared/config/runtime-config';
import { registerCommonNamespace } from '@utsav/shared/i18n/common-namespace';
import { App, createAppRouter } from './app/app';
import { registerShellNamespace } from './app/shell-namespace';
import { registerAccountNamespace } from './features/account/account-namespace';
import { readRemoteManifests } from './lib/federation/remote-manifests';
import { registerRemoteManifests } from './lib/federation/remote-loader';

async function start() {
  const [remotes] = await Promise.all([
    readRemoteManifests(),
    loadRuntimeConfig().catch((error: unknown) => console.error('runtime-config.json could not be read', error)),
    registerCommonNamespace(),
    registerShellNamespace(),
    registerAccountNamespace(),
  ]);
  registerRemoteManifests(remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>
  );
  // `/` arrives prerendered (scripts/prerender-home.mjs) unless its inline script removed the
  // markup; hydrating keeps the painted DOM instead of building it again. In a transition, React
  // hydrates in slices that yield to the browser instead of one long task: on a phone that task
  // was most of the home page's total blocking time.
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
