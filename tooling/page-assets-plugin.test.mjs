import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import rspack from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { FEDERATION_RUNTIME_GROUP, PageAssetsPlugin } from './page-assets-plugin.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'page-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCES = {
  'src/index.js': "import('./app');\n",
  'src/app.js': [
    `export const startRemote = () => Promise.all([import(/* webpackChunkName: "${FEDERATION_RUNTIME_GROUP}" */ './federation/runtime'), import(/* webpackChunkName: "${FEDERATION_RUNTIME_GROUP}" */ './federation/share-table')]);`,
    // Federation code too, but only a Retry needs it: never asked for with the first frame.
    "export const retry = () => import('./federation/failed-preloads');",
    'export const strings = (language) => import(`./locales/${language}.json`);',
    "export const about = () => import(/* webpackChunkName: \"page-about\" */ './about');",
  ].join('\n'),
  'src/federation/runtime.js': "export const runtime = 'the runtime';\n",
  'src/federation/share-table.js': "export const table = 'the share table';\n",
  'src/federation/failed-preloads.js': "export const forget = 'failed preloads';\n",
  'src/about.js': "export const about = 'about';\n",
  'src/locales/en.json': '{ "hello": "hello" }',
  'src/locales/hi.json': '{ "hello": "namaste" }',
};

function build() {
  for (const [file, source] of Object.entries(SOURCES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, 'dist'), chunkFilename: '[name].[contenthash:10].js' },
    optimization: { splitChunks: false },
    plugins: [new PageAssetsPlugin()],
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(stats))));
}

const read = (file) => readFileSync(path.join(dir, 'dist', file), 'utf8');

describe('PageAssetsPlugin', () => {
  it("lists the app, its strings per language, each page and what starts the federation runtime (the group its imports name), nothing fetched on demand", async () => {
    await build();
    const assets = JSON.parse(read('page-assets.json'));
    expect(assets.federation).toHaveLength(1);
    const runtime = read(assets.federation[0]);
    expect(runtime).toContain('the runtime');
    expect(runtime).toContain('the share table');
    expect(Object.values(assets).flat().some((file) => read(file).includes('failed preloads'))).toBe(false);
    expect(read(assets['strings-hi'][0])).toContain('namaste');
    expect(read(assets['strings-en'][0])).toContain('hello');
    expect(read(assets['page-about'][0])).toContain('"about"');
    expect(assets.app.some((file) => read(file).includes('startRemote'))).toBe(true);
  });
});
