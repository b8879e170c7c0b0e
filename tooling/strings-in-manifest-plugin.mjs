// Writes into a remote's mf-manifest.json (and mf-stats.json) which of its chunks hold its strings in
// each language, `utsav.strings`: `{ "hi": ["593.1a2b3c4d5e.js"] }`. The page server asks for the
// page's language with the first frame (shell/server/remote-server-apps.ts). Found by module, the
// app's own `src/locales/<language>.json`, not by chunk name: a remote's chunks are named by id
// (create-app-config.mjs), and a renamed chunk silently lost its preload.
import path from 'node:path';
import rspack from '@rspack/core';

const LOCALE_FILE = /^([a-z]{2})\.json$/;

export class StringsInManifestPlugin {
  /** @param {string} localesDir  the app's `src/locales` (a page's own namespace in a folder below is not the app's) */
  constructor(localesDir) {
    this.localesDir = localesDir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StringsInManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StringsInManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const strings = {};
        for (const chunk of compilation.chunks) {
          for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
            const resource = module.resource ?? '';
            const language = path.dirname(resource) === this.localesDir ? LOCALE_FILE.exec(path.basename(resource))?.[1] : undefined;
            if (!language) continue;
            const files = [...chunk.files].filter((file) => file.endsWith('.js'));
            strings[language] = [...new Set([...(strings[language] ?? []), ...files])].sort();
          }
        }
        for (const file of ['mf-manifest.json', 'mf-stats.json']) {
          const asset = compilation.getAsset(file);
          if (!asset) continue;
          const json = JSON.parse(asset.source.source().toString());
          json.utsav = { ...json.utsav, strings };
          compilation.updateAsset(file, new rspack.sources.RawSource(JSON.stringify(json, null, 2)));
        }
      });
    });
  }
}
