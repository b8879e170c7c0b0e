import { isRemoteConfigured, loadRemoteApp } from './remote-loader';

/** Starts loading a remote's `./App` (and its translations) before the click that needs it. */
export function prefetchRemote(name: string): void {
  if (!isRemoteConfigured(name)) return;
  loadRemoteApp(name).catch(() => undefined);
}
