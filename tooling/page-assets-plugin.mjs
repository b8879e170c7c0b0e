// Writes dist/page-assets.json: what the page server asks the browser to fetch for a rendered page.
// - each named chunk group of a page (`import(/* webpackChunkName: "page-about" */ ...)`) → its files:
//   the page server links its stylesheet, so the page is painted styled before its JavaScript runs;
// - `app`: the chunks of the app itself (what src/index.ts imports once the first frame is shown);
// - `strings-<language>`: the translation chunks the app may load as it starts, per language;
// - `federation`: what the shell's federation code imports to start a remote (the runtime, its
//   plugins, the share scope's table): the chunk group it names `mf-runtime` where it imports them
//   (shared/federation/remote-loader.ts, shell/src/lib/federation/shell-federation.ts). What else it
//   imports on demand (a share a remote asks for, what only a Retry needs) is not asked for.
// The page server asks for all of a page's files at once (shell/server/html-document.ts), so none of
// them waits for the script that would otherwise import it: issue 27's request chain of at most 3.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCALE_FILE = /^([a-z]{2})\.json$/;
/** The webpackChunkName of what starts the federation runtime (shell/rspack.config.mjs puts it in one chunk). */
export const FEDERATION_RUNTIME_GROUP = 'mf-runtime';

export class PageAssetsPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('PageAssetsPlugin', (stats) => {
      const { compilation } = stats;
      const files = (group) => group.getFiles().filter((file) => !file.endsWith('.map'));
      const assets = {};
      for (const group of compilation.chunkGroups) if (group.name?.startsWith('page-')) assets[group.name] = files(group);

      const entry = compilation.entrypoints.get('main');
      const app = entry?.childrenIterable ?? [];
      if (app.length !== 1) throw new Error(`PageAssetsPlugin: src/index.ts should import the app as one chunk group, found ${app.length}`);
      const [appGroup] = app;
      assets.app = files(appGroup);
      const modulesOf = (group) => group.chunks.flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk));
      // A namespace's file for one language, as `import(`../locales/${language}.json`)` asks for it: `<language>.json`
      // directly in the folder of the context module that imports it (not `about/hi.json`, a page's own namespace).
      const languageOf = (group) => {
        const folder = group.origins[0]?.module?.identifier().split('|')[0];
        const found = modulesOf(group).map((module) => (folder && module.resource?.startsWith(`${folder}${path.sep}`) ? module.resource.slice(folder.length + 1).match(LOCALE_FILE)?.[1] : undefined));
        return found.length && found.every((language) => language && language === found[0]) ? found[0] : undefined;
      };
      for (const child of appGroup.childrenIterable) {
        const language = languageOf(child);
        if (!language) continue;
        const key = `strings-${language}`;
        assets[key] = [...new Set([...(assets[key] ?? []), ...files(child)])];
      }
      const runtime = compilation.chunkGroups.filter((group) => group.name === FEDERATION_RUNTIME_GROUP);
      if (runtime.length === 0) throw new Error(`PageAssetsPlugin: no chunk group named ${FEDERATION_RUNTIME_GROUP} (the federation code's imports name it)`);
      assets.federation = [...new Set(runtime.flatMap(files))];
      writeFileSync(path.join(compilation.outputOptions.path, 'page-assets.json'), `${JSON.stringify(assets, null, 2)}\n`);
    });
  }
}
