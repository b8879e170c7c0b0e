// Arriving on a page through the shell's frame: at its top, with focus on its heading.
import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@utsav/shared/testing/render-with-providers';
import { SHELL_NAMESPACES } from '../../testing/render-shell-page';
import { RootLayout } from './root-layout';

const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockReset();
  vi.stubGlobal('scrollTo', scrollTo);
  // jsdom has no layout: the header's fold watches sizes that never change here.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Services() {
  return (
    <>
      <h1>Services</h1>
      <Link to="/bookings/UTS-1">Open booking</Link>
      <Link to="/services?sort=price">Cheapest first</Link>
    </>
  );
}

const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/services', element: <Services /> },
      { path: '/bookings/:code', element: <h1>Your booking</h1> },
    ],
  },
];

describe("the shell's frame on a move to another page", () => {
  it('starts the new page at its top with focus on its heading, and leaves the first load alone', async () => {
    const { user, router } = await renderRoutes(routes, { at: '/services', prepare: SHELL_NAMESPACES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).not.toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Open booking' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your booking' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(router.state.location.pathname).toBe('/bookings/UTS-1');
  });

  it('keeps scroll and focus when only the query of the same page changes', async () => {
    const { user } = await renderRoutes(routes, { at: '/services', prepare: SHELL_NAMESPACES });
    const link = await screen.findByRole('link', { name: 'Cheapest first' });
    await user.click(link);
    expect(link).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
