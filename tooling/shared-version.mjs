// The version of `@utsav/shared` an app is built against. Every app's federation config
// records it (tooling/shared-singletons.mjs), so a host can tell, from a remote's manifest
// alone, whether the remote fits the `shared` it provides (shared/federation/compat.ts).
import { readFileSync } from 'node:fs';

/**
 * Test builds only (scripts/build-remote-against.mjs): label a build with another `shared`
 * version, to prove how a shell treats an older or newer remote. Never used by `pnpm build`.
 */
export const SHARED_VERSION_OVERRIDE_ENV = 'UTSAV_SHARED_VERSION_OVERRIDE';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

export function sharedPackageVersion() {
  return JSON.parse(readFileSync(new URL('../shared/package.json', import.meta.url), 'utf8')).version;
}

/** shared/package.json's version, or the test override when it is set. */
export function sharedVersion(env = process.env) {
  const version = env[SHARED_VERSION_OVERRIDE_ENV] || sharedPackageVersion();
  if (!SEMVER.test(version)) throw new Error(`@utsav/shared version "${version}" is not MAJOR.MINOR.PATCH`);
  return version;
}

/**
 * What a build needs from the `shared` it meets at run time: the same major, at least its
 * minor. Patches change no contract (shared/CHANGELOG.md), so a remote is never refused
 * for a bug-fix release the shell has not caught up with; 0.x minors are breaking, as in semver.
 */
export function requiredSharedRange(version) {
  const [, major, minor] = SEMVER.exec(version) ?? [];
  if (major === undefined) throw new Error(`@utsav/shared version "${version}" is not MAJOR.MINOR.PATCH`);
  return major === '0' ? `~0.${minor}.0` : `^${major}.${minor}.0`;
}
