// What the browser tests need from the system, installed from Debian's packages when missing and
// we may (root + apt): Chromium, and the fonts a phone in India has for Devanagari, Tamil, Telugu
// and Kannada, so layout tests measure real glyphs, not the boxes of a missing font. The README
// lists these packages ("System packages"); Lighthouse, `pnpm size` and the e2e suite use them.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './lib/chromium.mjs';

/** The scripts of our five languages but English, by fontconfig language code. */
const INDIAN_SCRIPTS = ['hi', 'ta', 'te', 'kn'];

/** Languages with no font installed (fontconfig's `fc-list :lang=xx` prints nothing). */
function languagesWithoutFont() {
  return INDIAN_SCRIPTS.filter((lang) => {
    try {
      return execFileSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' }).trim() === '';
    } catch {
      return true; // no fontconfig at all: Chromium's package brings it
    }
  });
}

/** Debian's packages, by what they give: fonts-noto-core has Noto Sans and Serif for all four scripts. */
const missing = [];
if (!chromiumPath()) missing.push('chromium');
if (languagesWithoutFont().length) missing.push('fonts-noto-core', 'fontconfig');
if (!missing.length) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing Debian's ${missing.join(', ')} for the browser tests…`);
  const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...missing]);
}
const stillMissing = [!chromiumPath() && 'Chromium', ...languagesWithoutFont().map((lang) => `a font for lang=${lang}`)].filter(Boolean);
if (!stillMissing.length) process.exit(0);
console.error(
  `The browser tests need ${stillMissing.join(', ')}. Install them (Debian/Ubuntu: \`sudo apt-get install chromium fonts-noto-core\`), ` +
    'or point PLAYWRIGHT_CHROMIUM at a Chromium or Chrome binary.',
);
process.exit(1);
