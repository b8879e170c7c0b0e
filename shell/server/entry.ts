// The page server's build entry (shell/rspack.server.mjs → shell/dist-server/page-server.cjs).
// What the Node adapter (scripts/lib/page-server-adapter.mjs) or an edge function calls.
import { setRuntimeConfig, type RuntimeConfig } from '@utsav/shared/config/runtime-config';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { registerCommonNamespace } from '@utsav/shared/i18n/common-namespace';
import { registerShellNamespace } from '../src/app/shell-namespace';
import { registerAccountNamespace } from '../src/features/account/account-namespace';
import { createPageServer } from './page-server';
import { createRemoteServerApps } from './remote-server-apps';
import { createPageRenderer } from './render-page';
import { createSitemapServer } from './sitemap';
import { loadSitemapPages } from './sitemap-pages';
import { sharedModule } from './shared-modules';

export interface ShellPageServerOptions {
  /** shell/dist/index.html. */
  template: string;
  /** shell/dist/page-assets.json. */
  shellPageAssets: Record<string, string[]>;
  /** What the browser gets as remotes.json: registry name → mf-manifest.json URL. */
  manifestUrls: () => Record<string, string>;
  /** What the browser gets as runtime-config.json: the page server reads data with the same anon key. */
  backend: RuntimeConfig;
  siteOrigin?: string;
  cacheMs?: number;
  log?: (message: string) => void;
}

export async function createShellPageServer({ template, shellPageAssets, manifestUrls, backend, siteOrigin, cacheMs, log }: ShellPageServerOptions) {
  // supabase-js wants a WebSocket class for realtime, which pages never open on the server (Node 20 has none).
  const global = globalThis as { WebSocket?: unknown };
  global.WebSocket ??= class NoRealtimeOnTheServer {
    constructor() {
      throw new Error('The page server opens no realtime channel');
    }
  };
  setRuntimeConfig(backend);
  await Promise.all([registerCommonNamespace(), registerShellNamespace(), registerAccountNamespace()]);
  const remoteServerApp = createRemoteServerApps({ manifestUrls, sharedModule });
  // The blog's articles live in its code: its own deployment names them (a blog that is down leaves them out for now).
  const blogPaths = () =>
    remoteServerApp('blog')
      .then((blog) => blog.sitemapPaths?.() ?? [])
      .catch((error: unknown) => {
        (log ?? console.error)(`sitemap: the blog's articles are left out: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      });
  const sitemap = createSitemapServer({ loadPages: () => loadSitemapPages({ supabase: getSupabase(), blogPaths }), siteOrigin, cacheMs, log });
  return createPageServer({ template, render: createPageRenderer({ remoteServerApp, shellPageAssets, siteOrigin }), cacheMs, log, sitemap });
}
