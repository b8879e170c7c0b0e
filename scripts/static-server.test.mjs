// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './lib/static-server.mjs';

let server;
let base;
// The served folder sits inside a folder of the test's own, beside the file it must never serve;
// both go when the file's tests end.
const root = mkdtempSync(path.join(tmpdir(), 'utsav-static-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  const dir = path.join(root, 'app');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log("hashed")');
  writeFileSync(path.join(root, 'secret.txt'), 'outside');
  server = await startStaticServer({ dir, port: 0, dynamic: { '/remotes.json': () => ({ blog: 'http://x/mf-manifest.json' }) } });
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => server.close());

describe('the static server', () => {
  it('answers an app route with index.html and a missing asset with 404', async () => {
    const page = await fetch(`${base}/blog/some-article`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    expect((await fetch(`${base}/missing.0123456789.js`)).status).toBe(404);
  });

  it('caches hashed files for a year and gzips them', async () => {
    const response = await fetch(`${base}/main.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('console.log("hashed")');
  });

  it('serves generated runtime files without caching', async () => {
    const response = await fetch(`${base}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ blog: 'http://x/mf-manifest.json' });
  });

  it('never serves files outside its folder and rejects malformed paths with 400', async () => {
    const escaped = await fetch(`${base}/..%2Fsecret.txt`);
    expect(await escaped.text()).not.toContain('outside');
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
  });
});


describe('a build with a prerendered home page', () => {
  let prerendered;
  let prerenderedBase;
  beforeAll(async () => {
    const dir = path.join(root, 'prerendered');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"><h1>home</h1></div>');
    writeFileSync(path.join(dir, 'app.html'), '<!doctype html><div id="root"></div>');
    prerendered = await startStaticServer({ dir, port: 0, dynamic: {} });
    prerenderedBase = `http://127.0.0.1:${prerendered.address().port}`;
  });
  afterAll(() => prerendered.close());

  it('serves the prerendered page for / only, and the empty app page for every other path', async () => {
    expect(await (await fetch(`${prerenderedBase}/`)).text()).toContain('<h1>home</h1>');
    const deep = await fetch(`${prerenderedBase}/services/catering`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toBe('<!doctype html><div id="root"></div>');
  });
});
