// The widget host every app renders, with the real federation runtime: a remote absent from the
// deployment, and one whose manifest cannot be fetched (an address where nothing listens), whose
// Retry goes back to the network. Loading a real remote is the e2e suite's
// (catalog-favourites-widget.spec.ts, federation-retry.spec.ts, booking-standalone-widgets.spec.ts).
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureFederation } from '@utsav/shared/federation/remote-loader';
import { RemoteWidget } from '@utsav/shared/federation/remote-widget';
import { NO_BACKEND_URL, renderWithProviders } from '@utsav/shared/testing/render-with-providers';

const card = (content: ReactNode, { loaded }: { loaded: boolean }) => <section aria-label={loaded ? 'Loaded' : 'Card'}>{content}</section>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RemoteWidget', () => {
  it('shows the host\'s "absent" content for a remote this deployment does not have, and fetches nothing', async () => {
    configureFederation({ name: 'shell', manifests: {} });
    const fetches = vi.spyOn(globalThis, 'fetch');
    await renderWithProviders(<RemoteWidget widget="catalog/FavouritesWidget" frame={card} absent={<p>No favourites yet</p>} />);
    expect(screen.getByRole('region', { name: 'Card' })).toHaveTextContent('No favourites yet');
    expect(fetches.mock.calls.filter(([url]) => String(url).includes('mf-manifest'))).toEqual([]);
  });

  it('shows loading, then the unavailable line with Retry when the remote cannot be reached; Retry asks the network again', async () => {
    const manifest = `${NO_BACKEND_URL}/mf-manifest.json`;
    configureFederation({ name: 'shell', manifests: { catalog: manifest } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetches = vi.spyOn(globalThis, 'fetch');
    const manifestFetches = () => fetches.mock.calls.filter(([url]) => String(url) === manifest).length;
    const { user } = await renderWithProviders(
      <RemoteWidget widget="catalog/FavouritesWidget" frame={card} loading={<p>Loading…</p>} unavailable="Your favourites are unavailable right now." />,
    );
    expect(screen.getByRole('region', { name: 'Card' })).toHaveTextContent('Loading…');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Your favourites are unavailable right now.');
    const first = manifestFetches();
    expect(first).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(manifestFetches()).toBeGreaterThan(first);
  });
});
