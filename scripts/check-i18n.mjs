// Fails when any translation key is missing or empty in any of the five languages,
// comparing every app's locale files against English.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../tooling/ports.mjs';

const LANGUAGES = ['en', 'hi', 'ta', 'te', 'kn'];
// An app's `src/locales` holds its main namespace; each subfolder (`locales/account/`) is
// another namespace of the same app, with the same five files.
const withNamespaceDirs = (dir) =>
  existsSync(dir)
    ? [dir, ...readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(dir, e.name))]
    : [];
const localeDirs = [
  path.join(repoRoot, 'shared', 'locales'),
  ...readdirSync(repoRoot)
    .filter((dir) => dir === 'shell' || dir.startsWith('mf-'))
    .map((dir) => path.join(repoRoot, dir, 'src', 'locales')),
].flatMap(withNamespaceDirs);

function flatten(value, prefix = '', out = new Map()) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, value);
  return out;
}

// Plural forms differ by language; `key_one`/`key_other` count as `key`.
const pluralBase = (key) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const problems = [];
let keysChecked = 0;
for (const dir of localeDirs) {
  const read = (lang) => {
    const file = path.join(dir, `${lang}.json`);
    if (!existsSync(file)) return null;
    return flatten(JSON.parse(readFileSync(file, 'utf8')));
  };
  const english = read('en');
  const rel = path.relative(repoRoot, dir);
  if (!english) {
    problems.push(`${rel}: en.json is missing`);
    continue;
  }
  for (const lang of LANGUAGES) {
    const messages = read(lang);
    if (!messages) {
      problems.push(`${rel}/${lang}.json is missing`);
      continue;
    }
    const bases = new Set([...messages.keys()].map(pluralBase));
    for (const key of english.keys()) {
      keysChecked += 1;
      const value = messages.get(key) ?? (messages.has(key) ? '' : undefined);
      if (value === undefined && !bases.has(pluralBase(key))) problems.push(`${rel}/${lang}.json: missing "${key}"`);
      else if (value !== undefined && (typeof value !== 'string' || value.trim() === ''))
        problems.push(`${rel}/${lang}.json: empty "${key}"`);
    }
    for (const key of messages.keys())
      if (!english.has(key) && ![...english.keys()].some((k) => pluralBase(k) === pluralBase(key)))
        problems.push(`${rel}/${lang}.json: "${key}" is not in en.json`);
  }
}

if (problems.length) {
  console.error(`check:i18n found ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check:i18n: ${keysChecked} keys present and non-empty in ${LANGUAGES.length} languages across ${localeDirs.length} apps.`);
