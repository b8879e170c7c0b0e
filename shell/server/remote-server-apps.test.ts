import { describe, expect, it, vi } from 'vitest';
import { createRemoteServerApps, REMOTE_PUBLIC_PATH_PLACEHOLDER, REMOTE_SERVER_ENTRY } from './remote-server-apps';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './App', assets: { css: { sync: ['app.css'], async: ['page.css'] }, js: { sync: ['app.js'], async: ['page.js', 'strings-en-json.1a.js', 'strings-ta-json.2b.js'] } } }],
};
const CODE = `const React = require('react');
module.exports = { routes: [{ path: '/blog', picture: '${REMOTE_PUBLIC_PATH_PLACEHOLDER}assets/cover.svg', react: React }], prepare: async () => {} };`;

function fakeFetch(files: Record<string, string>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const body = files[String(input)];
    if (body === undefined) throw new TypeError('fetch failed: ECONNREFUSED');
    return new Response(body);
  });
}

const BASE = 'http://blog.test:3005/';
const files = { [`${BASE}mf-manifest.json`]: JSON.stringify(MANIFEST), [`${BASE}${REMOTE_SERVER_ENTRY}`]: CODE };

describe("remotes' server builds", () => {
  it("runs the remote's build from its own address with the shell's shared modules, its pictures at the remote's address", async () => {
    const react = { name: 'the shell react' };
    const load = createRemoteServerApps({ manifestUrls: () => ({ blog: `${BASE}mf-manifest.json` }), sharedModule: () => react, fetch: fakeFetch(files) });
    const app = await load('blog');
    expect(app.routes[0]).toMatchObject({ path: '/blog', picture: `${BASE}assets/cover.svg`, react });
    expect(app.styles).toEqual([`${BASE}app.css`, `${BASE}page.css`]);
    expect(app.preloads).toEqual([`${BASE}remoteEntry.js`, `${BASE}app.js`]);
    // A remote built before its manifest listed its strings: found by their chunks' names.
    expect(app.strings).toEqual({ en: [`${BASE}strings-en-json.1a.js`], ta: [`${BASE}strings-ta-json.2b.js`] });
  });

  it("takes each language's strings chunks from the manifest's list, whatever the files are named", async () => {
    const manifest = { ...MANIFEST, exposes: [{ path: './App', assets: { js: { sync: ['362.a.js'], async: ['593.b.js', '913.c.js', '102.d.js'] } } }], utsav: { strings: { hi: ['593.b.js'], en: ['913.c.js'] } } };
    const load = createRemoteServerApps({ manifestUrls: () => ({ blog: `${BASE}mf-manifest.json` }), sharedModule: () => ({}), fetch: fakeFetch({ ...files, [`${BASE}mf-manifest.json`]: JSON.stringify(manifest) }) });
    expect((await load('blog')).strings).toEqual({ hi: [`${BASE}593.b.js`], en: [`${BASE}913.c.js`] });
  });

  it('rejects when the remote is down or not configured (the page is then rendered in the browser)', async () => {
    const load = createRemoteServerApps({ manifestUrls: () => ({ blog: `${BASE}mf-manifest.json` }), sharedModule: () => ({}), fetch: fakeFetch({}) });
    await expect(load('blog')).rejects.toThrow(/ECONNREFUSED/);
    await expect(load('catalog')).rejects.toThrow(/not configured/);
  });

  it('reads the manifest on every load: a remote gone down rejects, an unchanged one is not evaluated again', async () => {
    const served: Record<string, string> = { ...files };
    const fetchImpl = fakeFetch(served);
    const load = createRemoteServerApps({ manifestUrls: () => ({ blog: `${BASE}mf-manifest.json` }), sharedModule: () => ({}), fetch: fetchImpl });
    const first = await load('blog');
    expect(await load('blog')).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    // A new deployment: new file names in its manifest, new code.
    served[`${BASE}mf-manifest.json`] = JSON.stringify({ ...MANIFEST, exposes: [{ path: './App', assets: { css: { sync: ['app.2.css'] } } }] });
    served[`${BASE}${REMOTE_SERVER_ENTRY}`] = CODE.replace("'/blog'", "'/blog/new'");
    const second = await load('blog');
    expect(second.routes[0]).toMatchObject({ path: '/blog/new' });
    expect(second.styles).toEqual([`${BASE}app.2.css`]);
    delete served[`${BASE}mf-manifest.json`];
    await expect(load('blog')).rejects.toThrow(/ECONNREFUSED/);
  });
});
