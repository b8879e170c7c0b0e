// "Book for this occasion" under an article, without a server (the api function is the seam):
// the services come from the article's category, the foremost one with its top services.
// The real list from the database is the end-to-end suite's (blog-federation.spec.ts).
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { topServices } from '../api/top-services';
import { ArticleServices } from './article-services';

vi.mock('../api/top-services', () => ({ topServices: vi.fn() }));

const prepare = [() => registerNamespace('blog', (language) => import(`../../../locales/${language}.json`))];

beforeEach(() => {
  vi.mocked(topServices)
    .mockReset()
    .mockResolvedValue([
      { id: 's1', title: 'Griha Pravesh Pooja', city: 'Bengaluru', categorySlug: 'pooja-services', providerName: 'Shubh Utsav Events', pricePaise: 510000, priceUnit: 'per_event' },
    ]);
});

describe('the services an article is about', () => {
  it('shows the foremost category’s top services and links every category the article is about', async () => {
    await renderWithProviders(<ArticleServices category="ceremonies" />, { prepare });
    const section = screen.getByRole('region', { name: 'Book for this occasion' });
    const top = await within(section).findByRole('list', { name: 'Top-rated services' });
    expect(within(top).getByRole('link', { name: 'Griha Pravesh Pooja' })).toHaveAttribute('href', '/services/pooja-services/s1');
    expect(top).toHaveTextContent('from ₹5,100 per event');
    expect(within(section).getByRole('link', { name: 'Book a pandit' })).toHaveAttribute('href', '/services/pooja-services');
    const more = within(section).getByRole('list', { name: 'More services for this occasion' });
    expect(within(more).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/services/catering', '/services/decoration']);
    expect(topServices).toHaveBeenCalledWith('pooja-services', 3);
  });

  it('keeps the category link when the services cannot be loaded', async () => {
    vi.mocked(topServices).mockRejectedValue(new Error('offline'));
    await renderWithProviders(<ArticleServices category="photography" />, { prepare });
    expect(screen.getByRole('link', { name: 'Book a photographer' })).toHaveAttribute('href', '/services/wedding-photography');
    await vi.waitFor(() => expect(document.querySelector('.blog-services__list')).toBeNull());
    expect(screen.queryByRole('list', { name: 'More services for this occasion' })).toBeNull();
  });
});
