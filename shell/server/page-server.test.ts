import { describe, expect, it, vi } from 'vitest';
import { headTags } from '@utsav/shared/head/page-head';
import { createPageServer, type RenderRequest, type RenderResult } from './page-server';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Site"><title>Utsav</title></head><body><div id="root"></div></body></html>';

function rendered({ url, language, remote, basename }: RenderRequest): RenderResult {
  return {
    status: 200,
    markup: `<main><h1>${url.pathname} in ${language}</h1><a href="${basename ?? ''}/about">About</a></main>`,
    head: headTags({ title: `Title ${language}`, description: `About ${url.pathname}`, canonicalPath: url.pathname }, { origin: url.origin, pathname: `${basename ?? ''}${url.pathname}`, language, siteDescription: 'Site' }),
    state: { language, ...(remote ? { remote } : {}), queries: { note: '</script><script>alert(1)</script>' } },
    styles: remote ? [`http://remote.test/${remote}.css`] : [],
    preloads: [],
  };
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://utsav.test${path}`, { headers });

describe('the page server', () => {
  it("renders a public page in the cookie's language, with its head, the remote's styles and what the browser hydrates from", async () => {
    const render = vi.fn(async (request: RenderRequest) => rendered(request));
    const handle = createPageServer({ template: TEMPLATE, render });
    const response = await handle(get('/services/pooja-services', { cookie: 'utsav.lang=hi', 'accept-language': 'ta' }));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('hi');
    expect(render).toHaveBeenCalledWith(expect.objectContaining({ language: 'hi', remote: 'catalog' }));
    expect(html).toContain('<html lang="hi"');
    // Rendered as the Hindi address, which the page takes before it is painted (no redirect: no round trip).
    expect(render).toHaveBeenCalledWith(expect.objectContaining({ basename: '/hi' }));
    expect(html).toContain('<div id="root"><main><h1>/services/pooja-services in hi</h1><a href="/hi/about">About</a></main></div>');
    expect(html).toContain(`else{var p=location.pathname;history.replaceState(history.state,'',"/hi"+(p==='/'?'':p)+location.search+location.hash)}`);
    expect(html).toContain('<title>Title hi · Utsav</title>');
    expect(html).not.toContain('<title>Utsav</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // Its canonical is the address it takes, the Hindi one.
    expect(html).toContain('<meta property="og:url" content="http://utsav.test/hi/services/pooja-services" />');
    expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(html).toContain('<link rel="canonical" href="http://utsav.test/hi/services/pooja-services" />');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
    expect(html).toContain('<link rel="stylesheet" href="http://remote.test/catalog.css" />');
    expect(html).toContain('window.__UTSAV_SSR__={"language":"hi","remote":"catalog"');
    // Data in the page can never close the script it is in.
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it("renders a language address in its language whatever the cookie and browser say, with the prefix as the router's basename", async () => {
    const render = vi.fn(async (request: RenderRequest) => rendered(request));
    const handle = createPageServer({ template: TEMPLATE, render });
    const response = await handle(get('/ta/services/pooja-services?page=2', { cookie: 'utsav.lang=hi', 'accept-language': 'en-US,en' }));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('ta');
    // The same page for everyone at this address: caches need not keep one per cookie.
    expect(response.headers.get('vary')).toBeNull();
    const [request] = render.mock.calls[0]!;
    expect(request).toMatchObject({ language: 'ta', basename: '/ta', remote: 'catalog' });
    expect(`${request.url.pathname}${request.url.search}`).toBe('/services/pooja-services?page=2');
    expect(html).toContain('<html lang="ta"');
    expect(html).toContain('<a href="/ta/about">About</a>');
    expect(html).toContain('<link rel="canonical" href="http://utsav.test/ta/services/pooja-services" />');
    for (const [hreflang, href] of [
      ['en', '/services/pooja-services'],
      ['hi', '/hi/services/pooja-services'],
      ['ta', '/ta/services/pooja-services'],
      ['te', '/te/services/pooja-services'],
      ['kn', '/kn/services/pooja-services'],
      ['x-default', '/services/pooja-services'],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="http://utsav.test${href}" />`);
    expect(html).toContain('<meta property="og:locale" content="ta_IN" />');
    // The visitor saved Hindi: on this address the rendered Tamil page is kept all the same.
    expect(html).not.toContain('s!=="ta"');
  });

  it("keeps a bare path bare for a browser's Accept-Language alone (crawlers get no redirect), apart from the saved choice's render", async () => {
    const render = vi.fn(async (request: RenderRequest) => rendered(request));
    const handle = createPageServer({ template: TEMPLATE, render });
    const browser = await (await handle(get('/about', { 'accept-language': 'hi-IN,hi' }))).text();
    expect(render).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'hi', basename: undefined }));
    expect(browser).toContain('<a href="/about">About</a>');
    expect(browser).not.toContain('history.replaceState');
    // Same language and address, but a saved choice: not the cached page above.
    const saved = await (await handle(get('/about', { cookie: 'utsav.lang=hi', 'accept-language': 'hi-IN,hi' }))).text();
    expect(render).toHaveBeenCalledTimes(2);
    expect(saved).toContain('<a href="/hi/about">About</a>');
    // English saved: the bare address is English's own.
    const english = await (await handle(get('/about', { cookie: 'utsav.lang=en', 'accept-language': 'hi' }))).text();
    expect(render).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'en', basename: undefined }));
    expect(english).not.toContain('history.replaceState');
  });

  it('answers what its sitemap hook answers (robots.txt, the sitemap), and pages otherwise', async () => {
    const render = vi.fn(async (request: RenderRequest) => rendered(request));
    const sitemap = vi.fn(async (request: Request) => (new URL(request.url).pathname === '/sitemap.xml' ? new Response('<urlset/>') : undefined));
    const handle = createPageServer({ template: TEMPLATE, render, sitemap });
    expect(await (await handle(get('/sitemap.xml'))).text()).toBe('<urlset/>');
    expect(render).not.toHaveBeenCalled();
    expect(await (await handle(get('/about'))).text()).toContain('<h1>/about in en</h1>');
  });

  it('renders the language home (/kn), a prefixed not-found page, and the English prefix is sent to the bare path', async () => {
    const render = vi.fn(async (request: RenderRequest) => {
      const page = rendered(request);
      return page.status === 'fallback' ? page : { ...page, status: request.url.pathname === '/nowhere' ? (404 as const) : (200 as const) };
    });
    const handle = createPageServer({ template: TEMPLATE, render });
    expect(await (await handle(get('/kn'))).text()).toContain('<h1>/ in kn</h1>');
    expect(await (await handle(get('/kn/'))).text()).toContain('<h1>/ in kn</h1>');
    const missing = await handle(get('/hi/nowhere'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('/nowhere in hi');
    const english = await handle(get('/en/about?x=1'));
    expect(english.status).toBe(301);
    expect(english.headers.get('location')).toBe('/about?x=1');
    expect((await handle(get('/en'))).headers.get('location')).toBe('/');
    // Not a language of ours: an ordinary path, rendered as it is.
    await handle(get('/xx/about'));
    expect(render).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'en', basename: undefined, url: new URL('http://utsav.test/xx/about') }));
  });

  it('gives a prefixed signed-in page the client-rendered frame in its language', async () => {
    const render = vi.fn(async (request: RenderRequest) => rendered(request));
    const handle = createPageServer({ template: TEMPLATE, render });
    const response = await handle(get('/te/profile', { cookie: 'utsav.lang=hi' }));
    expect(await response.text()).toBe(TEMPLATE);
    expect(response.headers.get('content-language')).toBe('te');
    expect(render).not.toHaveBeenCalled();
  });

  it('escapes every head value it writes', async () => {
    const handle = createPageServer({
      template: TEMPLATE,
      render: async (request) => {
        const page = rendered(request);
        if (page.status === 'fallback') return page;
        return { ...page, head: headTags({ title: '<script>"x"</script>' }, { origin: 'http://utsav.test', pathname: '/', language: 'en', siteDescription: 'Site' }) };
      },
    });
    const html = await (await handle(get('/about'))).text();
    expect(html).toContain('<title>&lt;script&gt;&quot;x&quot;&lt;/script&gt; · Utsav</title>');
  });

  it('takes Accept-Language when there is no cookie, and answers unknown paths with a rendered 404', async () => {
    const handle = createPageServer({
      template: TEMPLATE,
      render: async (request) => {
        const page = rendered(request);
        return page.status === 'fallback' ? page : { ...page, status: request.url.pathname === '/nowhere' ? 404 : 200 };
      },
    });
    const response = await handle(get('/about', { 'accept-language': 'kn-IN,kn;q=0.9,en;q=0.8' }));
    expect(await response.text()).toContain('/about in kn');
    expect((await handle(get('/nowhere'))).status).toBe(404);
  });

  it('gives signed-in pages and the sign-in callback the client-rendered frame, without rendering', async () => {
    const render = vi.fn(async (request: RenderRequest) => rendered(request));
    const handle = createPageServer({ template: TEMPLATE, render });
    for (const path of ['/profile', '/search', '/auth/callback']) expect(await (await handle(get(path))).text()).toBe(TEMPLATE);
    expect(render).not.toHaveBeenCalled();
  });

  it('falls back to the client-rendered page, never an error, when a remote is down or a render fails', async () => {
    const log = vi.fn();
    const down = createPageServer({ template: TEMPLATE, log, render: async () => ({ status: 'fallback', reason: 'remote catalog is unavailable' }) });
    const response = await down(get('/bundles'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(TEMPLATE);
    const broken = createPageServer({ template: TEMPLATE, log, render: () => Promise.reject(new Error('boom')) });
    const failed = await broken(get('/blog'));
    expect(failed.status).toBe(200);
    expect(await failed.text()).toBe(TEMPLATE);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('serves a render again per address and language until it expires; a fallback is never kept', async () => {
    let time = 0;
    const render = vi.fn(async (request: RenderRequest) => rendered(request));
    const handle = createPageServer({ template: TEMPLATE, render, cacheMs: 1000, now: () => time });
    expect((await handle(get('/bundles'))).headers.get('x-page-render')).toBe('miss');
    expect((await handle(get('/bundles'))).headers.get('x-page-render')).toBe('hit');
    await handle(get('/bundles', { cookie: 'utsav.lang=te' }));
    await handle(get('/bundles?page=2'));
    expect(render).toHaveBeenCalledTimes(3);
    // Telugu at its own address is another page than Telugu at the bare path (its links keep /te).
    await handle(get('/te/bundles'));
    expect((await handle(get('/te/bundles', { cookie: 'utsav.lang=hi' }))).headers.get('x-page-render')).toBe('hit');
    expect(render).toHaveBeenCalledTimes(4);
    time = 1000;
    await handle(get('/bundles'));
    expect(render).toHaveBeenCalledTimes(5);

    let down = true;
    const flaky = createPageServer({ template: TEMPLATE, log: () => undefined, render: async (request) => (down ? { status: 'fallback', reason: 'down' } : rendered(request)) });
    expect(await (await flaky(get('/bundles'))).text()).toBe(TEMPLATE);
    down = false;
    expect(await (await flaky(get('/bundles'))).text()).toContain('/bundles in en');
  });

  it('renders one page at a time (i18n and the query cache are one instance)', async () => {
    const order: string[] = [];
    const handle = createPageServer({
      template: TEMPLATE,
      render: async (request) => {
        order.push(`start ${request.url.pathname}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(`end ${request.url.pathname}`);
        return rendered(request);
      },
    });
    await Promise.all([handle(get('/about')), handle(get('/contact'))]);
    expect(order).toEqual(['start /about', 'end /about', 'start /contact', 'end /contact']);
  });
});
