// The home page as static HTML, rendered at build time into dist/index.html so a first visit
// paints the hero before ~200 KB of JavaScript has arrived; the browser then hydrates it
// (bootstrap.tsx). Same tree as the client, English, signed out: index.html's inline script
// drops this markup for anyone else before it is painted.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { registerCommonNamespace } from '@utsav/shared/i18n/common-namespace';
import { App } from '../src/app/app';
import { registerShellNamespace } from '../src/app/shell-namespace';
import { registerAccountNamespace } from '../src/features/account/account-namespace';

export async function renderHome(): Promise<string> {
  await Promise.all([registerCommonNamespace(), registerShellNamespace(), registerAccountNamespace()]);
  return renderToString(
    <StrictMode>
      <App prerenderAt="/" />
    </StrictMode>,
  );
}
