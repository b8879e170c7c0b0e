// @vitest-environment node
// Hosted Supabase sends its own auth emails from one Go template per kind; ours are generated
// from the strings the local stack sends (local-supabase/src/auth/emails/strings.ts) by
// `pnpm auth:templates`. These tests fail when the committed files or config.toml's sections
// lag behind the strings, or when a template would not parse on hosted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMAIL_LANGUAGES, STRINGS } from '../local-supabase/src/auth/emails/strings.ts';
import { HOSTED_EMAIL_CHANGE, HOSTED_KINDS, HOSTED_OTP_EXPIRY_SECONDS, applyConfigBlock, hostedTemplates } from '../local-supabase/src/auth/emails/hosted-templates.ts';
import { authConfigFromEnv } from '../local-supabase/src/auth/auth-config.ts';
import { smsText } from '../local-supabase/src/auth/sms-text.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (rel) => readFileSync(path.join(root, rel), 'utf8');
const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A template's words in one language: the local stack's kind, or hosted's own email_change. */
function wordsFor(kind, lang) {
  if (kind !== HOSTED_EMAIL_CHANGE) return STRINGS[lang].kinds[HOSTED_KINDS[kind]];
  const h = STRINGS[lang].hostedEmailChange;
  return { subject: h.subject, heading: h.heading, button: h.button };
}

/** email_change's two bodies as the template carries them: escaped, with hosted's addresses. */
function emailChangeBodies(lang) {
  const h = STRINGS[lang].hostedEmailChange;
  const go = (text) => escapeHtml(text).replaceAll('@@CURRENT@@', '{{ .Email }}').replaceAll('@@NEW@@', '{{ .NewEmail }}');
  return { both: go(h.bodyBoth('@@CURRENT@@', '@@NEW@@')), newOnly: go(h.bodyNewOnly('@@NEW@@')) };
}

/** Go template actions that open a block, minus the `{{ end }}`s; never below zero on the way. */
function blockDepths(template) {
  let depth = 0;
  let lowest = 0;
  for (const [, action] of template.matchAll(/\{\{-?\s*(.*?)\s*-?\}\}/gs)) {
    if (/^(if|range|with|block|define)\b/.test(action)) depth += 1;
    else if (/^end\b/.test(action)) depth -= 1;
    lowest = Math.min(lowest, depth);
  }
  return { depth, lowest };
}

describe('hosted auth email templates', () => {
  const generated = hostedTemplates();

  it('cover confirmation, recovery and email_change, every kind the local stack sends', () => {
    expect(generated.map((t) => t.kind).sort()).toEqual(['confirmation', 'email_change', 'recovery']);
    expect(Object.keys(HOSTED_KINDS).sort()).toEqual(['confirmation', 'recovery']);
    // The local stack's two email-change emails (current and new address) are hosted's one email_change.
    const covered = [...Object.values(HOSTED_KINDS), 'email_change_current', 'email_change_new'].sort();
    for (const lang of EMAIL_LANGUAGES) expect(Object.keys(STRINGS[lang].kinds).sort()).toEqual(covered);
  });

  it('are committed as generated (run `pnpm auth:templates` after changing strings.ts)', () => {
    for (const t of generated) expect(read(t.path), t.path).toBe(t.content);
    const config = read('supabase/config.toml');
    expect(applyConfigBlock(config), 'supabase/config.toml auth template sections').toBe(config);
  });

  it('name each file and subject in supabase/config.toml, with the expiry the text promises', () => {
    const config = read('supabase/config.toml');
    for (const t of generated) {
      expect(config).toContain(`[auth.email.template.${t.kind}]\nsubject = ${JSON.stringify(t.subject)}\ncontent_path = "./${t.path}"`);
    }
    expect(config).toMatch(new RegExp(`\\[auth\\.email\\][^[]*\\notp_expiry = ${HOSTED_OTP_EXPIRY_SECONDS}\\n`));
  });

  it('balance every {{ if }} with an {{ end }} and use only what hosted GoTrue passes in', () => {
    for (const t of generated) {
      for (const text of [t.content, t.subject]) {
        expect(blockDepths(text), t.kind).toEqual({ depth: 0, lowest: 0 });
        for (const [, action] of text.matchAll(/\{\{\s*(.*?)\s*\}\}/gs)) {
          // email_change alone also gets the current address (.Email) and the new one (.NewEmail).
          const allowed = t.kind === HOSTED_EMAIL_CHANGE
            ? /^(end|else|(else )?if (eq \.Data\.preferred_language "(hi|ta|te|kn)"|\.Data\.full_name|\.Email)|\.ConfirmationURL|\.Token|\.Data\.full_name|\.Email|\.NewEmail)$/
            : /^(end|else|(else )?if (eq \.Data\.preferred_language "(hi|ta|te|kn)"|\.Data\.full_name)|\.ConfirmationURL|\.Token|\.Data\.full_name)$/;
          expect(action, t.kind).toMatch(allowed);
        }
      }
      expect(t.content).toContain('href="{{ .ConfirmationURL }}"');
      expect(t.content).toContain('{{ .Token }}');
    }
  });

  it('carry every language’s text, each chosen by the preferred_language the app stores at sign-up', () => {
    // The shell writes it into user_metadata (data) at sign-up and phone sign-in: hosted's .Data.
    expect(read('shell/src/features/account/api/sign-up.ts')).toMatch(/data: \{[^}]*preferred_language:/);
    const minutes = HOSTED_OTP_EXPIRY_SECONDS / 60;
    for (const t of generated) {
      for (const lang of EMAIL_LANGUAGES) {
        const s = STRINGS[lang];
        const k = wordsFor(t.kind, lang);
        const texts = [k.subject, k.heading, k.button, s.greetingNoName, s.code, s.expiry(minutes), s.ignore, s.signature];
        for (const text of t.kind === HOSTED_EMAIL_CHANGE ? texts : [...texts, k.body]) {
          expect(t.content, `${t.kind} ${lang}: ${text}`).toContain(escapeHtml(text));
        }
        expect(t.subject).toContain(k.subject);
        expect(t.content).toContain(`<html lang="${lang}">`);
        if (lang !== 'en') {
          expect(t.content).toContain(`if eq .Data.preferred_language "${lang}" }}`);
          expect(t.subject).toContain(`if eq .Data.preferred_language "${lang}" }}${k.subject}`);
        }
      }
      // English is the fallback: a user without a known language gets it.
      expect(t.subject).toMatch(new RegExp(`\\{\\{ else \\}\\}${wordsFor(t.kind, 'en').subject}\\{\\{ end \\}\\}$`));
    }
  });

  it('word email_change for both readers: both addresses when the account has one, else the new one only', () => {
    // Hosted sends the one template to the current and the new address only with secure email change on.
    expect(read('supabase/config.toml')).toMatch(/\n\[auth\.email\][^[]*\ndouble_confirm_changes = true\n/);
    const t = generated.find((x) => x.kind === HOSTED_EMAIL_CHANGE);
    for (const lang of EMAIL_LANGUAGES) {
      const { both, newOnly } = emailChangeBodies(lang);
      expect(t.content, lang).toContain(`{{ if .Email }}${both}{{ else }}${newOnly}{{ end }}`);
      expect(both, lang).toContain('{{ .Email }}');
      expect(both, lang).toContain('{{ .NewEmail }}');
      expect(newOnly, lang).not.toContain('{{ .Email }}');
      expect(newOnly, lang).toContain('{{ .NewEmail }}');
    }
    // Nothing of the local stack's per-address wording, which would be false for one of the readers.
    for (const lang of EMAIL_LANGUAGES) {
      for (const kind of ['email_change_current', 'email_change_new']) expect(t.content).not.toContain(escapeHtml(STRINGS[lang].kinds[kind].body));
    }
  });

  it('sit beside the auth settings a `config push` sends, with the local stack’s numbers', () => {
    const config = read('supabase/config.toml');
    // The local stack's defaults are hosted's; read them without the test stacks' raised limits.
    const raised = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('AUTH_')));
    for (const key of Object.keys(raised)) delete process.env[key];
    const local = authConfigFromEnv();
    Object.assign(process.env, raised);
    const table = (name) => {
      const start = config.indexOf(`\n[${name}]\n`);
      expect(start, `[${name}] in config.toml`).toBeGreaterThan(-1);
      const body = config.slice(start + name.length + 4);
      return body.slice(0, body.search(/\n\[|$/));
    };
    const email = table('auth.email');
    expect(email).toContain('enable_confirmations = true');
    expect(email).toContain(`max_frequency = "${local.emailMaxFrequency}s"`);
    expect(email).toContain(`otp_expiry = ${local.otpExpiry}`);
    expect(local.otpExpiry).toBe(HOSTED_OTP_EXPIRY_SECONDS);
    const sms = table('auth.sms');
    expect(sms).toContain('enable_signup = true');
    expect(sms).toContain(`max_frequency = "${local.smsMaxFrequency}s"`);
    expect(sms).toContain(`template = ${JSON.stringify(smsText('en', '{{ .Code }}', local.smsOtpExpiry))}`);
    const limits = table('auth.rate_limit');
    for (const [key, value] of [
      ['email_sent', local.rateLimits.emailSent],
      ['sms_sent', local.rateLimits.smsSent],
      ['token_refresh', local.rateLimits.tokenRefresh],
      ['sign_in_sign_ups', local.rateLimits.signInSignUps],
      ['token_verifications', local.rateLimits.tokenVerifications],
    ]) {
      expect(limits).toContain(`${key} = ${value}\n`);
    }
    expect(table('auth.external.google')).toContain('enabled = true');
  });
});
