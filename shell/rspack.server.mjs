// The page server (shell/server/entry.ts) for Node or an edge runtime: shell/dist-server/page-server.cjs.
// Picture names follow the client build's pattern, so the rendered HTML points at the very same files.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerConfig } from '@utsav/tooling/create-server-config.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default createServerConfig({
  dirname,
  entry: './server/entry.ts',
  outputPath: path.join(dirname, 'dist-server'),
  filename: 'page-server.cjs',
  remote: false,
});
