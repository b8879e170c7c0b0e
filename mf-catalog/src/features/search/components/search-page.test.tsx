// /search without a server (the api functions are the seam): the empty page's suggestions,
// a text over the database's limit kept and cut to whole words, and a page past the end
// replaced by page 1. The suggestions' SQL is tested in supabase/tests/search_suggestions,
// the whole journey in e2e/tests/catalog-search.spec.ts.
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import commonEnglish from '@utsav/shared/locales/en.json';
import { searchCatalogue, type SearchResult } from '../api/search-catalogue';
import { searchSuggestions } from '../api/search-suggestions';
import SearchPage from './search-page';

vi.mock('../api/search-catalogue', () => ({ searchCatalogue: vi.fn() }));
vi.mock('../api/search-suggestions', () => ({ searchSuggestions: vi.fn() }));

const ASHA = { id: 'a0000000-0000-4000-8000-0000000000f3', email: 'asha@example.in' };
// The catalogue's strings, as the app registers them (app/catalog-namespace.ts).
const prepare = [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))];
// One name per category, in the common namespace (shared/domain/categories.ts).
const categoryName = (key: (typeof SERVICE_CATEGORIES)[number]['key']) => commonEnglish.categories[key];

const hit = (n: number): SearchResult => ({
  kind: 'service',
  id: `s${n}`,
  title: `Wedding Photography ${n}`,
  title_language: 'en',
  provider_id: 'p1',
  provider_name: 'Lens Stories',
  category_slug: 'wedding-photography',
  city: 'Chennai',
  price_paise: 2500000,
  price_unit: 'per_event',
  rating_avg: 4.6,
  rating_count: 7,
  rating_of: 'self',
  estimate_paise: 2500000,
  estimate_quantity: 1,
  image: null,
  score: 1,
  total_count: 3,
});

beforeEach(() => {
  vi.mocked(searchSuggestions).mockReset().mockResolvedValue({ spelling: null, categories: [] });
  vi.mocked(searchCatalogue)
    .mockReset()
    .mockImplementation(async (args) => {
      if (args.p_q === 'fotografer') return { rows: [], total: 0 };
      // Three results: one page; any later page is empty.
      return (args.p_offset ?? 0) > 0 ? { rows: [], total: 0 } : { rows: [hit(1), hit(2), hit(3)], total: 3 };
    });
});

describe('/search', () => {
  it('with no results suggests a respelling and the categories the words are about', async () => {
    vi.mocked(searchSuggestions).mockResolvedValue({ spelling: 'photographer', categories: ['wedding-photography'] });
    await renderWithProviders(<SearchPage />, { at: '/search?q=fotografer&city=Chennai', user: ASHA, prepare });
    expect(await screen.findByText('Nothing matches “fotografer”.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'photographer' })).toHaveAttribute('href', '/search?q=photographer&city=Chennai');
    expect(screen.getByText('Browse these categories')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: categoryName('photography') })).toHaveAttribute('href', '/services/wedding-photography');
    expect(screen.queryByRole('link', { name: categoryName('catering') })).toBeNull();
    expect(searchSuggestions).toHaveBeenCalledWith('fotografer');
  });

  it('opened with nothing asked, says what to type and offers the categories, searching nothing', async () => {
    const { router } = await renderWithProviders(<SearchPage />, { at: '/search', user: ASHA, prepare });
    expect(await screen.findByRole('heading', { level: 2, name: 'What are you looking for?' })).toBeInTheDocument();
    expect(screen.getByText('Type the name of a service, a provider or a bundle above.')).toBeInTheDocument();
    for (const { slug, key } of SERVICE_CATEGORIES) {
      expect(screen.getByRole('link', { name: categoryName(key) })).toHaveAttribute('href', `/services/${slug}`);
    }
    expect(screen.queryByText(/Nothing matches/)).toBeNull();
    expect(searchCatalogue).not.toHaveBeenCalled();
    // A filter is a question: the results for it, without words.
    await act(() => router.navigate('/search?city=Chennai'));
    expect(await screen.findByRole('heading', { level: 2, name: '3 results' })).toBeInTheDocument();
    expect(vi.mocked(searchCatalogue).mock.calls[0]![0]).toMatchObject({ p_q: null, p_city: 'Chennai' });
  });

  it("while a new search loads, never says the last one's count or 'nothing matches' of the new words", async () => {
    let answer: (result: { rows: SearchResult[]; total: number }) => void = () => undefined;
    vi.mocked(searchCatalogue).mockImplementation((args) =>
      args.p_q === 'fotografer' ? Promise.resolve({ rows: [], total: 0 }) : new Promise((resolve) => (answer = resolve)),
    );
    const { router } = await renderWithProviders(<SearchPage />, { at: '/search?q=fotografer', user: ASHA, prepare });
    expect(await screen.findByText('Nothing matches “fotografer”.')).toBeInTheDocument();
    await act(() => router.navigate('/search?q=wedding'));
    await waitFor(() => expect(vi.mocked(searchCatalogue).mock.lastCall![0].p_q).toBe('wedding'));
    expect(screen.queryByText(/Nothing matches/)).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: /results/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Loading…' })).toBeInTheDocument();
    await act(async () => answer({ rows: [hit(1)], total: 1 }));
    expect(await screen.findByRole('heading', { level: 2, name: '1 result for “wedding”' })).toBeInTheDocument();
  });

  it('offers every category when no category matches and there is no respelling', async () => {
    await renderWithProviders(<SearchPage />, { at: '/search?q=fotografer', user: ASHA, prepare });
    expect(await screen.findByText('Or browse a category')).toBeInTheDocument();
    expect(screen.queryByText('Did you mean')).toBeNull();
    for (const { slug, key } of SERVICE_CATEGORIES) {
      expect(screen.getByRole('link', { name: categoryName(key) })).toHaveAttribute('href', `/services/${slug}`);
    }
  });

  it('keeps a text over 100 characters, searches its first whole words and says so', async () => {
    const long = `wedding photography ${'chennai '.repeat(14)}`.trim();
    await renderWithProviders(<SearchPage />, { at: `/search?q=${encodeURIComponent(long)}`, user: ASHA, prepare });
    expect(await screen.findByRole('searchbox')).toHaveValue(long);
    const note = await screen.findByRole('note');
    expect(note.textContent).toMatch(/^Only the first 100 characters are searched: “wedding photography chennai/);
    const searched = vi.mocked(searchCatalogue).mock.calls[0]![0].p_q!;
    expect(searched.length).toBeLessThanOrEqual(100);
    expect(long.startsWith(searched)).toBe(true);
    expect(searched.endsWith('chennai')).toBe(true);
  });

  it('goes back to page 1 from a page past the end, replacing the address', async () => {
    const { router } = await renderWithProviders(<SearchPage />, { at: '/search?q=wedding&page=99', user: ASHA, prepare });
    await waitFor(() => expect(router.state.location.search).toBe('?q=wedding'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 2, name: '3 results for “wedding”' })).toBeInTheDocument();
    expect(screen.queryByText(/Nothing matches/)).toBeNull();
  });

  it('says "1,000+" above the 1,000 results the database counts, and pages only within them', async () => {
    // search_catalogue stops counting at 1,001 (supabase/tests/search_catalogue.test.ts).
    vi.mocked(searchCatalogue).mockResolvedValue({ rows: [hit(1), hit(2)], total: 1001 });
    const { router } = await renderWithProviders(<SearchPage />, { at: '/search?q=wedding&page=50', user: ASHA, prepare });
    expect(await screen.findByRole('heading', { level: 2, name: '1,000+ results for “wedding”' })).toBeInTheDocument();
    expect(screen.getByText('Page 50 of 50')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    // Page 51 lies beyond the first 1,000: page 1 in place of it.
    await act(() => router.navigate('/search?q=wedding&page=51'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=wedding'));
    expect(await screen.findByText('Page 1 of 50')).toBeInTheDocument();
  });

  it('says "1,000+" in Hindi, grouped the Indian way', async () => {
    vi.mocked(searchCatalogue).mockResolvedValue({ rows: [hit(1)], total: 1001 });
    await renderWithProviders(<SearchPage />, { at: '/search?q=shaadi', user: ASHA, prepare, language: 'hi' });
    expect(await screen.findByRole('heading', { level: 2, name: '“shaadi” के लिए 1,000+ परिणाम' })).toBeInTheDocument();
  });

  it("says when a card's rating is its provider's, and shows a per-plate service's estimate for the guests asked for", async () => {
    const caterer: SearchResult = { ...hit(4), title: 'Banana-leaf feast', price_paise: 45000, price_unit: 'per_plate', rating_of: 'provider', estimate_paise: 45000 * 200, estimate_quantity: 200 };
    vi.mocked(searchCatalogue).mockResolvedValue({ rows: [hit(1), caterer], total: 2 });
    await renderWithProviders(<SearchPage />, { at: '/search?q=feast&guests=200', user: ASHA, prepare });
    const own = await screen.findByRole('article', { name: 'Wedding Photography 1' });
    const theirs = screen.getByRole('article', { name: 'Banana-leaf feast' });
    expect(own.querySelector('[role="img"]')).toHaveAccessibleName('Rated 4.6 out of 5 from 7 reviews');
    expect(theirs.querySelector('[role="img"]')).toHaveAccessibleName('No reviews of this service yet. Its provider is rated 4.6 out of 5 from 7 reviews');
    expect(theirs).toHaveTextContent('Provider ★ 4.6');
    expect(theirs).toHaveTextContent('≈ ₹90,000 for 200 guests');
  });
});
