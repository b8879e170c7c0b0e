import { describe, expect, it } from 'vitest';
import { headTags } from '@utsav/shared/head/page-head';

const context = { origin: 'https://utsav.example', pathname: '/services/pooja-services', language: 'hi' as const, siteDescription: 'Site' };

describe('headTags', () => {
  it('gives the page its title, canonical address and Open Graph preview', () => {
    const tags = headTags({ title: 'पूजा सेवाएँ', description: 'तुलना करें', canonicalPath: '/services/pooja-services' }, context);
    expect(tags.title).toBe('पूजा सेवाएँ · Utsav');
    expect(tags.canonical).toBe('https://utsav.example/services/pooja-services');
    const meta = Object.fromEntries(tags.metas.map((m) => [m.key, m.content]));
    expect(meta).toMatchObject({
      description: 'तुलना करें',
      'og:title': 'पूजा सेवाएँ',
      'og:description': 'तुलना करें',
      'og:url': 'https://utsav.example/services/pooja-services',
      'og:image': 'https://utsav.example/og-image.png',
      'og:locale': 'hi_IN',
    });
  });

  it('falls back to the site description and the current path, and keeps absolute picture URLs', () => {
    const tags = headTags({ title: 'X', image: 'https://cdn.example/p.jpg' }, context);
    const meta = Object.fromEntries(tags.metas.map((m) => [m.key, m.content]));
    expect(meta.description).toBe('Site');
    expect(meta['og:image']).toBe('https://cdn.example/p.jpg');
    expect(tags.canonical).toBe('https://utsav.example/services/pooja-services');
  });
});
