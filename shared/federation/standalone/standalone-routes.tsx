import type { RouteObject } from 'react-router-dom';
import { LOGIN_PATH } from '@utsav/shared/auth/login-url';
import { withRegistryGuards } from '@utsav/shared/federation/guard-routes';
import { RouteIndexPage, type IndexedRoute } from '@utsav/shared/federation/standalone/route-index-page';
import { SignInPage } from '@utsav/shared/federation/standalone/sign-in-page';
import { StandaloneFrame } from '@utsav/shared/federation/standalone/standalone-frame';
import { WIDGET_GALLERY_PATH, WidgetGalleryPage } from '@utsav/shared/federation/standalone/widget-gallery-page';
import { NotFoundPage } from '@utsav/shared/ui/not-found-page';
import { PageError } from '@utsav/shared/ui/page-error';

export interface StandaloneOptions {
  /** The remote's registry name (`catalog`): its routes and guards come from the registry. */
  name: string;
  /** The registry's routes of this remote, in order. */
  registryRoutes: readonly Omit<IndexedRoute, 'example'>[];
  /** Real parameter values per dynamic pattern (seeded rows): `{ '/blog/:slug': { slug: '...' } }`. */
  examples?: Record<string, Record<string, string>>;
}

/**
 * The whole route tree of a remote running on its own: the frame, `/` (the index of its
 * registry routes), `/auth/login` (where the guards send a signed-out visitor), `/qa/widgets`
 * (the other remotes' widgets, loaded through federation), the remote's
 * own routes behind the guard the registry gives each (as in the shell), and the not-found page.
 */
export function standaloneRoutes(remoteRoutes: RouteObject[], { name, registryRoutes, examples = {} }: StandaloneOptions): RouteObject[] {
  const indexed = registryRoutes.map((route) => ({ ...route, example: examples[route.path] }));
  return [
    {
      element: <StandaloneFrame app={name} />,
      // The remote's layout catches a page's error; this is for the frame itself.
      errorElement: <PageError onTryAgain={() => window.location.reload()} />,
      children: [
        { index: true, element: <RouteIndexPage app={name} routes={indexed} /> },
        { path: LOGIN_PATH, element: <SignInPage /> },
        { path: WIDGET_GALLERY_PATH, element: <WidgetGalleryPage app={name} /> },
        ...withRegistryGuards(name, remoteRoutes),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
