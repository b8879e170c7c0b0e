import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@utsav/shared/config/runtime-config';
import { registerCommonNamespace } from '@utsav/shared/i18n/common-namespace';
import '@utsav/shared/styles/base.css';
import { App } from './app/app';
import { registerShellNamespace } from './app/shell-namespace';
import { readRemoteManifests } from './features/federation/remote-manifests';
import { registerRemoteManifests } from './features/federation/remote-loader';
import './app/shell.css';

async function start() {
  const [remotes] = await Promise.all([
    readRemoteManifests(),
    loadRuntimeConfig().catch((error: unknown) => console.error('runtime-config.json could not be read', error)),
    registerCommonNamespace(),
    registerShellNamespace(),
    import('./features/account/account-namespace').then((m) => m.registerAccountNamespace()),
  ]);
  registerRemoteManifests(remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
