import { isRemoteConfigured, loadRemoteApp } from './remote-loader';

// Lives apart from the loader: the route chunk imports the loader, so the loader must not import the route.
export function prefetchRemote(name: string): void {
  if (!isRemoteConfigured(name)) return;
  loadRemoteApp(name).catch(() => undefined);
  import('./remote-route').catch(() => undefined);
}
