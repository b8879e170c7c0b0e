import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@utsav/tooling/create-app-config.mjs';
import { shellPort } from '@utsav/tooling/ports.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dirname,
  name: 'shell',
  port: shellPort(),
  title: 'Utsav: book ceremony and event services',
  runtimePlugins: [path.join(dirname, 'src/lib/federation/offline-remote-plugin.ts')],
});
