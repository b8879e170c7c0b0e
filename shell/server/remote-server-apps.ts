import type { RemoteAppModule } from '@utsav/shared/federation/remote-module';

/**
 * Where a remote's server build puts the URL it was deployed at (its `output.publicPath`,
 * tooling/create-server-config.mjs): replaced by the remote's real address when loaded, so its
 * pictures point where the browser's copy of the remote points (`publicPath: 'auto'`).
 */
export const REMOTE_PUBLIC_PATH_PLACEHOLDER = 'https://remote-public-path.utsav.invalid/';
/** A remote's server build, beside its client build: `<remote>/server/app.cjs`. */
export const REMOTE_SERVER_ENTRY = 'server/app.cjs';

export interface RemoteServerApp extends RemoteAppModule {
  /** The stylesheets of the remote's `./App` (from its mf-manifest.json), absolute URLs. */
  styles: string[];
  /** Its remoteEntry.js and `./App` module: the browser asks for them to hydrate. */
  preloads: string[];
  /**
   * Its strings chunk per language: the browser asks for the page's language before it renders, and
   * without a preload that request waited on the chunks that ask for it (a chain 4 deep on /blog in
   * pnpm size).
   */
  strings: Record<string, string[]>;
  /** The paths of its public pages made from its own content (the blog's articles), for the sitemap. */
  sitemapPaths?: () => string[];
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  /** Written by the remote's build from its chunk graph (tooling/create-app-config.mjs): the chunks holding `src/locales/<language>.json`. */
  utsav?: { strings?: Record<string, string[]> };
  exposes?: { path: string; assets?: { css?: { sync?: string[]; async?: string[] }; js?: { sync?: string[]; async?: string[] } } }[];
}

export interface RemoteServerAppsOptions {
  /** The registry name → mf-manifest.json URL, as the browser gets them (remotes.json). */
  manifestUrls: () => Record<string, string>;
  /** The modules remotes share with the shell (React, the router, i18n, every `@utsav/shared/*` file): one copy. */
  sharedModule: (request: string) => unknown;
  fetch?: typeof fetch;
  /** A remote that does not answer in this time is rendered in the browser instead. */
  timeoutMs?: number;
}

/**
 * Each remote's pages on the server come from the remote's own deployment, at run time, as the
 * browser's do: its mf-manifest.json, then its server build (a CommonJS bundle of `./App` whose
 * shared packages are left as `require`s), evaluated with the shell's copies of those packages.
 * The manifest is read on every render (a render is cached for a while, so this is rare): a remote
 * that is down is rendered in the browser, like the browser would find it; a manifest unchanged since
 * the last load (its file names carry content hashes) means the same build, not fetched again.
 */
export function createRemoteServerApps({ manifestUrls, sharedModule, fetch: fetchImpl = fetch, timeoutMs = 3000 }: RemoteServerAppsOptions) {
  const loaded = new Map<string, { app: RemoteServerApp; manifest: string }>();

  const fetchText = async (url: string) => {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  };

  return async function remoteServerApp(name: string): Promise<RemoteServerApp> {
    const manifestUrl = manifestUrls()[name];
    if (!manifestUrl) throw new Error(`remote ${name} is not configured`);
    const manifestText = await fetchText(manifestUrl);
    const previous = loaded.get(name);
    if (previous && previous.manifest === manifestText) return previous.app;
    const publicPath = new URL('.', manifestUrl).href;
    const code = await fetchText(new URL(REMOTE_SERVER_ENTRY, publicPath).href);
    const module = evaluate(code.replaceAll(REMOTE_PUBLIC_PATH_PLACEHOLDER, publicPath), sharedModule);
    if (!Array.isArray(module.routes) || typeof module.prepare !== 'function') throw new Error(`remote ${name}'s server build exports no routes`);
    const manifest = JSON.parse(manifestText) as Manifest;
    const sitemapPaths = typeof module.sitemapPaths === 'function' ? (module.sitemapPaths as () => string[]) : undefined;
    const app = { routes: module.routes, prepare: module.prepare, sitemapPaths, ...assetsOf(manifest, publicPath) };
    loaded.set(name, { app, manifest: manifestText });
    return app;
  };
}

// A remote built before its manifest listed them named its strings chunks `strings-<language>-json`.
const STRINGS_CHUNK = /^strings-([a-z]{2})-json\./;

function assetsOf(manifest: Manifest, publicPath: string): Pick<RemoteServerApp, 'styles' | 'preloads' | 'strings'> {
  const expose = manifest.exposes?.find((entry) => entry.path === './App');
  const at = (file: string) => new URL(file, publicPath).href;
  const entry = manifest.metaData?.remoteEntry;
  return {
    styles: [...(expose?.assets?.css?.sync ?? []), ...(expose?.assets?.css?.async ?? [])].map(at),
    preloads: [...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []), ...(expose?.assets?.js?.sync ?? [])].map(at),
    strings: manifest.utsav?.strings
      ? Object.fromEntries(Object.entries(manifest.utsav.strings).map(([language, files]) => [language, files.map(at)]))
      : Object.fromEntries(
          (expose?.assets?.js?.async ?? []).flatMap((file) => {
            const language = STRINGS_CHUNK.exec(file.split('/').at(-1) ?? '')?.[1];
            return language ? [[language, [at(file)]]] : [];
          }),
        ),
  };
}

/** Runs a CommonJS bundle; its `require`s of shared packages get the shell's instances. */
function evaluate(code: string, sharedModule: (request: string) => unknown): Partial<RemoteAppModule> & { sitemapPaths?: unknown } {
  const module = { exports: {} as Partial<RemoteAppModule> & { sitemapPaths?: unknown } };
  // Code from the remote's own deployment, as trusted as the JavaScript the browser runs from it.
  const run = new Function('module', 'exports', 'require', code) as (m: typeof module, e: object, r: (id: string) => unknown) => void;
  run(module, module.exports, sharedModule);
  return module.exports;
}
