// The switcher moves the shell to another language's address with no reload and nothing mounted
// again: the same tree, its state kept, its links now under the new prefix.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderNextNavigationAtOnce } from '../lib/federation/prefetch-remote';
import { languageAddressRouter } from './language-address-router';

function Layout() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {open ? 'Sheet open' : 'Open sheet'}
      </button>
      <Link to="/contact">Contact</Link>
      <p>at {pathname}</p>
      <Outlet />
    </>
  );
}

const routes = [{ path: '/', Component: Layout, children: [{ path: 'about', element: <h1>About</h1> }, { path: 'contact', element: <h1>Contact</h1> }] }];

describe('the language address router', () => {
  it('moves to /hi keeping every mounted component and its state, with links under /hi and navigation working after', async () => {
    window.history.replaceState(null, '', '/about?x=1');
    const { router, moveTo } = languageAddressRouter(createBrowserRouter(routes));
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'Open sheet' }));
    const heading = screen.getByRole('heading', { name: 'About' });
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    act(() => moveTo('/hi/about?x=1'));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/hi/about?x=1');
    expect(await screen.findByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/hi/contact');
    // Not mounted again: the same heading element, the sheet still open, the page still /about.
    expect(screen.getByRole('heading', { name: 'About' })).toBe(heading);
    expect(screen.getByRole('button', { name: 'Sheet open' })).toBeInTheDocument();
    expect(screen.getByText('at /about')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/hi/contact');
    // And back to English, the bare address.
    act(() => moveTo('/contact'));
    expect(await screen.findByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Sheet open' })).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it('hands RouterProvider a finished navigation a ready link asked for as one to commit at once, and no other', async () => {
    window.history.replaceState(null, '', '/about');
    const { router } = languageAddressRouter(createBrowserRouter(routes));
    const heard: { path: string; flushSync: boolean }[] = [];
    router.subscribe((state, { flushSync }) => heard.push({ path: state.location.pathname, flushSync }));
    renderNextNavigationAtOnce();
    await router.navigate('/contact');
    await router.navigate('/about');
    expect(heard).toEqual([
      { path: '/contact', flushSync: true },
      { path: '/about', flushSync: false },
    ]);
    window.history.replaceState(null, '', '/');
  });
});
