import { isRemoteConfigured, loadRemoteApp } from '@utsav/shared/federation/remote-loader';

/**
 * Starts loading a remote's `./App` (and its translations) before the click that needs it. A
 * prefetch that fails leaves nothing behind (remote-loader.ts): the click loads afresh.
 */
export function prefetchRemote(name: string): void {
  if (!isRemoteConfigured(name)) return;
  loadRemoteApp(name).catch(() => undefined);
}
