import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * What every remote exposes as `./App` (made by `defineRemoteApp`): its route objects, with
 * absolute paths exactly as in the registry and no catch-all, which the shell mounts into its
 * data router (`patchRoutesOnNavigation`) and a standalone run mounts into a router of its own;
 * and `prepare`, awaited before the first render (translations), so no untranslated text flashes.
 */
export interface RemoteAppModule {
  routes: RouteObject[];
  prepare: () => Promise<void>;
}

/** What a widget module exposes (made by `defineRemoteWidget`). */
export interface RemoteWidgetModule<Props extends object = Record<string, never>> {
  default: ComponentType<Props>;
  prepare: () => Promise<void>;
}
