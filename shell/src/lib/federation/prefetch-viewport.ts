/**
 * Prefetch of what a link in the viewport leads to, for a phone that has no hover (issue 27: a
 * first navigation to a remote under 400 ms on the throttled phone). Links that have been on screen
 * are queued; the queue is worked off only once the page is interactive (loaded, then QUIET_MS
 * without a long task: Lighthouse's time to interactive) and the main thread is idle, one link per
 * idle period. A prefetch evaluates the remote's container (a long task on a phone), so it must not
 * share the line with the current page's own content and hydration, nor lengthen its blocking time.
 * Nothing is prefetched on a connection that asks to save data or is 2G-slow.
 */

/** What `navigator.connection` tells (Network Information API; Chromium only, hence optional). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the connection allows speculative downloads. */
export function prefetchAllowed(connection: NetworkInformation | undefined = (navigator as { connection?: NetworkInformation }).connection): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

const queue: (() => void)[] = [];
const pending = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;
let draining = false;

/** How long the main thread must have run no long task (over 50 ms) before prefetching starts. */
export const QUIET_MS = 5000;

/** Resolves once the page's load event has fired (its own scripts, styles and pictures are in). */
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once QUIET_MS have passed with no long task; where the browser does not report long
 * tasks (Safari, Firefox), QUIET_MS after it is called.
 */
function afterQuiet(): Promise<void> {
  return new Promise((resolve) => {
    let lastBusy = performance.now();
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver((list) => {
        for (const task of list.getEntries()) lastBusy = Math.max(lastBusy, task.startTime + task.duration);
      });
      observer.observe({ type: 'longtask', buffered: true });
    } catch {
      observer = undefined;
    }
    const check = () => {
      const wait = lastBusy + QUIET_MS - performance.now();
      if (wait > 0) return void setTimeout(check, wait);
      observer?.disconnect();
      resolve();
    };
    check();
  });
}

/** The next idle period (Safari has no requestIdleCallback: a timeout stands in). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else setTimeout(resolve, 200);
  });
}

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    await afterLoad();
    await afterQuiet();
    // One prefetch per idle period: each may evaluate a remote's container, a task of its own.
    for (let next = queue.shift(); next; next = queue.shift()) {
      await idle();
      next();
    }
  } finally {
    draining = false;
  }
}

function onIntersect(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const prefetch = pending.get(entry.target);
    pending.delete(entry.target);
    observer?.unobserve(entry.target);
    if (prefetch) queue.push(prefetch);
  }
  if (queue.length) void drain();
}

/**
 * Calls `prefetch` once, at an idle moment after the page has loaded, if `link` has been in the
 * viewport; returns the clean-up (the link left the page first: nothing happens).
 */
export function prefetchWhenVisible(link: Element, prefetch: () => void): () => void {
  if (typeof IntersectionObserver !== 'function' || !prefetchAllowed()) return () => undefined;
  observer ??= new IntersectionObserver(onIntersect);
  pending.set(link, prefetch);
  observer.observe(link);
  return () => {
    pending.delete(link);
    observer?.unobserve(link);
    const queued = queue.indexOf(prefetch);
    if (queued >= 0) queue.splice(queued, 1);
  };
}
