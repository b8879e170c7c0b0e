// The favourites widget without a server (the api functions are the seam): pictures and
// prices, removal with Undo (the same row written back), and the WhatsApp share link.
// Removing and restoring for real is the end-to-end suite's (catalog-favourites.spec.ts).
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { startLanguageUrls } from '@utsav/shared/i18n/language-path';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { removeFavourite } from '../../../domain/favourites/api/remove-favourite';
import { listFavourites, type FavouriteEntry } from '../api/list-favourites';
import { restoreFavourite } from '../api/restore-favourite';
import { FavouritesWidget } from './favourites-widget';

vi.mock('../api/list-favourites', async (original) => ({ ...(await original()), listFavourites: vi.fn() }));
vi.mock('../api/restore-favourite', () => ({ restoreFavourite: vi.fn() }));
vi.mock('../../../domain/favourites/api/remove-favourite', () => ({ removeFavourite: vi.fn() }));
vi.mock('../../../domain/favourites/api/list-favourite-keys', () => ({ listFavouriteKeys: vi.fn(async () => new Set()) }));

const ASHA = { id: 'a0000000-0000-4000-8000-0000000000f3', email: 'asha@example.in' };
// The catalogue's strings, as the app registers them (app/catalog-namespace.ts).
const prepare = [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))];

const service: FavouriteEntry = {
  id: 'f1',
  created_at: '2026-11-20T10:00:00Z',
  service_id: 's1',
  provider_id: null,
  bundle_id: null,
  service: { id: 's1', title: 'Griha Pravesh Pooja', city: 'Bengaluru', category_slug: 'pooja-services', price_paise: 510000, price_unit: 'per_event', images: [] },
  provider: null,
  bundle: null,
};
const bundle: FavouriteEntry = {
  id: 'f2',
  created_at: '2026-11-19T10:00:00Z',
  service_id: null,
  provider_id: null,
  bundle_id: 'b1',
  service: null,
  provider: null,
  bundle: { id: 'b1', name: 'Complete South Indian Wedding', city: 'Chennai', bundle_price_paise: 45000000, image_path: null },
};

// The user's rows as the server would keep them.
let saved: FavouriteEntry[] = [];

beforeEach(() => {
  saved = [service, bundle];
  vi.mocked(listFavourites).mockReset().mockImplementation(async () => [...saved]);
  vi.mocked(removeFavourite)
    .mockReset()
    .mockImplementation(async ({ id }) => {
      saved = saved.filter((entry) => entry.service_id !== id && entry.bundle_id !== id && entry.provider_id !== id);
    });
  vi.mocked(restoreFavourite)
    .mockReset()
    .mockImplementation(async (entry) => {
      saved = [...saved, entry].sort((a, b) => b.created_at.localeCompare(a.created_at));
    });
});

describe('the favourites widget', () => {
  it('shows each favourite with its picture and price, linking to its page', async () => {
    await renderWithProviders(<FavouritesWidget />, { user: ASHA, prepare });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Griha Pravesh Pooja' })).toHaveAttribute('href', '/services/pooja-services/s1');
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src');
    expect(rows[0]).toHaveTextContent('from ₹5,100');
    expect(rows[1]).toHaveTextContent('₹4,50,000');
    expect(within(rows[1]!).getByRole('link', { name: 'Complete South Indian Wedding' })).toHaveAttribute('href', '/bundles/b1');
  });

  it('shares the list on WhatsApp: names and full addresses', async () => {
    await renderWithProviders(<FavouritesWidget />, { user: ASHA, prepare });
    const share = await screen.findByRole('link', { name: 'Share list on WhatsApp' });
    const href = share.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toBe(
      [
        'My favourites on Utsav:',
        `• Griha Pravesh Pooja: ${window.location.origin}/services/pooja-services/s1`,
        `• Complete South Indian Wedding: ${window.location.origin}/bundles/b1`,
      ].join('\n'),
    );
  });

  it('shares in the language it is shared in: a Hindi list links to the Hindi addresses (in the shell, which has them)', async () => {
    startLanguageUrls();
    await renderWithProviders(<FavouritesWidget />, { user: ASHA, prepare, language: 'hi' });
    await screen.findAllByRole('listitem');
    const href = document.querySelector('a[href^="https://wa.me/"]')!.getAttribute('href')!;
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toContain(`${window.location.origin}/hi/services/pooja-services/s1`);
    expect(text).toContain(`${window.location.origin}/hi/bundles/b1`);
  });

  it('removes at once and puts the same favourite back on Undo', async () => {
    const { user } = await renderWithProviders(<FavouritesWidget />, { user: ASHA, prepare });
    await user.click(await screen.findByRole('button', { name: 'Remove Griha Pravesh Pooja from favourites' }));
    expect(screen.queryByRole('link', { name: 'Griha Pravesh Pooja' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Griha Pravesh Pooja removed from favourites.');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    expect(removeFavourite).toHaveBeenCalledWith({ kind: 'service', id: 's1' });

    await user.click(undo);
    expect(restoreFavourite).toHaveBeenCalledWith(service);
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Griha Pravesh Pooja' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
