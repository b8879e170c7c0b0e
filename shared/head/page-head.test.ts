import { describe, expect, it } from 'vitest';
import { headTags } from '@utsav/shared/head/page-head';

const context = { origin: 'https://utsav.example', pathname: '/hi/services/pooja-services', language: 'hi' as const, siteDescription: 'Site' };

describe('headTags', () => {
  it('gives the page its title, canonical address (the language address that showed it) and Open Graph preview', () => {
    const tags = headTags({ title: 'पूजा सेवाएँ', description: 'तुलना करें', canonicalPath: '/services/pooja-services' }, context);
    expect(tags.title).toBe('पूजा सेवाएँ · Utsav');
    expect(tags.canonical).toBe('https://utsav.example/hi/services/pooja-services');
    const meta = Object.fromEntries(tags.metas.map((m) => [m.key, m.content]));
    expect(meta).toMatchObject({
      description: 'तुलना करें',
      'og:title': 'पूजा सेवाएँ',
      'og:description': 'तुलना करें',
      'og:url': 'https://utsav.example/hi/services/pooja-services',
      'og:image': 'https://utsav.example/og-image.png',
      'og:locale': 'hi_IN',
    });
  });

  it('falls back to the site description and the current path, and keeps absolute picture URLs', () => {
    const tags = headTags({ title: 'X', image: 'https://cdn.example/p.jpg' }, context);
    const meta = Object.fromEntries(tags.metas.map((m) => [m.key, m.content]));
    expect(meta.description).toBe('Site');
    expect(meta['og:image']).toBe('https://cdn.example/p.jpg');
    expect(tags.canonical).toBe('https://utsav.example/hi/services/pooja-services');
  });

  it('names the same page in all five languages and x-default (the bare path), the page itself included', () => {
    const tags = headTags({ title: 'Home' }, { ...context, pathname: '/ta/', language: 'ta' });
    expect(tags.canonical).toBe('https://utsav.example/ta');
    expect(tags.alternates).toEqual([
      { hreflang: 'en', href: 'https://utsav.example/' },
      { hreflang: 'hi', href: 'https://utsav.example/hi' },
      { hreflang: 'ta', href: 'https://utsav.example/ta' },
      { hreflang: 'te', href: 'https://utsav.example/te' },
      { hreflang: 'kn', href: 'https://utsav.example/kn' },
      { hreflang: 'x-default', href: 'https://utsav.example/' },
    ]);
    const about = headTags({ title: 'About', canonicalPath: '/about' }, { ...context, pathname: '/about', language: 'en' });
    expect(about.canonical).toBe('https://utsav.example/about');
    // A bare path a cookie rendered in Hindi names the bare path (x-default): a crawler reads English there.
    expect(headTags({ title: 'About' }, { ...context, pathname: '/about' }).canonical).toBe('https://utsav.example/about');
    expect(about.alternates.map(({ href }) => href)).toEqual([
      'https://utsav.example/about',
      'https://utsav.example/hi/about',
      'https://utsav.example/ta/about',
      'https://utsav.example/te/about',
      'https://utsav.example/kn/about',
      'https://utsav.example/about',
    ]);
  });

  it("says the page's Open Graph locale and the other four as alternates", () => {
    const metas = headTags({ title: 'X' }, { ...context, language: 'kn' }).metas;
    expect(metas.filter((meta) => meta.key === 'og:locale').map((meta) => meta.content)).toEqual(['kn_IN']);
    expect(metas.filter((meta) => meta.key === 'og:locale:alternate').map((meta) => meta.content)).toEqual(['en_IN', 'hi_IN', 'ta_IN', 'te_IN']);
  });
});
