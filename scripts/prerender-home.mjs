// After the shell's production build: writes the server-rendered home page into
// shell/dist/index.html (served for `/` only) and keeps the empty page as shell/dist/app.html,
// the fallback for every other path. An inline script in the page drops the static markup
// for visitors it would not fit (another language, or a stored session) before it is painted.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shellDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'shell');
const dist = path.join(shellDir, 'dist');
const indexFile = path.join(dist, 'index.html');

const require = createRequire(import.meta.url);
const { renderHome } = require(path.join(shellDir, '.prerender', 'render-home.cjs'));
const markup = await renderHome();

const template = readFileSync(indexFile, 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error('shell/dist/index.html has no empty #root to fill');
copyFileSync(indexFile, path.join(dist, 'app.html'));

// Runs before the markup is painted: the English, signed-out page is only right for English, signed-out visitors.
const keepOrDrop = `<script>(function(){try{var s=localStorage.getItem('utsav.lang');var l=/^(en|hi|ta|te|kn)$/.test(s||'')?s:((navigator.languages||[navigator.language]).map(function(t){return String(t).toLowerCase().split('-')[0]}).filter(function(t){return /^(en|hi|ta|te|kn)$/.test(t)})[0]||'en');if(l!=='en'||localStorage.getItem('utsav.auth'))document.getElementById('root').textContent=''}catch(e){}})()</script>`;
writeFileSync(indexFile, template.replace(emptyRoot, `<div id="root">${markup}</div>${keepOrDrop}`));
console.log(`prerendered / into shell/dist/index.html (${(markup.length / 1024).toFixed(1)} KB of markup); shell/dist/app.html is the fallback`);
