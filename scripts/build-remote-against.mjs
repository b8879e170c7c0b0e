// Builds one remote as if it had been built against another version of `@utsav/shared`, into a
// folder of its own (its dist/ is untouched): the old build the shared-versioning e2e test
// serves beside the current shell. The code is today's; only the recorded version differs,
// which is all the shell reads to accept or refuse a remote.
//   node scripts/build-remote-against.mjs <remote> <shared version> <out dir>
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { remoteRegistry, repoRoot } from '../tooling/ports.mjs';
import { SHARED_VERSION_OVERRIDE_ENV } from '../tooling/shared-version.mjs';

const run = promisify(execFile);

/** @returns {Promise<string>} the build's manifest URL path inside `outDir` */
export async function buildRemoteAgainst({ remote, sharedVersion, outDir }) {
  const app = remoteRegistry.find((candidate) => candidate.name === remote);
  if (!app) throw new Error(`No remote "${remote}" in the registry`);
  const appDir = path.join(repoRoot, app.dir);
  await run(path.join(appDir, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production', [SHARED_VERSION_OVERRIDE_ENV]: sharedVersion, UTSAV_DIST_DIR: outDir },
    maxBuffer: 16 * 1024 * 1024,
  });
  // The proof the label took: every `shared` module of the manifest carries it.
  const manifest = JSON.parse(await readFile(path.join(outDir, 'mf-manifest.json'), 'utf8'));
  const recorded = new Set(manifest.shared.filter((entry) => entry.name.startsWith('@utsav/shared/')).map((entry) => entry.version));
  if (recorded.size !== 1 || !recorded.has(sharedVersion)) {
    throw new Error(`${remote} built into ${outDir} records @utsav/shared ${[...recorded].join(', ')}, not ${sharedVersion}`);
  }
  return path.join(outDir, 'mf-manifest.json');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [remote, sharedVersion, outDir] = process.argv.slice(2);
  if (!remote || !sharedVersion || !outDir) {
    console.error('usage: node scripts/build-remote-against.mjs <remote> <shared version> <out dir>');
    process.exit(2);
  }
  const started = Date.now();
  buildRemoteAgainst({ remote, sharedVersion, outDir: path.resolve(outDir) }).then(
    (manifest) => console.log(`${remote} built against @utsav/shared ${sharedVersion}: ${manifest} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
