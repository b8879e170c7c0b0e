// Hosted Supabase's auth emails from the strings the local stack sends. Hosted GoTrue keeps one
// template per kind, rendered with Go's html/template (the subject too): the link is
// {{ .ConfirmationURL }}, the code {{ .Token }}, the user's sign-up metadata {{ .Data }} (and, for
// email_change, the current address {{ .Email }} and the new one {{ .NewEmail }}). The
// language is picked inside each template from .Data.preferred_language, where the shell stores
// it at sign-up, so one file carries all five. `pnpm auth:templates` writes supabase/templates/
// and config.toml's [auth.email.template.*] sections; `supabase config push` applies them, or
// paste each file and subject into the dashboard.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderKindStrings } from './render.ts';
import { EMAIL_LANGUAGES, STRINGS, type EmailKind, type EmailLanguage, type KindStrings } from './strings.ts';

/** Hosted's template names for the kinds whose words are the local stack's own. */
export const HOSTED_KINDS = { confirmation: 'signup', recovery: 'recovery' } as const satisfies Record<string, EmailKind>;
/**
 * And email_change: the local stack sends email_change_current and email_change_new, hosted one
 * template to both addresses (double_confirm_changes) or, for an account without an address, to
 * the new one only. Its words are strings.ts's hostedEmailChange, the body chosen by {{ if .Email }}.
 */
export const HOSTED_EMAIL_CHANGE = 'email_change';
export type HostedKind = keyof typeof HOSTED_KINDS | typeof HOSTED_EMAIL_CHANGE;
export const HOSTED_KIND_NAMES: readonly HostedKind[] = [...(Object.keys(HOSTED_KINDS) as (keyof typeof HOSTED_KINDS)[]), HOSTED_EMAIL_CHANGE];

/** Hosted's email OTP lifetime (config.toml [auth.email] otp_expiry): the text states it, the template cannot read it. */
export const HOSTED_OTP_EXPIRY_SECONDS = 3600;

export interface HostedTemplate {
  kind: HostedKind;
  /** Relative to the repository root, as config.toml's content_path is. */
  path: string;
  subject: string;
  content: string;
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

// Markers with no character HTML escaping touches, so they survive renderEmail unchanged.
const NAME = 'XXNAMEXX';
const LINK = 'XXLINKXX';
const CODE = 'XXCODEXX';
const BODY = 'XXBODYXX';
const CURRENT = 'XXCURRENTXX';
const NEW = 'XXNEWXX';
const MARKERS = [NAME, LINK, CODE, BODY, CURRENT, NEW];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `{{ if eq … "hi" }}…{{ else if … }}…{{ else }}English{{ end }}`: English is the fallback, as locally. */
function byLanguage(text: (lang: EmailLanguage) => string): string {
  const others = EMAIL_LANGUAGES.filter((l) => l !== 'en');
  const branches = others.map((lang, i) => `{{ ${i ? 'else if' : 'if'} eq .Data.preferred_language "${lang}" }}${text(lang)}`);
  return `${branches.join('')}{{ else }}${text('en')}{{ end }}`;
}

/** A hosted template's words; email_change's body is a marker, replaced by both of its bodies. */
function wordsFor(kind: HostedKind, lang: EmailLanguage): KindStrings {
  if (kind !== HOSTED_EMAIL_CHANGE) return STRINGS[lang].kinds[HOSTED_KINDS[kind]];
  const h = STRINGS[lang].hostedEmailChange;
  return { subject: h.subject, heading: h.heading, body: BODY, button: h.button };
}

/** The email_change body for either reader, with hosted's two addresses. */
function emailChangeBody(lang: EmailLanguage): string {
  const h = STRINGS[lang].hostedEmailChange;
  return `{{ if .Email }}${escapeHtml(h.bodyBoth(CURRENT, NEW))}{{ else }}${escapeHtml(h.bodyNewOnly(NEW))}{{ end }}`;
}

function htmlFor(kind: HostedKind, lang: EmailLanguage): string {
  const s = STRINGS[lang];
  const { html } = renderKindStrings(wordsFor(kind, lang), lang, { name: NAME, link: LINK, code: CODE, expirySeconds: HOSTED_OTP_EXPIRY_SECONDS });
  const named = escapeHtml(s.greeting(NAME)).replace(NAME, '{{ .Data.full_name }}');
  const greeting = `{{ if .Data.full_name }}${named}{{ else }}${escapeHtml(s.greetingNoName)}{{ end }}`;
  let out = html.replace(escapeHtml(s.greeting(NAME)), greeting);
  if (kind === HOSTED_EMAIL_CHANGE) out = out.replace(BODY, emailChangeBody(lang));
  out = out
    .replaceAll(LINK, '{{ .ConfirmationURL }}')
    .replaceAll(CODE, '{{ .Token }}')
    .replaceAll(CURRENT, '{{ .Email }}')
    .replaceAll(NEW, '{{ .NewEmail }}');
  if (MARKERS.some((m) => out.includes(m))) throw new Error(`a marker was left in the ${kind}/${lang} template`);
  return out;
}

export function hostedTemplates(): HostedTemplate[] {
  for (const lang of EMAIL_LANGUAGES) {
    // Text with braces would be read as template actions by hosted GoTrue.
    const h = STRINGS[lang].hostedEmailChange;
    const words = { kinds: STRINGS[lang].kinds, h, both: h.bodyBoth(CURRENT, NEW), newOnly: h.bodyNewOnly(NEW) };
    if (JSON.stringify(words).includes('{{')) throw new Error(`strings.ts (${lang}) contains "{{"`);
  }
  return HOSTED_KIND_NAMES.map((kind) => ({
    kind,
    path: `supabase/templates/${kind}.html`,
    subject: byLanguage((lang) => wordsFor(kind, lang).subject),
    content: `${byLanguage((lang) => htmlFor(kind, lang))}\n`,
  }));
}

const BEGIN = '# BEGIN auth email templates (generated by `pnpm auth:templates` from local-supabase/src/auth/emails/strings.ts)';
const END = '# END auth email templates';

/** config.toml with its generated template sections brought up to date (appended if absent). */
export function applyConfigBlock(config: string): string {
  const sections = hostedTemplates().map((t) => `[auth.email.template.${t.kind}]\nsubject = ${JSON.stringify(t.subject)}\ncontent_path = "./${t.path}"\n`);
  const block = `${BEGIN}\n${sections.join('\n')}${END}`;
  const start = config.indexOf(BEGIN);
  const end = config.indexOf(END);
  if (start === -1 || end === -1) return `${config.replace(/\n*$/, '\n\n')}${block}\n`;
  return config.slice(0, start) + block + config.slice(end + END.length);
}

function main() {
  for (const t of hostedTemplates()) {
    mkdirSync(path.dirname(path.join(repoRoot, t.path)), { recursive: true });
    writeFileSync(path.join(repoRoot, t.path), t.content);
    console.log(`wrote ${t.path}`);
  }
  const configPath = path.join(repoRoot, 'supabase', 'config.toml');
  const config = readFileSync(configPath, 'utf8');
  const next = applyConfigBlock(config);
  if (next !== config) writeFileSync(configPath, next);
  console.log(next === config ? 'supabase/config.toml already up to date' : 'updated supabase/config.toml');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
