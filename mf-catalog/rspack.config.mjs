import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@utsav/tooling/create-app-config.mjs';
import { remotePort, remoteRegistry } from '@utsav/tooling/ports.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const self = remoteRegistry.find((remote) => remote.name === 'catalog');

export default createAppConfig({
  dirname,
  name: 'catalog',
  port: remotePort(self),
  title: 'Utsav Catalogue (standalone)',
  exposes: {
    './App': './src/app/catalog-app.tsx',
    './FavouritesWidget': './src/app/favourites-widget-entry.tsx',
  },
});
