import { configureFederation } from '@utsav/shared/federation/remote-loader';
import { sharedCompatPlugin } from './shared-compat-plugin';

declare global {
  /** The federation plugin this build ran, whose runtime the shell provides (tooling/create-app-config.mjs). */
  const __UTSAV_FEDERATION_VERSION__: string;
}

/**
 * The shell's federation set-up, given the URLs read from remotes.json: the shell's own modules
 * as the share scope (host-shares.ts, fetched with the first remote, never on a page without one),
 * the runtime's core for every container, and the refusal of a remote built against a `shared` the shell cannot stand in for
 * or with a federation plugin whose container cannot run on the shell's runtime.
 */
export function configureShellFederation(manifests: Record<string, string>): void {
  configureFederation({
    name: 'shell',
    manifests,
    shared: () => import(/* webpackChunkName: "mf-runtime" */ './host-shares').then(({ hostShares }) => hostShares()),
    // The containers carry no runtime core of their own: the shell's, fetched with the runtime, is theirs.
    provideRuntime: () =>
      import(/* webpackChunkName: "mf-runtime" */ '@utsav/shared/federation/federation-runtime-core').then(({ provideFederationRuntimeCore }) => provideFederationRuntimeCore()),
    plugins: [sharedCompatPlugin(__UTSAV_FEDERATION_VERSION__)],
  });
}
