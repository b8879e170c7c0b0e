import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { usePageHead } from '@utsav/shared/head/page-head';

const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function Page({ title }: { title: string }) {
  usePageHead({ title, canonicalPath: `/${title.toLowerCase()}` });
  return <h1>{title}</h1>;
}

/** Two pages in a row (a quick second click). */
function TwoPages() {
  const [second, setSecond] = useState(false);
  return (
    <>
      <Page title={second ? 'Blog' : 'Bundles'} />
      <button onClick={() => setSecond(true)}>next</button>
    </>
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('usePageHead', () => {
  it('names the tab as the page commits, and writes the tags for crawlers and previews in the next task', async () => {
    await renderWithProviders(<Page title="Bundles" />);
    expect(screen.getByRole('heading', { name: 'Bundles' })).toBeInTheDocument();
    expect(document.title).toBe('Bundles · Utsav');
    expect(canonical()).toBeUndefined();
    await nextTask();
    expect(canonical()).toBe(`${window.location.origin}/bundles`);
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(6);
  });

  it("ends with the latest page's tags when pages follow each other quickly", async () => {
    await renderWithProviders(<TwoPages />);
    screen.getByRole('button', { name: 'next' }).click();
    await screen.findByRole('heading', { name: 'Blog' });
    expect(document.title).toBe('Blog · Utsav');
    await nextTask();
    expect(canonical()).toBe(`${window.location.origin}/blog`);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Blog');
  });
});
