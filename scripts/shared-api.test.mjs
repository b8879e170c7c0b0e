// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffSurface, exportsOf, surfaceOf, versionCovers } from './shared-api.mjs';

describe('shared API surface', () => {
  it('reads every kind of export, types included', () => {
    const source = `
      export const a = 1, b = 2;
      export function f() {}
      export default function Page() { return null; }
      export interface Props { x: number }
      export type Id = string;
      export class Store {}
      export enum Mode { On }
      const hidden = 3;
      export { hidden as shown };
      export * from './other';
      function local() {}
    `;
    expect(exportsOf(source)).toEqual(['* from ./other', 'Id', 'Mode', 'Props', 'Store', 'a', 'b', 'default', 'f', 'shown'].sort());
  });

  it('lists the module files as remotes import them, skipping tests and package files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'surface-'));
    mkdirSync(path.join(dir, 'ui'));
    writeFileSync(path.join(dir, 'ui', 'button.tsx'), 'export function Button() { return null; }');
    writeFileSync(path.join(dir, 'ui', 'button.test.tsx'), 'export const x = 1;');
    writeFileSync(path.join(dir, 'package.json'), '{}');
    writeFileSync(path.join(dir, 'en.json'), '{}');
    const surface = surfaceOf(dir);
    rmSync(dir, { recursive: true, force: true });
    expect(Object.keys(surface).sort()).toEqual(['en.json', 'ui/button']);
    expect(surface['ui/button']?.exports).toEqual(['Button']);
  });

  it('calls a removed module or export major, an added one minor, a same-named change a patch to check', () => {
    const before = { 'ui/a': { exports: ['A', 'old'], text: '1' }, 'ui/gone': { exports: [], text: '' } };
    expect(diffSurface(before, { 'ui/a': { exports: ['A'], text: '2' } })).toMatchObject({ removed: ['ui/a: old', 'ui/gone'], bump: 'major' });
    expect(diffSurface(before, { ...before, 'ui/new': { exports: ['N'], text: '' } })).toMatchObject({ added: ['ui/new'], bump: 'minor' });
    expect(diffSurface(before, { ...before, 'ui/a': { exports: ['A', 'old'], text: '2' } })).toMatchObject({ changed: ['ui/a'] });
    expect(diffSurface(before, before).bump).toBe('none');
  });

  it('checks the version moved far enough', () => {
    expect(versionCovers('1.2.0', '2.0.0', 'major')).toBe(true);
    expect(versionCovers('1.2.0', '1.3.0', 'major')).toBe(false);
    expect(versionCovers('1.2.0', '1.3.0', 'minor')).toBe(true);
    expect(versionCovers('1.2.0', '1.2.5', 'minor')).toBe(false);
    expect(versionCovers('1.2.0', '1.2.0', 'none')).toBe(true);
  });
});
