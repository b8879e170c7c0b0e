import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@utsav/tooling/create-app-config.mjs';

// Port, title and exposed modules: shared/federation/remote-registry.json.
export default createAppConfig({ dirname: path.dirname(fileURLToPath(import.meta.url)), name: 'admin' });
