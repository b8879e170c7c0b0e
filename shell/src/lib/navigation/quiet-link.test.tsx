import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo, Profiler, type ReactNode } from 'react';
import { createMemoryRouter, NavLink, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CurrentLocationProvider } from './current-location';
import { isActivePath, parsePath, QuietLink } from './quiet-link';

/** Counts the commits each link took part in (a Profiler fires only for a subtree that rendered). */
function counted(renders: Map<string, number>, id: string, link: ReactNode) {
  return (
    <Profiler id={id} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
      {link}
    </Profiler>
  );
}

/** A frame like the shell's: its navigation is memoised, so only what a link reads renders it again. */
function setup({ quiet = true, basename, at = '/about' }: { quiet?: boolean; basename?: string; at?: string } = {}) {
  const renders = new Map<string, number>();
  const Nav = memo(function Nav() {
    const link = (to: string, name: string, end = false) =>
      counted(
        renders,
        name,
        quiet ? (
          <QuietLink nav end={end} to={to} className="nav">
            {name}
          </QuietLink>
        ) : (
          <NavLink end={end} to={to} className="nav">
            {name}
          </NavLink>
        ),
      );
    return (
      <nav>
        {link('/', 'Home', true)}
        {link('/about', 'About')}
        {link('/blog', 'Blog')}
        {link('/bundles', 'Bundles')}
        {counted(renders, 'Contact', <QuietLink to="/contact?from=nav">Contact</QuietLink>)}
      </nav>
    );
  });
  function Frame() {
    const page = <Outlet />;
    return quiet ? (
      <CurrentLocationProvider>
        <Nav />
        {page}
      </CurrentLocationProvider>
    ) : (
      <>
        <Nav />
        {page}
      </>
    );
  }
  const router = createMemoryRouter(
    [{ element: <Frame />, children: ['/', '/about', '/blog', '/blog/:slug', '/bundles', '/contact'].map((path) => ({ path, element: <h1>{path}</h1> })) }],
    { initialEntries: [`${basename ?? ''}${at}`], basename },
  );
  render(<RouterProvider router={router} />);
  const link = (name: string) => screen.getByRole('link', { name });
  const navigate = (to: string) => act(() => router.navigate(to));
  return { router, renders, link, navigate };
}

describe('QuietLink', () => {
  it('marks the current page as NavLink does: aria-current="page" and the class active, prefix matches too unless `end`', async () => {
    const { link, navigate } = setup();
    expect(link('About')).toHaveAttribute('aria-current', 'page');
    expect(link('About')).toHaveClass('nav', 'active');
    expect(link('Blog')).not.toHaveAttribute('aria-current');
    expect(link('Blog')).toHaveAttribute('class', 'nav');
    expect(link('Contact')).not.toHaveAttribute('class');

    await navigate('/blog/first-post');
    expect(link('Blog')).toHaveAttribute('aria-current', 'page');
    expect(link('Blog')).toHaveClass('active');
    expect(link('About')).not.toHaveAttribute('aria-current');
    expect(link('About')).not.toHaveClass('active');

    await navigate('/');
    expect(link('Home')).toHaveAttribute('aria-current', 'page');
    await navigate('/bundles');
    // `end`: Home is active on / only.
    expect(link('Home')).not.toHaveAttribute('aria-current');
    expect(link('Bundles')).toHaveAttribute('aria-current', 'page');
  });

  it('renders again only the links whose active state flips, where NavLink renders every link on every navigation', async () => {
    const quiet = setup();
    quiet.renders.clear();
    await quiet.navigate('/contact');
    // About stops being current; Home, Blog, Bundles and the plain Contact link stay as they were.
    expect(Object.fromEntries(quiet.renders)).toEqual({ About: 1 });
    quiet.renders.clear();
    await quiet.navigate('/contact?page=2');
    expect(Object.fromEntries(quiet.renders)).toEqual({});
    quiet.renders.clear();
    await quiet.navigate('/blog');
    expect(Object.fromEntries(quiet.renders)).toEqual({ Blog: 1 });
    document.body.innerHTML = '';

    const routerLinks = setup({ quiet: false });
    routerLinks.renders.clear();
    await routerLinks.navigate('/contact');
    // Outside a CurrentLocationProvider the plain link is React Router's Link, which does the same.
    expect([...routerLinks.renders.keys()].sort()).toEqual(['About', 'Blog', 'Bundles', 'Contact', 'Home']);
  });

  it("keeps the language prefix in every href, and follows the router's basename", () => {
    const { link } = setup({ basename: '/hi' });
    expect(link('Home')).toHaveAttribute('href', '/hi');
    expect(link('Bundles')).toHaveAttribute('href', '/hi/bundles');
    expect(link('Contact')).toHaveAttribute('href', '/hi/contact?from=nav');
    expect(link('About')).toHaveAttribute('aria-current', 'page');
  });

  it('navigates in the app on a plain click, replacing the entry when the address is the one shown, and leaves a modified click to the browser', () => {
    const { router, link } = setup({ basename: '/ta' });
    fireEvent.click(link('Bundles'));
    // The router's own state holds the address with its prefix.
    expect(router.state.location.pathname).toBe('/ta/bundles');
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(link('Bundles'));
    expect(router.state.historyAction).toBe('REPLACE');

    // What the link did with the event, read after React's handlers (then jsdom is kept from loading a document).
    let leftToBrowser: boolean | undefined;
    const afterReact = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', afterReact);
    fireEvent.click(link('Blog'), { ctrlKey: true });
    window.removeEventListener('click', afterReact);
    expect(router.state.location.pathname).toBe('/ta/bundles');
    // Not prevented: the browser opens it (a new tab) itself.
    expect(leftToBrowser).toBe(true);
    expect(link('Bundles')).toHaveAttribute('aria-current', 'page');
  });
});

describe('parsePath and isActivePath', () => {
  it("split an address and match React Router's NavLink rule", () => {
    expect(parsePath('/services/pooja?city=pune#faq')).toEqual({ pathname: '/services/pooja', search: '?city=pune', hash: '#faq' });
    expect(parsePath('/blog')).toEqual({ pathname: '/blog', search: '', hash: '' });
    expect(isActivePath('/Blog/post', '/blog', false)).toBe(true);
    expect(isActivePath('/blogger', '/blog', false)).toBe(false);
    expect(isActivePath('/blog/post', '/blog', true)).toBe(false);
    expect(isActivePath('/services/', '/services/', true)).toBe(true);
    expect(isActivePath('/about', '/', false)).toBe(false);
  });
});
