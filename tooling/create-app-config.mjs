// One rspack config for every app: the host `shell` and each `mf-*` remote.
// An app's own rspack.config.mjs only names itself: its port, title and exposes come from the registry.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { appNamed, appPort, backendConfig, remoteManifestUrls, repoRoot } from './ports.mjs';
import { createServerConfig } from './create-server-config.mjs';
import { PageAssetsPlugin } from './page-assets-plugin.mjs';
import { StringsInManifestPlugin } from './strings-in-manifest-plugin.mjs';
import { federationPluginVersion, hostShareVersions, sharedSingletons } from './shared-singletons.mjs';
import { SHARED_VERSION_OVERRIDE_ENV } from './shared-version.mjs';

const toolingDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * `dist/`, or UTSAV_DIST_DIR for a test build. A build labelled with another `shared` version
 * must go elsewhere, so it can never be mistaken for (or deployed as) the real one.
 */
export function outputDir(dirname, env = process.env) {
  if (env.UTSAV_DIST_DIR) return path.resolve(env.UTSAV_DIST_DIR);
  if (env[SHARED_VERSION_OVERRIDE_ENV]) throw new Error(`${SHARED_VERSION_OVERRIDE_ENV} needs UTSAV_DIST_DIR: the app's own dist/ keeps its real version`);
  return path.join(dirname, 'dist');
}

/**
 * @param {object} options
 * @param {string} options.dirname   the app's folder
 * @param {string} options.name      its name in the registry (`shell`, `blog`, ...)
 */
export function createAppConfig({ dirname, name }) {
  const app = appNamed(name);
  const isHost = app.kind === 'host';
  const port = appPort(app);
  const title = app.title;
  // `{ './App': { file, kind } }` in the registry; rspack wants `{ './App': file }`.
  const exposes = isHost
    ? undefined
    : Object.fromEntries(Object.entries(app.exposes ?? {}).map(([key, module]) => [key, module.file]));
  return (_env, argv) => {
    const isProd = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    const client = clientConfig({ dirname, name, isHost, isProd, port, title, exposes });
    // A remote's production build carries its pages for the page server too (dist/server/app.cjs),
    // built after the client build (which empties dist/). The shell's page server has its own config.
    if (!isProd || isHost) return client;
    // The standalone page's own copy of the federation runtime, which the container no longer carries.
    const runtime = { ...federationRuntimeConfig({ dirname, name }), dependencies: ['client'] };
    const appModule = app.exposes?.['./App']?.file;
    if (!appModule) return [client, runtime];
    const server = createServerConfig({ dirname, entry: appModule, outputPath: path.join(outputDir(dirname), 'server'), filename: 'app.cjs', remote: true });
    return [client, runtime, { ...server, dependencies: ['client'] }];
  };
}

/**
 * Where every remote's container finds the federation runtime's core in production
 * (`experiments.externalRuntime`): the page that loads it provides one copy, loaded once, for all.
 */
const FEDERATION_RUNTIME_SCRIPT = 'federation-runtime.js';

/**
 * A remote's standalone page is its own host, as the shell is inside the site: this script, built
 * apart (the page's entry needs what it provides as it starts, so it cannot come from the same build),
 * provides the federation runtime and every shared module (shared/federation/standalone/
 * standalone-host-shares.ts), which the remote's production container declares without copies of
 * its own. A fixed name, like remoteEntry.js: the page's HTML names it; its chunks are hashed.
 */
function federationRuntimeConfig({ dirname, name }) {
  const { packages, shared } = hostShareVersions(dirname);
  return {
    name: 'federation-runtime',
    mode: 'production',
    context: dirname,
    entry: { 'federation-runtime': path.join(repoRoot, 'shared', 'federation', 'standalone', 'provide-federation-runtime.ts') },
    devtool: 'source-map',
    output: {
      path: outputDir(dirname),
      publicPath: '/',
      uniqueName: `utsav_${name}_standalone`,
      filename: FEDERATION_RUNTIME_SCRIPT,
      chunkFilename: 'standalone-[name].[contenthash:10].js',
      cssChunkFilename: 'standalone-[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: false,
    },
    resolve: resolveOptions(true),
    module: { rules: moduleRules(true) },
    plugins: [new rspack.DefinePlugin({ __UTSAV_STANDALONE__: JSON.stringify({ name, packages, shared }) })],
    optimization: { minimize: true },
    performance: { hints: false },
    experiments: { css: true },
    stats: 'errors-warnings',
  };
}

function resolveOptions(isProd) {
  return {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    // `shared` imports itself by package name (see shared/README.md), so every
    // file of it is one federated singleton, never a private copy.
    alias: {
      '@utsav/shared': path.join(repoRoot, 'shared'),
      // react-router 7's package exports only its development build, whose dev warnings cost
      // time on every navigation (remix-run/react-router#12532); its production build sits beside it.
      ...(isProd ? reactRouterProductionAliases() : {}),
    },
  };
}

function moduleRules(isProd) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic', development: !isProd, refresh: !isProd },
          },
        },
        env: { targets: 'chrome >= 111, firefox >= 111, safari >= 16.4' },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(svg|png|jpe?g|webp|avif)$/, type: 'asset/resource' },
  ];
}

/** The bundler runtime the federation plugin's entry imports (by its file), as the page's global. */
function federationBundlerRuntimeExternal({ request }, callback) {
  if (request && /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/.test(request)) return callback(undefined, 'global _UTSAV_FEDERATION_BUNDLER_RUNTIME');
  return callback();
}

/**
 * A shared module declared without a copy (`import: false`) is listed in mf-manifest.json with an
 * empty version. The shell's compat check (shared/federation/compat.ts) reads the `shared` version a
 * remote was built against from there, so it is written back: the versions this build resolved.
 */
class SharedVersionsInManifestPlugin {
  constructor(versions) {
    this.versions = versions;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedVersionsInManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedVersionsInManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const file of ['mf-manifest.json', 'mf-stats.json']) {
          const asset = compilation.getAsset(file);
          if (!asset) continue;
          const json = JSON.parse(asset.source.source().toString());
          for (const entry of json.shared ?? []) entry.version ||= entry.name.startsWith('@utsav/shared/') ? this.versions.shared.version : (this.versions.packages[entry.name]?.version ?? '');
          compilation.updateAsset(file, new rspack.sources.RawSource(JSON.stringify(json, null, 2)));
        }
      });
    });
  }
}

/** Puts the federation runtime's script before the standalone page's entry (both deferred: in order). */
class FederationRuntimeScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('FederationRuntimeScriptPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('FederationRuntimeScriptPlugin', (data) => {
        data.assetTags.scripts.unshift({ tagName: 'script', voidTag: false, attributes: { defer: true, src: `/${FEDERATION_RUNTIME_SCRIPT}` } });
        return data;
      });
    });
  }
}

/**
 * A production chunk's file name. A remote's container (remoteEntry.js) maps every chunk id to its
 * file, so each byte of a name is paid on every remote route (issue 27: at most 5 KB besides the
 * remote's own code): its chunks go by id, without their names (`__federation_expose_App`,
 * `strings-hi-json`), and by chunk hash, one per chunk for its script and its stylesheet, so the
 * container's two maps repeat the same values and compress to one. The catalogue's went 5.07 ->
 * 4.94 KB gzipped. The shell keeps names: the page server's lists and pnpm size read them.
 */
function chunkFile(isHost, extension) {
  return isHost ? `[name].[contenthash:10].${extension}` : `[id].[chunkhash:10].${extension}`;
}

function clientConfig({ dirname, name, isHost, isProd, port, title, exposes }) {
  return {
    name: 'client',
    mode: isProd ? 'production' : 'development',
    context: dirname,
    entry: { main: './src/index.ts' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    // A production container takes the federation runtime's bundler half from the page too (the core
    // goes by externalRuntime, below): shared/federation/federation-runtime-core.ts provides both.
    externals: !isHost && isProd ? [federationBundlerRuntimeExternal] : [],
    output: {
      path: outputDir(dirname),
      // `auto`: a remote's chunks load from wherever its manifest was found.
      publicPath: 'auto',
      uniqueName: `utsav_${name}`,
      filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProd ? chunkFile(isHost, 'js') : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: isProd ? chunkFile(isHost, 'css') : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: resolveOptions(isProd),
    module: { rules: moduleRules(isProd) },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(toolingDir, 'index.html'),
        favicon: path.join(toolingDir, 'favicon.svg'),
        title,
        // The standalone page runs the app's own bootstrap, never its remoteEntry.
        chunks: ['main'],
        // Each app's page is served from its own origin root; absolute script URLs keep
        // deep links such as /blog/some-article working (chunks still use `auto`).
        publicPath: '/',
        minify: isProd,
      }),
      // The shell is no federation build: it starts the federation runtime with the first remote and
      // gives it its own modules as the share scope (shell/src/lib/federation/host-shares.ts), so a
      // page without a remote runs no federation code. A remote is a federation container.
      isHost
        ? new rspack.DefinePlugin({ __UTSAV_HOST_SHARES__: JSON.stringify(hostShareVersions(dirname)), __UTSAV_FEDERATION_VERSION__: JSON.stringify(federationPluginVersion(dirname)) })
        : new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes,
            remotes: {},
            // In production the page always provides every shared module (the shell's host-shares.ts,
            // a standalone page's federation-runtime.js): the container keeps no copies to offer.
            shared: sharedSingletons(dirname, process.env, { consumeOnly: isProd }),
            // The default, version-first, downloads every registered remote's entry at start-up to
            // compare shared versions: ~30 KB a remote on every page. Our singletons are one version
            // by construction (one lockfile), so the first loaded copy (the host's) is reused.
            shareStrategy: 'loaded-first',
            manifest: true,
            dts: false,
            // The federation runtime without its Node code paths: these builds only ever run in a browser.
            // In production the container leaves out the runtime's core (~17 KB gzipped a remote) and
            // uses the one the page provides (the shell's, or the standalone page's federation-runtime.js).
            // Development keeps it in: nothing to measure there, and `rspack serve` builds one config.
            experiments: { optimization: { target: 'web' }, externalRuntime: isProd },
          }),
      !isHost && isProd && new FederationRuntimeScriptPlugin(),
      !isHost && isProd && new SharedVersionsInManifestPlugin(hostShareVersions(dirname)),
      !isHost && isProd && new StringsInManifestPlugin(path.join(dirname, 'src', 'locales')),
      // `public/` is copied as it is, to the site's root: files with a fixed address (the link-preview picture).
      existsSync(path.join(dirname, 'public')) && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dirname, 'public') }] }),
      isHost && isProd && new PageAssetsPlugin(),
      !isProd && new ReactRefreshRspackPlugin(),
    ].filter(Boolean),
    optimization: {
      minimize: isProd,
      // The shell's first page runs React DOM, the router and the app (~500 KB before gzip). As one
      // script, its compile and run was the first visit's longest task on a phone; as several, each
      // is compiled in a task of its own as it arrives. (Elsewhere rspack's default splitting stays.)
      ...(isProd && isHost && {
        splitChunks: {
          cacheGroups: {
            reactDom: { test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react-dom|scheduler)[\\/]/, name: 'react-dom', chunks: 'all', enforce: true, priority: 30 },
            router: { test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, name: 'router', chunks: 'all', enforce: true, priority: 30 },
          },
        },
      }),
    },
    performance: { hints: false },
    // rspack 2's dev server turns this on by default, and it breaks the federation async boundary.
    lazyCompilation: false,
    experiments: { css: true },
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
      setupMiddlewares: (middlewares) => {
        middlewares.unshift(
          {
            name: 'runtime-config',
            path: '/runtime-config.json',
            middleware: (_req, res) => sendJson(res, backendConfig()),
          },
          {
            name: 'remotes',
            path: '/remotes.json',
            // Every app: a remote running standalone loads other remotes' widgets too.
            middleware: (_req, res) => sendJson(res, remoteManifestUrls()),
          },
        );
        return middlewares;
      },
    },
    stats: 'errors-warnings',
  };
}

function reactRouterProductionAliases() {
  const require = createRequire(path.join(repoRoot, 'shell', 'package.json'));
  const routerDir = path.dirname(createRequire(require.resolve('react-router-dom')).resolve('react-router/package.json'));
  return {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

function sendJson(res, body) {
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

