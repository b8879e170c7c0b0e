// The active-filter chips: one per filter in the URL (a price range is one chip), labelled in
// the reader's terms, each removing exactly its own keys. The phone sheet and the page around
// them are e2e/tests/catalog-listing-layout.spec.ts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { ActiveFilterChips, FiltersButton } from './active-filter-chips';

const prepare = [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))];

async function renderChips(query: string) {
  const onRemove = vi.fn();
  const onClearAll = vi.fn();
  await renderWithProviders(<ActiveFilterChips params={new URLSearchParams(query)} onRemove={onRemove} onClearAll={onClearAll} />, { prepare });
  return { onRemove, onClearAll };
}

describe('ActiveFilterChips', () => {
  it('shows each active filter once, in the URL order, with Clear all; search text, sort and page are not chips', async () => {
    await renderChips('q=wedding&type=provider&category=catering&city=Chennai&min=500&max=2000&guests=150&rating=4&cuisine=Chettinad&veg=1&sort=price_asc&page=2');
    const list = await screen.findByRole('list', { name: 'Active filters' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Providers',
      'Catering',
      'Chennai',
      '₹500 – ₹2,000',
      '150 guests',
      '4★ and above',
      'Chettinad',
      'Vegetarian only',
      'Clear all',
    ]);
  });

  it('removes a price range as one chip, and a lone bound as its own', async () => {
    const { onRemove } = await renderChips('min=500&max=2000');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove filter: ₹500 – ₹2,000' }));
    expect(onRemove).toHaveBeenCalledWith(['min', 'max']);
    // A single chip needs no Clear all.
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('names a lone bound, a hall capacity and a date in words', async () => {
    const { onRemove } = await renderChips('date=2031-03-14&max=150000&capacity=300');
    expect(await screen.findByRole('button', { name: 'Remove filter: Up to ₹1,50,000' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter: On 14 March 2031' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Seats 300+' }));
    expect(onRemove).toHaveBeenCalledWith(['capacity']);
  });

  it('shows nothing without filters', async () => {
    await renderChips('q=mehendi&sort=newest');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});

describe('FiltersButton', () => {
  it('says how many filters are on to a screen reader, and opens the sheet', async () => {
    const onOpen = vi.fn();
    await renderWithProviders(<FiltersButton withSort activeCount={2} onOpen={onOpen} />, { prepare });
    const button = await screen.findByRole('button', { name: 'Filters · Sort 2 filters on' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
