// Finds Chromium for the browser tests; installs Debian's package when we may (root + apt).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './lib/chromium.mjs';

if (chromiumPath()) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium not found: installing Debian\'s chromium package…');
  const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium']);
  if (chromiumPath()) process.exit(0);
}
console.error(
  'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
    'or point PLAYWRIGHT_CHROMIUM at a Chromium or Chrome binary.',
);
process.exit(1);
