// Writes dist/page-assets.json: each named chunk group (a lazily loaded page,
// `import(/* webpackChunkName: "page-about" */ ...)`) → its files. The page server links a
// rendered page's stylesheet from it, so the page is painted styled before its JavaScript runs.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export class PageAssetsPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('PageAssetsPlugin', (stats) => {
      const { namedChunkGroups = {}, outputPath } = stats.toJson({ all: false, chunkGroups: true, outputPath: true });
      const pages = Object.fromEntries(
        Object.entries(namedChunkGroups)
          .filter(([name]) => name.startsWith('page-'))
          .map(([name, group]) => [name, group.assets.map((asset) => (typeof asset === 'string' ? asset : asset.name)).filter((file) => !file.endsWith('.map'))]),
      );
      writeFileSync(path.join(outputPath, 'page-assets.json'), `${JSON.stringify(pages, null, 2)}\n`);
    });
  }
}
