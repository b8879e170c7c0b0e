// A card's link does what React Router's Link did for it: the language prefix in its href, a plain
// click navigating in the app, a modified click left to the browser.
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CardLink } from './card-link';

function renderAt(basename: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <CardLink to="/bundles/b1?city=Pune">Wedding bundle</CardLink> },
      { path: '/bundles/:id', element: <h1>Bundle page</h1> },
    ],
    { basename, initialEntries: [basename === '/' ? '/' : basename] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('CardLink', () => {
  it('links to the address under the language prefix, as Link did', () => {
    renderAt('/hi');
    expect(screen.getByRole('link', { name: 'Wedding bundle' })).toHaveAttribute('href', '/hi/bundles/b1?city=Pune');
  });

  it('links to the bare address in the default language', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Wedding bundle' })).toHaveAttribute('href', '/bundles/b1?city=Pune');
  });

  it('navigates in the app on a plain click, with a new history entry', async () => {
    const router = renderAt('/hi');
    fireEvent.click(screen.getByRole('link', { name: 'Wedding bundle' }));
    expect(await screen.findByRole('heading', { name: 'Bundle page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hi/bundles/b1');
    expect(router.state.location.search).toBe('?city=Pune');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a modified or middle click to the browser', () => {
    const router = renderAt('/');
    const link = screen.getByRole('link', { name: 'Wedding bundle' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });
});
