import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./App`: its routes, mounted by the shell under the
 * remote's path prefix (or by the remote's own router when it runs standalone), and
 * an optional `prepare` the host awaits first (translations, for one).
 */
export interface RemoteAppModule {
  default: ComponentType;
  prepare?: () => Promise<void>;
}
