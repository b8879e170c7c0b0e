import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '@utsav/shared/config/runtime-config';
import { registerCommonNamespace } from '@utsav/shared/i18n/common-namespace';
import '@utsav/shared/styles/base.css';
import CatalogApp, { prepare } from './app/catalog-app';
import { StandaloneFrame } from './app/standalone-frame';

// Standalone mode, for QA: the catalogue with its own router and a minimal frame, no shell.
async function start() {
  await Promise.all([
    loadRuntimeConfig().catch((error: unknown) => console.error('runtime-config.json could not be read', error)),
    registerCommonNamespace(),
    prepare(),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneFrame>
          <CatalogApp />
        </StandaloneFrame>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
