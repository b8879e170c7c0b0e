/**
 * Whether a remote built against one version of `@utsav/shared` can run inside a shell that
 * provides another. The shell's copy is the one used (shareStrategy 'loaded-first'), so a remote
 * fits when that copy has every contract it was built with: the same major, a minor at least
 * its own. Patches change no contract (shared/CHANGELOG.md) and are ignored both ways; in 0.x
 * every minor may break, as in semver. Pure: the shell's federation plugin feeds it versions.
 */

/** Every file of the package is its own federated module under this prefix. */
export const SHARED_PACKAGE_PREFIX = '@utsav/shared/';

/** One federated module as a manifest snapshot lists it (`shared[]` of the runtime's snapshot). */
export interface SharedModuleEntry {
  sharedName: string;
  version?: string | undefined;
}

export type SharedCompat =
  | { compatible: true }
  | { compatible: false; reason: 'other-major' | 'newer-minor' | 'unreadable-version' };

interface Version {
  major: number;
  minor: number;
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

function parse(version: string | undefined): Version | undefined {
  const match = version === undefined ? null : SEMVER.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : undefined;
}

/**
 * The `shared` version a build records for its `@utsav/shared/*` modules (one value by
 * construction; the highest, the most demanding, if a build ever mixed them). Undefined when
 * it uses no `shared` file at all, so it depends on no version.
 */
export function sharedVersionOf(entries: readonly SharedModuleEntry[]): string | undefined {
  let highest: string | undefined;
  let highestParsed: Version | undefined;
  for (const { sharedName, version } of entries) {
    if (!sharedName.startsWith(SHARED_PACKAGE_PREFIX)) continue;
    const parsed = parse(version);
    // An unreadable version wins: the check then refuses instead of guessing.
    if (!parsed) return version ?? '';
    if (!highestParsed || parsed.major > highestParsed.major || (parsed.major === highestParsed.major && parsed.minor > highestParsed.minor)) {
      highest = version;
      highestParsed = parsed;
    }
  }
  return highest;
}

/**
 * @param host    the `shared` version the shell provides
 * @param remote  the one the remote was built against; undefined when it uses no `shared` file
 */
export function checkSharedCompat({ host, remote }: { host: string | undefined; remote: string | undefined }): SharedCompat {
  if (remote === undefined) return { compatible: true };
  const provided = parse(host);
  const built = parse(remote);
  if (!provided || !built) return { compatible: false, reason: 'unreadable-version' };
  if (provided.major !== built.major) return { compatible: false, reason: 'other-major' };
  // 0.x: each minor is its own major.
  if (provided.major === 0 && provided.minor !== built.minor) return { compatible: false, reason: 'other-major' };
  if (built.minor > provided.minor) return { compatible: false, reason: 'newer-minor' };
  return { compatible: true };
}

const WHY: Record<Exclude<SharedCompat, { compatible: true }>['reason'], string> = {
  'other-major': 'another major version, whose contracts differ',
  'newer-minor': 'a newer minor version than the shell has: it may use what the shell lacks',
  'unreadable-version': 'a version that cannot be read',
};

/** The console line a refusal writes, for developers and logs; users see the "unavailable" panel. */
export function describeSharedRefusal(
  remote: string,
  versions: { host: string | undefined; remote: string | undefined },
  verdict: Exclude<SharedCompat, { compatible: true }>,
): string {
  return (
    `[utsav] Remote "${remote}" refused: built against @utsav/shared ${versions.remote ?? '?'}, ` +
    `this shell provides ${versions.host ?? '?'} (${WHY[verdict.reason]}). A remote needs the same major ` +
    `and a minor no newer than the shell's (shared/CHANGELOG.md); its section shows "unavailable" ` +
    `until a compatible build is deployed.`
  );
}

/**
 * Whether a remote's container, built with one version of the federation plugin (its manifest's
 * `metaData.pluginVersion`), runs on the federation runtime the shell provides. A production container
 * carries no runtime of its own: its generated code calls the page's bundler runtime and core
 * (federation-runtime-core.ts), an internal interface of the plugin, not a public contract, which a
 * minor release may change. So a remote needs the shell's major and minor; a patch is a fix either way.
 */
export type FederationCompat = { compatible: true } | { compatible: false; reason: 'other-federation-version' | 'unreadable-version' };

export function checkFederationCompat({ host, remote }: { host: string | undefined; remote: string | undefined }): FederationCompat {
  const provided = parse(host);
  const built = parse(remote);
  if (!provided || !built) return { compatible: false, reason: 'unreadable-version' };
  if (provided.major !== built.major || provided.minor !== built.minor) return { compatible: false, reason: 'other-federation-version' };
  return { compatible: true };
}

/** The console line a refusal for the federation plugin's version writes. */
export function describeFederationRefusal(remote: string, versions: { host: string | undefined; remote: string | undefined }): string {
  return (
    `[utsav] Remote "${remote}" refused: its container was built with the federation plugin ${versions.remote ?? '?'}, ` +
    `this shell runs the federation runtime ${versions.host ?? '?'}. A container runs on the page's runtime, so it needs ` +
    `the same major and minor; its section shows "unavailable" until both are built with the same one.`
  );
}
