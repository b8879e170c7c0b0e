import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@utsav/shared/federation/standalone/demo-accounts';
import { RouteIndexPage } from '@utsav/shared/federation/standalone/route-index-page';
import { SignInPage } from '@utsav/shared/federation/standalone/sign-in-page';
import { registerStandaloneNamespace } from '@utsav/shared/federation/standalone/standalone-namespace';
import { registerCommonNamespace } from '@utsav/shared/i18n/common-namespace';
import { i18n } from '@utsav/shared/i18n/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let router: ReturnType<typeof createMemoryRouter>;

beforeAll(async () => {
  await Promise.all([registerCommonNamespace(), registerStandaloneNamespace()]);
});

function render(routes: RouteObject[], at: string) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  router = createMemoryRouter([...routes, { path: '*', element: <p>elsewhere</p> }], { initialEntries: [at] });
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    ),
  );
}

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const buttonNamed = (name: string) => [...container.querySelectorAll('button')].find((button) => button.textContent?.includes(name));

describe('the standalone route index', () => {
  const routes = [
    { path: '/blog', guard: 'public' as const },
    { path: '/blog/:slug', guard: 'auth' as const, example: { slug: 'timeless-wedding-traditions' } },
    { path: '/admin/:id', guard: 'admin' as const },
  ];

  it('lists every registry route with its guard; a static one is a link', () => {
    render([{ path: '/', element: <RouteIndexPage app="blog" routes={routes} /> }], '/');
    const list = container.querySelector('ul[aria-label="Routes of blog"]')!;
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(list.querySelector('a')?.getAttribute('href')).toBe('/blog');
    expect([...list.querySelectorAll('.standalone-index__guard')].map((badge) => badge.textContent)).toEqual([
      'Public',
      'Sign-in required',
      'Admins only',
    ]);
  });

  it('opens a dynamic route with its example, or waits for a value', () => {
    render([{ path: '/', element: <RouteIndexPage app="blog" routes={routes} /> }], '/');
    const [blogForm, adminForm] = [...container.querySelectorAll('form')];
    expect(blogForm!.querySelector('input')!.value).toBe('timeless-wedding-traditions');
    expect(adminForm!.querySelector('button')!.disabled).toBe(true);
    act(() => blogForm!.querySelector('button')!.click());
    expect(router.state.location.pathname).toBe('/blog/timeless-wedding-traditions');
  });
});

describe('the standalone sign-in page', () => {
  it('offers the demo accounts in a development build', () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    render([{ path: '/auth/login', element: <SignInPage /> }], '/auth/login');
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'customer@utsav.test',
      'provider@utsav.test',
      'admin@utsav.test',
      'pending@utsav.test',
    ]);
    for (const account of DEMO_ACCOUNTS) expect(buttonNamed(account.email)?.textContent).toMatch(/^Sign in as /);
  });

  it('has only the form when there are no demo accounts (a production build)', () => {
    render([{ path: '/auth/login', element: <SignInPage demoAccounts={[]} /> }], '/auth/login');
    expect(container.querySelector('#standalone-email')).not.toBeNull();
    expect(container.querySelector('#standalone-password')).not.toBeNull();
    expect(container.textContent).not.toContain('@utsav.test');
    expect(container.textContent).not.toContain('Demo accounts');
  });

  it('asks for both fields, through the shared rules, before it calls the backend', async () => {
    render([{ path: '/auth/login', element: <SignInPage demoAccounts={[]} /> }], '/auth/login');
    await act(async () => buttonNamed('Sign in')!.click());
    expect(container.querySelector('#standalone-email-error')?.textContent).toBe('Enter your email address.');
    expect(container.querySelector('#standalone-password-error')?.textContent).toBe('Enter your password.');
    expect(document.activeElement?.id).toBe('standalone-email');
  });
});
