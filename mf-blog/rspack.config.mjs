import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@utsav/tooling/create-app-config.mjs';
import { remotePort, remoteRegistry } from '@utsav/tooling/ports.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const self = remoteRegistry.find((remote) => remote.name === 'blog');

export default createAppConfig({
  dirname,
  name: 'blog',
  port: remotePort(self),
  title: 'Utsav Blog (standalone)',
  exposes: { './App': './src/app/blog-app.tsx' },
});
