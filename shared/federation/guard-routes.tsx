import type { RouteObject } from 'react-router-dom';
import { GuardFor } from '@utsav/shared/auth/route-guards';
import { guardForPattern } from '@utsav/shared/federation/registry';

/**
 * Puts the registry's guard around every page of a remote's route objects, by the page's exact
 * pattern: the shell and a standalone run guard the same pages the same way, and a remote cannot
 * forget one. Layout routes (no path) are left as they are, so a guard never remounts a layout.
 */
export function withRegistryGuards(app: string, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withRegistryGuards(app, route.children) : undefined;
    const guard = route.path ? guardForPattern(app, route.path) : undefined;
    if (!guard || guard === 'public') return (children ? { ...route, children } : route) as RouteObject;
    const { Component: Page, element, ...rest } = route;
    const page = element ?? (Page ? <Page /> : null);
    return { ...rest, ...(children ? { children } : {}), element: <GuardFor guard={guard}>{page}</GuardFor> } as RouteObject;
  });
}
