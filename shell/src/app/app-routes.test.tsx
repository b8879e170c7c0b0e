import { describe, expect, it } from 'vitest';
import { appNamed } from '@utsav/shared/federation/registry';
import { SHELL_PAGES } from './app-routes';

describe("the shell's pages and the registry", () => {
  it('list the same paths', () => {
    expect(Object.keys(SHELL_PAGES).sort()).toEqual(appNamed('shell')?.routes.map((route) => route.path).sort());
  });
});
