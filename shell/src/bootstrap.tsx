import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import { loadRuntimeConfig, renderedPage, type RenderedPage } from '@utsav/shared/config/runtime-config';
import { loadRemoteApp } from '@utsav/shared/federation/remote-loader';
import { registerCommonNamespace } from '@utsav/shared/i18n/common-namespace';
import { App, createAppRouter } from './app/app';
import { registerShellNamespace } from './app/shell-namespace';
import { registerAccountNamespace } from './features/account/account-namespace';
import { readRemoteManifests } from './lib/federation/remote-manifests';
import { mountedRemoteRoute } from './lib/federation/remote-routes';
import { configureShellFederation } from './lib/federation/shell-federation';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The page server's markup, unless the page's inline script dropped it (another saved language, a session).
  const rendered = container.hasChildNodes() ? renderedPage() : undefined;
  const manifests = readRemoteManifests();
  const config = loadRuntimeConfig().catch((error: unknown) => console.error('runtime-config.json could not be read', error));
  // The modules' evaluation (react-dom, the router, the app) ends this task; i18n's set-up with the
  // common words is the next one, the shell's own words the one after (on the throttled phone the
  // three were one task, ~530 ms at 4x CPU in a trace of a category page). A failure is still the
  // Promise.all's, below.
  void manifests.catch(() => undefined);
  await yieldToBrowser();
  const common = registerCommonNamespace();
  void common.catch(() => undefined);
  await yieldToBrowser();
  const [remotes] = await Promise.all([manifests, config, common, registerShellNamespace(), registerAccountNamespace()]);
  configureShellFederation(remotes);
  const remoteRoutes = rendered ? await renderedRemote(rendered) : [];
  const hydrate = rendered && remoteRoutes !== undefined;
  // Each step in a task of its own: the continuation after the last chunk arrived (its
  // evaluation, the remote's set-up), the router's start and hydration's start had run as one
  // long task, the page's longest on a phone (total blocking time counts a task's time past 50 ms).
  await yieldToBrowser();
  const router = createAppRouter(hydrate ? remoteRoutes : []);
  await yieldToBrowser();
  if (!hydrate) container.textContent = '';
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The page arrives rendered by the page server (shell/server/); hydrating keeps the painted DOM
  // instead of building it again. In a transition, React hydrates in slices that yield to the
  // browser instead of one long task: on a phone that task was most of the home page's total
  // blocking time.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

/** Lets the browser run what waits (input, a frame) before the next step. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The remote whose page the server rendered, loaded with its translations and given to the router
 * from the start, so the first render is the server's tree (its data: QueryProvider hydrates the
 * server's query cache). `undefined` when the remote cannot be loaded now: the page is then rendered afresh.
 */
async function renderedRemote(rendered: RenderedPage): Promise<RouteObject[] | undefined> {
  if (!rendered.remote) return [];
  try {
    const { routes } = await loadRemoteApp(rendered.remote);
    return [mountedRemoteRoute(rendered.remote, routes)];
  } catch (error) {
    console.error(`Remote ${rendered.remote} could not be loaded`, error);
    return undefined;
  }
}

void start();
