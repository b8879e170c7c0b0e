// A page whose chunk failed to arrive is loaded again by the boundary's Retry, without a reload:
// React.lazy alone keeps the failed import and throws it on every later render.
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { retryableLazy } from '@utsav/shared/federation/retryable-lazy';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { ResetBoundary } from '@utsav/shared/ui/reset-boundary';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

describe('retryableLazy', () => {
  it('imports again after a failed import, when the boundary is reset', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    let imports = 0;
    const LazyPage = retryableLazy(async () => {
      imports += 1;
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Page };
    });
    const { user } = await renderWithProviders(
      <ResetBoundary label="A page" resetKey="/" fallback={(reset) => <UnavailableState onRetry={reset} />}>
        <Suspense fallback={<p>Loading…</p>}>
          <LazyPage title="The page" />
        </Suspense>
      </ResetBoundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // The failure reaches the boundary once: no request after request while the chunk is missing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(imports).toBe(1);
    online = true;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(imports).toBe(2);
  });

  it('imports once while the import succeeds, however often it renders', async () => {
    let imports = 0;
    const LazyPage = retryableLazy(async () => {
      imports += 1;
      return { default: Page };
    });
    const { rerender } = await renderWithProviders(
      <Suspense fallback={null}>
        <LazyPage title="First" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    rerender(
      <Suspense fallback={null}>
        <LazyPage title="Second" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(imports).toBe(1);
  });

  it('renders a page preloaded before its first render at once, without its fallback, importing once', async () => {
    let imports = 0;
    const LazyPage = retryableLazy(async () => {
      imports += 1;
      return { default: Page };
    });
    await LazyPage.preload();
    await renderWithProviders(
      <Suspense fallback={<p>Loading…</p>}>
        <LazyPage title="Preloaded" />
      </Suspense>,
    );
    // Synchronously in the first render: no fallback in between.
    expect(screen.getByRole('heading', { name: 'Preloaded' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(imports).toBe(1);
  });

  it("prefetches a page's data through its module's `prefetch`, importing once, and quietly does nothing without one or offline", async () => {
    let imports = 0;
    const prefetch = vi.fn(() => Promise.resolve('rows'));
    const WithData = retryableLazy(async () => {
      imports += 1;
      return { default: Page, prefetch };
    });
    await expect(WithData.prefetch({ params: { category: 'catering' }, search: '?city=pune' })).resolves.toBe('rows');
    expect(prefetch).toHaveBeenCalledWith({ params: { category: 'catering' }, search: '?city=pune' });
    await WithData.preload();
    expect(imports).toBe(1);

    const WithoutData = retryableLazy(async () => ({ default: Page }));
    await expect(WithoutData.prefetch({ params: {}, search: '' })).resolves.toBeUndefined();
    const Offline = retryableLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(Offline.prefetch({ params: {}, search: '' })).resolves.toBeUndefined();
  });
});
