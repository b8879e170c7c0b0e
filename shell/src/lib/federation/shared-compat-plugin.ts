import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  checkSharedCompat,
  describeSharedRefusal,
  sharedVersionOf,
  type SharedModuleEntry,
} from '@utsav/shared/federation/compat';

type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

/** The `shared` version the shell provides: what its own build registered for `@utsav/shared/*`. */
export function hostSharedVersion(options: SnapshotArgs['options']): string | undefined {
  const entries: SharedModuleEntry[] = Object.entries(options.shared).flatMap(([sharedName, versions]) =>
    versions.filter((shared) => !shared.from || shared.from === options.name).map((shared) => ({ sharedName, version: shared.version })),
  );
  return sharedVersionOf(entries);
}

/**
 * Refuses a remote whose manifest says it was built against a `shared` this shell cannot stand
 * in for (shared/federation/compat.ts). It runs as soon as the manifest is read, before any of
 * the remote's code is fetched, for every way a remote loads (pages, widgets, prefetch); the
 * load then fails like an offline remote, so the section shows its "unavailable" panel.
 */
export function sharedCompatPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'utsav-shared-compat',
    loadRemoteSnapshot(args) {
      const { remoteSnapshot, moduleInfo, options } = args;
      const shared = 'shared' in remoteSnapshot ? remoteSnapshot.shared : [];
      const versions = { host: hostSharedVersion(options), remote: sharedVersionOf(shared) };
      const verdict = checkSharedCompat(versions);
      if (verdict.compatible) return args;
      const message = describeSharedRefusal(moduleInfo.name, versions, verdict);
      console.error(message);
      throw new RemoteIncompatibleError(moduleInfo.name, versions, message);
    },
  };
}

export class RemoteIncompatibleError extends Error {
  override name = 'RemoteIncompatibleError';
  constructor(
    readonly remoteName: string,
    readonly versions: { host: string | undefined; remote: string | undefined },
    message: string,
  ) {
    super(message);
  }
}
