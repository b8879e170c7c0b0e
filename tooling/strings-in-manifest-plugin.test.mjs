import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import rspack from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { StringsInManifestPlugin } from './strings-in-manifest-plugin.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'strings-manifest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Stands in for the federation plugin's manifest, written before the plugin's stage. */
class ManifestStandIn {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ManifestStandIn', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ManifestStandIn', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('mf-manifest.json', new rspack.sources.RawSource(JSON.stringify({ name: 'fixture', exposes: [] })));
      });
    });
  }
}

function build() {
  mkdirSync(path.join(dir, 'src/locales/about'), { recursive: true });
  for (const language of ['en', 'hi']) writeFileSync(path.join(dir, `src/locales/${language}.json`), JSON.stringify({ title: language }));
  // A page's own namespace, one folder down: not the app's strings.
  writeFileSync(path.join(dir, 'src/locales/about/hi.json'), JSON.stringify({ about: 'hi' }));
  writeFileSync(
    path.join(dir, 'src/index.js'),
    // Chunks named after nothing the plugin could read a language from.
    'export const load = (language) => import(/* webpackChunkName: "words-[index]" */ `./locales/${language}.json`);\n' +
      'export const about = (language) => import(`./locales/about/${language}.json`);\n',
  );
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist'), chunkFilename: '[id].[chunkhash:10].js' },
    plugins: [new ManifestStandIn(), new StringsInManifestPlugin(path.join(dir, 'src/locales'))],
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(stats))));
}

describe('StringsInManifestPlugin', () => {
  it("lists each language's chunk of the app's locales/<language>.json in the manifest, whatever the chunk is called", async () => {
    await build();
    const manifest = JSON.parse(readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8'));
    expect(manifest.name).toBe('fixture');
    expect(Object.keys(manifest.utsav.strings).sort()).toEqual(['en', 'hi']);
    for (const language of ['en', 'hi']) {
      expect(manifest.utsav.strings[language]).toHaveLength(1);
      const [file] = manifest.utsav.strings[language];
      expect(file).toMatch(/^[^/]+\.[0-9a-f]{10}\.js$/);
      expect(readFileSync(path.join(dir, 'dist', file), 'utf8')).toContain(`title:"${language}"`);
    }
  });
});
