import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteIncompatibleError, sharedCompatPlugin } from './shared-compat-plugin';

// The runtime caches manifests by URL across instances: each case serves its own.
const manifestUrl = (hostVersion: string, builtWith: string, plugin = '2.9.2') => `http://blog.invalid/${hostVersion}/${builtWith}/${plugin}/mf-manifest.json`;

/** A remote's mf-manifest.json as rspack writes it, reduced to what the runtime reads. */
function manifestBuiltWith(sharedVersion: string, pluginVersion: string) {
  const assets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
  return {
    id: 'blog',
    name: 'blog',
    metaData: {
      name: 'blog',
      globalName: 'blog',
      buildInfo: { buildVersion: '0.1.0', buildName: '@utsav/mf-blog' },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion,
    },
    shared: [
      { id: 'blog:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '19.3.1', assets },
      ...['toast/toast-store', 'i18n/i18n'].map((file) => ({
        id: `blog:@utsav/shared/${file}`,
        name: `@utsav/shared/${file}`,
        version: sharedVersion,
        singleton: true,
        requiredVersion: `^${sharedVersion}`,
        assets,
      })),
    ],
    remotes: [],
    exposes: [
      { id: 'blog:App', name: 'App', path: './App', assets },
      { id: 'blog:LatestWidget', name: 'LatestWidget', path: './LatestWidget', assets },
    ],
  };
}

/**
 * A real federation runtime, as the shell's, providing `shared` at `hostVersion`; the network is a stub that
 * answers the manifest and records every other request (the remote's own code would come next).
 */
function shellProviding(hostVersion: string, remoteBuiltWith: string, federation = { shell: '2.9.2', remote: '2.9.2' }) {
  const requested: string[] = [];
  const url = manifestUrl(hostVersion, remoteBuiltWith, federation.remote);
  const network: ModuleFederationRuntimePlugin = {
    name: 'test-network',
    async fetch(request) {
      requested.push(request);
      if (request === url) return new Response(JSON.stringify(manifestBuiltWith(remoteBuiltWith, federation.remote)));
      throw new Error(`unexpected request ${request}`);
    },
    loadEntry({ remoteInfo }) {
      requested.push(remoteInfo.entry);
      throw new Error('the remote entry was requested');
    },
  };
  const instance = createInstance({
    name: `shell_${hostVersion}_${remoteBuiltWith}_${federation.shell}_${federation.remote}`.replaceAll('.', '_'),
    remotes: [{ name: 'blog', entry: url }],
    shared: {
      '@utsav/shared/toast/toast-store': { version: hostVersion, lib: () => ({}), shareConfig: { singleton: true, requiredVersion: false } },
    },
    plugins: [network, sharedCompatPlugin(federation.shell)],
  });
  return { instance, requested };
}

describe('the shell refuses a remote built against a `shared` it cannot stand in for', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());

  it('refuses another major from its manifest alone, before fetching any of its code', async () => {
    const { instance, requested } = shellProviding('1.4.0', '2.0.0');
    const error = await instance.loadRemote('blog/App').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RemoteIncompatibleError);
    expect(error).toMatchObject({ remoteName: 'blog', versions: { host: '1.4.0', remote: '2.0.0' } });
    expect(requested).toEqual([manifestUrl('1.4.0', '2.0.0')]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Remote "blog" refused: built against @utsav/shared 2.0.0, this shell provides 1.4.0'));
  });

  it('refuses a widget of that remote the same way (the profile page shows its unavailable card)', async () => {
    const { instance, requested } = shellProviding('1.4.0', '3.1.0');
    await expect(instance.loadRemote('blog/LatestWidget')).rejects.toBeInstanceOf(RemoteIncompatibleError);
    expect(requested).toEqual([manifestUrl('1.4.0', '3.1.0')]);
  });

  it('refuses a newer minor', async () => {
    const { instance } = shellProviding('1.4.0', '1.5.0');
    await expect(instance.loadRemote('blog/App')).rejects.toBeInstanceOf(RemoteIncompatibleError);
  });

  it('lets an older minor of the same major through to load its entry', async () => {
    const { instance, requested } = shellProviding('1.4.0', '1.2.0');
    const error = await instance.loadRemote('blog/App').catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(RemoteIncompatibleError);
    expect(requested[0]).toBe(manifestUrl('1.4.0', '1.2.0'));
    expect(requested).toContain('http://blog.invalid/1.4.0/1.2.0/2.9.2/remoteEntry.js');
    expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('refused'));
  });
});

describe('the shell refuses a remote whose container was built with another federation plugin than its runtime', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());

  it('refuses another minor of the plugin from its manifest alone, before fetching any of its code', async () => {
    const { instance, requested } = shellProviding('1.4.0', '1.4.0', { shell: '2.9.2', remote: '2.10.0' });
    const error = await instance.loadRemote('blog/App').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RemoteIncompatibleError);
    expect(error).toMatchObject({ remoteName: 'blog', versions: { host: '2.9.2', remote: '2.10.0' } });
    expect(requested).toEqual([manifestUrl('1.4.0', '1.4.0', '2.10.0')]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Remote "blog" refused: its container was built with the federation plugin 2.10.0, this shell runs the federation runtime 2.9.2'));
  });

  it('lets another patch of the same minor through to load its entry', async () => {
    const { instance, requested } = shellProviding('1.4.0', '1.4.0', { shell: '2.9.2', remote: '2.9.7' });
    const error = await instance.loadRemote('blog/App').catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(RemoteIncompatibleError);
    expect(requested).toContain('http://blog.invalid/1.4.0/1.4.0/2.9.7/remoteEntry.js');
  });
});
