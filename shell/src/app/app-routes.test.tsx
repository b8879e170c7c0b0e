import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GuardFor } from '@utsav/shared/auth/route-guards';
import { appNamed } from '@utsav/shared/federation/registry';
import { appRoutes, SHELL_PAGES } from './app-routes';

describe("the shell's pages and the registry", () => {
  it('list the same paths', () => {
    expect(Object.keys(SHELL_PAGES).sort()).toEqual(appNamed('shell')?.routes.map((route) => route.path).sort());
  });

  // The end-to-end suite opens one guarded shell page (account-guards.spec.ts); this covers every one.
  it('put each page behind the guard the registry gives it', () => {
    const children: RouteObject[] = appRoutes()[0]?.children ?? [];
    const guards = Object.fromEntries(
      children
        .filter((route) => route.index || (route.path && route.path !== '*'))
        .map((route) => {
          const element = route.element;
          expect(isValidElement(element) && element.type === GuardFor, route.path ?? '/').toBe(true);
          return [route.index ? '/' : route.path!, (element as { props: { guard: string } }).props.guard];
        }),
    );
    expect(guards).toEqual(Object.fromEntries(appNamed('shell')!.routes.map((route) => [route.path, route.guard])));
  });
});
