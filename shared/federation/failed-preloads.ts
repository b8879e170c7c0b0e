/**
 * Chromium keeps the failed response of a `<link rel=preload>` and hands it to the next request
 * of that address, without going to the network, even once the link is removed: the page server's
 * preloads of a remote (its entry, its page's chunks) that failed while the network was down would
 * fail the first retry of each again ("could not be loaded (onLoad)", and no request). A failed
 * stylesheet link is worse: the remote's CSS loader finds it by address and takes it as loaded.
 *
 * This finds the preloads under a remote's address that failed (a second preload of the address
 * reports the first one's outcome, and asks nothing of the network) and uses each up with a
 * script that fails at once, so the runtime's own request is a real one; and it removes the
 * remote's stylesheets that never loaded, so its CSS loader adds them afresh.
 */
export async function forgetFailedPreloads(base: string): Promise<void> {
  if (typeof document === 'undefined') return;
  const under = (url: string) => url.startsWith(base);
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (under(link.href) && !link.sheet) link.remove();
  }
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"], link[rel="modulepreload"]')].filter((link) =>
    under(link.href),
  );
  await Promise.all(
    preloads.map(async (link) => {
      if (await failedBefore(link)) await useUp(link.href);
    }),
  );
}

/** Longest wait for an element's outcome: a browser that never reports one must not hold the retry. */
const SETTLE_MS = 3_000;

function settle(element: HTMLLinkElement | HTMLScriptElement): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    element.addEventListener('load', () => resolve(true), { once: true });
    element.addEventListener('error', () => resolve(false), { once: true });
    setTimeout(() => resolve(true), SETTLE_MS);
    document.head.append(element);
  }).finally(() => element.remove());
}

async function failedBefore(link: HTMLLinkElement): Promise<boolean> {
  const probe = document.createElement('link');
  probe.rel = link.rel;
  if (link.as) probe.as = link.as;
  if (link.crossOrigin !== null) probe.crossOrigin = link.crossOrigin;
  probe.href = link.href;
  return !(await settle(probe));
}

async function useUp(url: string): Promise<void> {
  const script = document.createElement('script');
  script.src = url;
  await settle(script);
}
