import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@utsav/tooling/create-app-config.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Port and title: shared/federation/remote-registry.json.
export default createAppConfig({ dirname, name: 'shell' });
