// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputDir } from './create-app-config.mjs';
import { hostShareVersions, SINGLETONS, sharedSingletons } from './shared-singletons.mjs';
import { requiredSharedRange, sharedPackageVersion, sharedVersion } from './shared-version.mjs';

const repo = path.resolve(import.meta.dirname, '..');

describe('the shared version a build records', () => {
  it('is shared/package.json\'s, recorded with the range the shell checks', () => {
    const version = sharedPackageVersion();
    expect(version).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
    const shared = sharedSingletons(path.join(repo, 'mf-blog'), {})['@utsav/shared/'];
    expect(shared).toEqual({ singleton: true, version, requiredVersion: requiredSharedRange(version) });
  });

  it('is what the shell gives the share scope at run time, with each singleton at its installed version', () => {
    const shell = path.join(repo, 'shell');
    const { packages, shared } = hostShareVersions(shell, {});
    expect(Object.keys(packages)).toEqual(SINGLETONS);
    const installed = (file) => JSON.parse(readFileSync(path.join(shell, 'node_modules', file, 'package.json'), 'utf8')).version;
    expect(packages['react/jsx-runtime']).toEqual({ version: installed('react'), requiredVersion: sharedSingletons(shell, {}).react.requiredVersion });
    expect(packages['@tanstack/react-query'].version).toBe(installed('@tanstack/react-query'));
    expect(shared).toEqual({ version: sharedPackageVersion(), requiredVersion: requiredSharedRange(sharedPackageVersion()) });
  });

  it('asks for the same major and at least the minor; patches never count; 0.x minors are majors', () => {
    expect(requiredSharedRange('1.4.2')).toBe('^1.4.0');
    expect(requiredSharedRange('2.0.0')).toBe('^2.0.0');
    expect(requiredSharedRange('0.3.1')).toBe('~0.3.0');
  });

  it('takes the test override, and refuses what is not a version', () => {
    expect(sharedVersion({ UTSAV_SHARED_VERSION_OVERRIDE: '0.9.0' })).toBe('0.9.0');
    expect(() => sharedVersion({ UTSAV_SHARED_VERSION_OVERRIDE: 'next' })).toThrow(/not MAJOR.MINOR.PATCH/);
  });

  it('never writes a build labelled with another version into the app\'s own dist/', () => {
    expect(outputDir('/repo/mf-blog', {})).toBe('/repo/mf-blog/dist');
    expect(outputDir('/repo/mf-blog', { UTSAV_DIST_DIR: '/tmp/old-blog' })).toBe('/tmp/old-blog');
    expect(() => outputDir('/repo/mf-blog', { UTSAV_SHARED_VERSION_OVERRIDE: '1.0.0' })).toThrow(/needs UTSAV_DIST_DIR/);
  });

  it('has its changelog entry: the newest heading of shared/CHANGELOG.md is the package version', () => {
    const changelog = readFileSync(path.join(repo, 'shared', 'CHANGELOG.md'), 'utf8');
    expect(/^## (\S+)$/m.exec(changelog)?.[1]).toBe(sharedPackageVersion());
  });
});
