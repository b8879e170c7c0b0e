// Builds shell/prerender/render-home.tsx for Node (see scripts/prerender-home.mjs). Asset names
// follow the client build's pattern, so the static HTML points at the very same files.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const sharedDir = path.join(dirname, '..', 'shared');

export default {
  mode: 'production',
  target: 'node',
  context: dirname,
  entry: { 'render-home': './prerender/render-home.tsx' },
  devtool: false,
  output: {
    path: path.join(dirname, '.prerender'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    publicPath: '/',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { '@utsav/shared': sharedDir } },
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
      { test: /\.css$/, loader: path.join(dirname, 'prerender/empty-module-loader.cjs'), type: 'javascript/auto' },
      { test: /\.(svg|png|jpe?g|webp|avif)$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
};
