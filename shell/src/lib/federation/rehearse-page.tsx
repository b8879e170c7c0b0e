import { Activity } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { i18n } from '@utsav/shared/i18n/i18n';
import { splitLanguagePath } from '@utsav/shared/i18n/language-path';
import { remoteRoute } from './remote-routes';

/** How long a rehearsal may take before it is dropped (a page that suspends on something slow). */
export const REHEARSAL_TIMEOUT_MS = 3000;
/** How long a rehearsal waits for the page's prefetched data, so it renders what the click will. */
export const REHEARSAL_DATA_WAIT_MS = 1500;

const rehearsed = new Set<string>();

/**
 * Renders the page at `path` once, hidden and off the document, and throws it away, so the click
 * that follows a hover runs code that has run before (issue 27: a warm navigation under 10 ms).
 * A page's code, and React's own mounting and unmounting paths, cost several times as much the
 * first time they run in a tab (V8 compiles a function on its first call); measured, most of a
 * warm click's 20 ms was that, not the page's work.
 * Inside `<Activity mode="hidden">` React renders the tree at its lowest priority, a slice at a
 * time, and runs none of its effects: nothing is fetched, no title or focus changes, no listener
 * is added. Once per path a tab; at an idle moment, never in the way of what the user does.
 */
export function rehearsePage(remote: string, routes: RouteObject[], path: string, data: Promise<unknown> = Promise.resolve()): void {
  if (rehearsed.has(path) || typeof document === 'undefined') return;
  rehearsed.add(path);
  const run = () => rehearse(remote, routes, path);
  // With its data in the cache the page renders what the click will (its cards, not its skeleton).
  void Promise.race([data, new Promise((resolve) => setTimeout(resolve, REHEARSAL_DATA_WAIT_MS))]).then(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 1);
  });
}

function rehearse(remote: string, routes: RouteObject[], path: string): void {
  // Clicked already (a tap's press prefetches, and its click follows at once): the page has run.
  if (splitLanguagePath(window.location.pathname).path === path) return;
  const container = document.createElement('div');
  // A page that throws here throws again, seen, on the click: a rehearsal reports nothing.
  const quiet = () => undefined;
  let root: Root | undefined = createRoot(container, { onUncaughtError: quiet, onCaughtError: quiet, onRecoverableError: quiet });
  const router = createMemoryRouter([remoteRoute(remote, routes)], { initialEntries: [path] });
  const finish = () => {
    if (!root) return;
    observer.disconnect();
    clearTimeout(timeout);
    // Unmounting runs React's deletion paths, which the click's unmounting of this page uses too.
    root.unmount();
    root = undefined;
    router.dispose();
    performance.mark(`utsav:rehearsed ${path}`);
  };
  // The hidden tree's first commit puts its nodes in the container: the page has rendered.
  const observer = new MutationObserver(finish);
  observer.observe(container, { childList: true });
  const timeout = setTimeout(finish, REHEARSAL_TIMEOUT_MS);
  root.render(
    <Activity mode="hidden">
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Activity>,
  );
}
