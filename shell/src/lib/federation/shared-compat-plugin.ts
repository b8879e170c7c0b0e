import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type * as CompatModule from '@utsav/shared/federation/compat';
import type { SharedModuleEntry } from '@utsav/shared/federation/compat';

type Compat = typeof CompatModule;
type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

/** The `@utsav/shared/*` modules the shell itself provides, with the version its build gave them. */
function hostSharedEntries(options: SnapshotArgs['options']): SharedModuleEntry[] {
  return Object.entries(options.shared).flatMap(([sharedName, versions]) =>
    versions.filter((shared) => !shared.from || shared.from === options.name).map((shared) => ({ sharedName, version: shared.version })),
  );
}

/**
 * Refuses a remote whose manifest says it was built against a `shared` this shell cannot stand
 * in for, or with a federation plugin whose container cannot run on this shell's runtime
 * (shared/federation/compat.ts). It runs as soon as the manifest is read, before any of
 * the remote's code is fetched, for every way a remote loads (pages, widgets, prefetch); the
 * load then fails like an offline remote, so the section shows its "unavailable" panel.
 *
 * @param federationVersion  the version of the federation runtime the shell provides (its
 *   @module-federation/enhanced, from the build); left out, the plugin's version is not compared.
 */
export function sharedCompatPlugin(federationVersion?: string): ModuleFederationRuntimePlugin {
  // Not a static import: that would put the check on the home page's render-critical path.
  // It is fetched beside the first remote's manifest instead, so it adds no wait either.
  let compat: Promise<Compat> | undefined;
  const loadCompat = () =>
    (compat ??= import('@utsav/shared/federation/compat').catch((error: unknown) => {
      compat = undefined;
      throw error;
    }));

  return {
    name: 'utsav-shared-compat',
    beforeLoadRemoteSnapshot() {
      loadCompat().catch(() => undefined);
    },
    async loadRemoteSnapshot(args) {
      const { checkFederationCompat, checkSharedCompat, describeFederationRefusal, describeSharedRefusal, sharedVersionOf } = await loadCompat();
      const { remoteSnapshot, moduleInfo, options } = args;
      // Only a manifest names the plugin a remote was built with (a snapshot from elsewhere does not).
      if (federationVersion !== undefined && args.manifestJson) {
        const built = { host: federationVersion, remote: args.manifestJson.metaData?.pluginVersion };
        if (!checkFederationCompat(built).compatible) {
          const message = describeFederationRefusal(moduleInfo.name, built);
          console.error(message);
          throw new RemoteIncompatibleError(moduleInfo.name, built, message);
        }
      }
      const shared = 'shared' in remoteSnapshot ? remoteSnapshot.shared : [];
      const versions = { host: sharedVersionOf(hostSharedEntries(options)), remote: sharedVersionOf(shared) };
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
