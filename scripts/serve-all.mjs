// Serves the production builds of the shell and every present remote, each on its own
// port as they would be deployed. With --control-port, tests can stop and start a
// remote's server to prove the shell survives a remote going down.
import { createServer } from 'node:http';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { appNamed, backendConfig, presentRemotes, remoteManifestUrls, remotePort, repoRoot, shellPort } from '../tooling/ports.mjs';
import { assertPortFree } from './lib/port-check.mjs';
import { loadPageServer } from './lib/page-server-adapter.mjs';
import { startStaticServer } from './lib/static-server.mjs';

export async function serveAll({ controlPort, quiet = false } = {}) {
  const built = (app) => existsSync(path.join(repoRoot, app.dir, 'dist', 'index.html'));
  const shell = { ...appNamed('shell'), port: shellPort() };
  if (!built(shell)) throw new Error('shell/dist is missing: run "pnpm build" first.');
  const remotes = presentRemotes().map((remote) => ({ ...remote, port: remotePort(remote) }));
  // A remote without a build is left out (the shell shows its "unavailable" panel), as in production.
  for (const remote of remotes.filter((r) => !built(r))) console.warn(`  ${remote.dir}/dist is missing: ${remote.name} is not served.`);
  const apps = [shell, ...remotes.filter(built)];
  for (const app of apps) await assertPortFree(app.port, app.portEnv);

  const dynamic = {
    '/runtime-config.json': backendConfig,
    // Every app: a remote running standalone loads other remotes' widgets too.
    '/remotes.json': () => remoteManifestUrls(),
  };
  // The shell's pages go through the page server (shell/server/): public pages arrive rendered.
  const pages = await loadPageServer({
    shellDist: path.join(repoRoot, shell.dir, 'dist'),
    serverFile: path.join(repoRoot, shell.dir, 'dist-server', 'page-server.cjs'),
    manifestUrls: remoteManifestUrls,
    backend: backendConfig,
    siteOrigin: process.env.SITE_ORIGIN,
    cacheMs: process.env.PAGE_CACHE_MS ? Number(process.env.PAGE_CACHE_MS) : undefined,
  });
  if (!pages) console.warn('  shell/dist-server is missing: pages are rendered in the browser only.');
  const servers = new Map();
  const start = async (app) => {
    const dir = path.join(repoRoot, app.dir, 'dist');
    servers.set(app.name, await startStaticServer({ dir, port: app.port, dynamic, pages: app.name === 'shell' ? pages : undefined }));
  };
  const stop = (name) =>
    new Promise((resolve) => {
      const server = servers.get(name);
      servers.delete(name);
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });

  await Promise.all(apps.map(start));
  if (!quiet) for (const app of apps) console.log(`  ${app.name.padEnd(9)} http://localhost:${app.port}/`);

  let control;
  if (controlPort) {
    control = createServer(async (req, res) => {
      const [, action, name] = (req.url ?? '').split('/');
      const app = apps.find((candidate) => candidate.name === name);
      if (!app || !['stop', 'start'].includes(action ?? '')) {
        res.writeHead(404).end();
        return;
      }
      if (action === 'stop') await stop(name);
      else if (!servers.has(name)) await start(app);
      res.writeHead(204).end();
    });
    await new Promise((resolve) => control.listen(controlPort, resolve));
  }

  return {
    apps,
    close: async () => {
      control?.close();
      await Promise.all([...servers.keys()].map(stop));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf('--control-port');
  const controlPort = flag > -1 ? Number(process.argv[flag + 1]) : undefined;
  serveAll({ controlPort }).then(
    (handle) => {
      const shutdown = () => handle.close().then(() => process.exit(0));
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
