// The small-screen menu button and its sheet across navigations (following a link in the sheet
// is shell-chrome.spec.ts's): a navigation closes the open sheet, and leaves the closed button be.
import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import type * as ReactI18next from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@utsav/shared/testing/render-with-providers';
import { renderShellPage, SHELL_NAMESPACES } from '../../testing/render-shell-page';
import { MobileMenuButton } from './mobile-menu-button';

// The button's renders, counted by its one translation hook call a render (React's Profiler does
// not report in this build of React).
const renders = vi.hoisted(() => ({ shell: 0 }));
vi.mock('react-i18next', async (original) => {
  const actual = await original<typeof ReactI18next>();
  return {
    ...actual,
    useTranslation: ((...args: Parameters<typeof actual.useTranslation>) => {
      if (args[0] === 'shell') renders.shell += 1;
      return actual.useTranslation(...args);
    }) as typeof actual.useTranslation,
  };
});

describe('the menu button', () => {
  it('closes its open sheet when the address changes (Back, the browser, a link anywhere)', async () => {
    const { user, router } = await renderShellPage(<MobileMenuButton />, { at: '/about' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await act(() => router.navigate('/contact'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  // A navigation is a React transition: the address (and the router) moves at once, the page it
  // renders follows later. A tap on Menu in between renders the button against the page still on
  // screen; the sheet it opened must not take the arriving page for a navigation away from it
  // (seen once in shell-chrome.spec.ts: Menu tapped as the address said /about never opened).
  it('stays open when it was opened while a navigation was still rendering', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const Contact = lazy(() => arrived.then(() => ({ default: () => <h1>Contact</h1> })));
    const layout = (
      <>
        <MobileMenuButton />
        <Outlet />
      </>
    );
    const { user, router } = await renderRoutes(
      [{ element: layout, children: [{ path: '/about', element: <h1>About</h1> }, { path: '/contact', element: <Contact /> }] }],
      { at: '/about', prepare: SHELL_NAMESPACES },
    );
    act(() => void router.navigate('/contact'));
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await act(async () => {
      arrive();
      await arrived;
    });
    // Behind the open (modal) sheet, so out of the accessibility tree: found by its text.
    expect(await screen.findByText('Contact', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  // Issue 27 (a warm navigation under 10 ms): it read the location, so every navigation of every
  // page rendered it (twice: its own state followed the path).
  it('does not render again on a navigation while its sheet is closed', async () => {
    const { router } = await renderShellPage(<MobileMenuButton />, { at: '/about' });
    const before = renders.shell;
    expect(before).toBeGreaterThan(0);
    await act(() => router.navigate('/contact'));
    expect(router.state.location.pathname).toBe('/contact');
    expect(renders.shell).toBe(before);
  });
});
