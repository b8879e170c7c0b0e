import type { HeadTags } from '@utsav/shared/head/page-head';
import { LANGUAGE_STORAGE_KEY } from '@utsav/shared/i18n/languages';
import { RENDERED_PAGE_GLOBAL, type RenderedPage } from '@utsav/shared/config/runtime-config';
import { AUTH_STORAGE_KEY } from '@utsav/shared/supabase/auth-storage-key';
import { EARLY_EVENTS_SCRIPT } from '../src/lib/early-events';

export interface RenderedDocument {
  markup: string;
  head: HeadTags | undefined;
  state: RenderedPage;
  /** Stylesheets the page's markup needs before it is painted (a remote's CSS), absolute URLs. */
  styles: string[];
  /** Scripts the hydration will ask for (the remote's entry and page module), fetched early. */
  preloads: string[];
  /** The address named the language (`/hi/...`): the browser keeps it whatever language its visitor saved. */
  languageFromAddress?: boolean;
  /** A bare path rendered in the saved language as its address (`/hi`): the page takes that address before it is painted. */
  movesTo?: string;
}

const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/**
 * Chromium paints a page while still parsing it, and under load it did so mid-header (the logo
 * without its name, the account area without Sign In: a layout shift once the rest arrived), and
 * before the script below could drop markup in the wrong language. `rel=expect` holds rendering
 * until this element, after the markup and that script, is parsed (browsers without it ignore it).
 */
const PARSED_MARKER = 'utsav-page-parsed';

/** JSON inside a <script>: nothing in the data can close the element or break the line. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attribute = escapeHtml;

/** The page's head as HTML, every value escaped (kept out of `shared/`: the browser never needs it). */
export function headTagsHtml(tags: HeadTags): string {
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<link rel="canonical" href="${attribute(tags.canonical)}" />`,
    ...tags.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${attribute(hreflang)}" href="${attribute(href)}" />`),
    ...tags.metas.map(({ attribute: kind, key, content }) => `<meta ${kind}="${key}" content="${attribute(content)}" />`),
  ].join('\n    ');
}

/**
 * The client build's index.html with the rendered page in it: the page's language on <html>, its
 * head (title, description, canonical, Open Graph), the remote's stylesheets, the markup in #root,
 * and what the browser needs to hydrate it (`window.__UTSAV_SSR__`).
 */
export function renderDocument(template: string, { markup, head, state, styles, preloads, languageFromAddress = false, movesTo }: RenderedDocument): string {
  if (!EMPTY_ROOT.test(template)) throw new Error('the page template has no empty #root to fill');
  let html = template.replace(/<html lang="?[a-z-]*"?/, `<html lang="${state.language}"`);
  if (head) html = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="?description"?[^>]*>/, '');
  const extraHead = [
    head ? headTagsHtml(head) : '',
    // Taps before hydration are held and replayed, not lost (src/lib/early-events.ts).
    EARLY_EVENTS_SCRIPT,
    `<link rel="expect" href="#${PARSED_MARKER}" blocking="render" />`,
    ...styles.map((href) => `<link rel="stylesheet" href="${attribute(href)}" />`),
    preloads.length ? `<script>${preloadOnceShown(preloads)}</script>` : '',
  ].filter(Boolean);
  // A function, not a string: `$'` in the inline scripts would be read as a replacement pattern.
  html = html.replace('</head>', () => `${extraHead.join('\n    ')}\n  </head>`);
  return html.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div><script>window.${RENDERED_PAGE_GLOBAL}=${scriptJson(state)}</script>${keepOrDrop(state, languageFromAddress, movesTo)}<template id="${PARSED_MARKER}"></template>`);
}

/**
 * The page's scripts (what hydrating it will ask for) are asked for once its first frame is on the
 * screen, when src/index.ts starts the app, not by `<link rel=preload>` tags in the head: the
 * browser would fetch those while the page is still being painted, and Lighthouse counts every
 * request made before the largest paint as one that paint may wait on. Sign-in's consent paragraph,
 * painted with the first frame at 0.76 s, was scored at 1.85 s behind the 18 scripts the head
 * preloaded (even at low priority). Asked for together once the frame is shown, they still arrive
 * in parallel instead of one import after another (a request chain of depth 1). They stay in the
 * head as preload links, where shared/federation/failed-preloads.ts finds those that failed.
 * The same conditions as src/index.ts: a tab in the background shows no frame (at once), and a
 * browser that never reports the paint gets them after 3 s.
 */
export function preloadOnceShown(urls: string[]): string {
  return `(function(u){var d=0;function go(){if(d)return;d=1;u.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.fetchPriority='low';l.href=h;document.head.appendChild(l)})}try{if(document.visibilityState!=='visible'||!(PerformanceObserver.supportedEntryTypes||[]).includes('paint'))return go();new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go,0)}).observe({type:'paint',buffered:true});setTimeout(go,3000)}catch(e){go()}})(${scriptJson(urls)})`;
}

/**
 * Runs before the markup is painted. The server cannot see the browser's storage: a visitor who
 * saved another language here before the cookie existed, or who is signed in (the session is in
 * localStorage), gets the page rendered afresh in the browser instead, as before this server. On a
 * language address (`/hi/...`) the saved language does not matter: the address's language wins. A
 * bare path rendered in the saved language (`movesTo`) takes that language's address when kept.
 */
function keepOrDrop(state: RenderedPage, languageFromAddress: boolean, movesTo: string | undefined): string {
  const otherLanguage = `(/^(en|hi|ta|te|kn)$/.test(s||'')&&s!==${JSON.stringify(state.language)})||`;
  // history.replaceState: no request, so a phone pays no round trip for the language's address.
  const move = movesTo
    ? `else{var p=location.pathname;history.replaceState(history.state,'',${JSON.stringify(movesTo)}+(p==='/'?'':p)+location.search+location.hash)}`
    : '';
  return `<script>(function(){try{var s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});if(${languageFromAddress ? '' : otherLanguage}localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)})){document.getElementById('root').textContent='';window.${RENDERED_PAGE_GLOBAL}=undefined}${move}}catch(e){}})()</script>`;
}
