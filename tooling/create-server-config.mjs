// The Node builds behind the page server (shell/server/). The shell's: the page server itself,
// self-contained. A remote's: its `./App` as one CommonJS file beside its client build
// (dist/server/app.cjs), fetched and run by the page server at run time, so a remote deploys its
// server pages with the rest of it. A remote's shared packages (React, the router, i18n, every
// `@utsav/shared/*` file) stay `require`s: the page server gives its own copies, one instance each.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { repoRoot } from './ports.mjs';
import { SINGLETONS } from './shared-singletons.mjs';

const toolingDir = path.dirname(fileURLToPath(import.meta.url));

/** Replaced by the remote's address when the page server loads it (shell/server/remote-server-apps.ts). */
export const REMOTE_PUBLIC_PATH_PLACEHOLDER = 'https://remote-public-path.utsav.invalid/';

const isShared = (request) => SINGLETONS.includes(request) || request.startsWith('@utsav/shared/');

/**
 * @param {object} options
 * @param {string} options.dirname  the app's folder
 * @param {string} options.entry    the file to build
 * @param {string} options.outputPath
 * @param {string} options.filename
 * @param {boolean} options.remote  a remote's pages (shared packages external) or the shell's page server (all in)
 */
export function createServerConfig({ dirname, entry, outputPath, filename, remote }) {
  return {
    name: 'server',
    mode: 'production',
    target: 'node20',
    context: dirname,
    entry: { server: entry },
    devtool: false,
    output: {
      path: outputPath,
      filename,
      library: { type: 'commonjs2' },
      // Pictures: the shell's are served from its root; a remote's from wherever it is deployed.
      publicPath: remote ? REMOTE_PUBLIC_PATH_PLACEHOLDER : '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    externals: remote ? [({ request }, callback) => (isShared(request) ? callback(undefined, `commonjs ${request}`) : callback())] : [],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { '@utsav/shared': path.join(repoRoot, 'shared') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
            env: { targets: 'node >= 20' },
          },
          type: 'javascript/auto',
        },
        // Stylesheets have no part in server rendering: the page links the client build's CSS.
        { test: /\.css$/, loader: path.join(toolingDir, 'empty-module-loader.cjs'), type: 'javascript/auto' },
        // The same file names as the client build, so the markup points at the very same pictures.
        { test: /\.(svg|png|jpe?g|webp|avif)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // One file: the page server fetches a remote's build as one script, with every page and translation in it.
    optimization: { minimize: false, splitChunks: false },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
