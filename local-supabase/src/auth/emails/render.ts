// Utsav's own auth email templates, HTML and plain text, in the user's language.
import { STRINGS, type EmailKind, type EmailLanguage, type KindStrings } from './strings.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailValues {
  name?: string;
  link: string;
  code: string;
  expirySeconds: number;
}

export function renderEmail(kind: EmailKind, lang: EmailLanguage, v: EmailValues): RenderedEmail {
  return renderKindStrings(STRINGS[lang].kinds[kind], lang, v);
}

/** The layout around any kind's words (hosted's email_change template has words of its own). */
export function renderKindStrings(k: KindStrings, lang: EmailLanguage, v: EmailValues): RenderedEmail {
  const s = STRINGS[lang];
  const greeting = v.name ? s.greeting(v.name) : s.greetingNoName;
  const expiry = s.expiry(Math.round(v.expirySeconds / 60));
  const text = [greeting, '', k.body, '', `${k.button}: ${v.link}`, '', `${s.code} ${v.code}`, '', expiry, s.ignore, '', `— ${s.signature}`].join('\n');
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(k.subject)}</title></head>
<body style="margin:0;padding:0;background:#fdf6ec;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#2d2017">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdf6ec;padding:24px 12px">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:28px">
        <tr><td>
          <p style="margin:0 0 8px;font-size:22px;font-weight:700;color:#b4461d">Utsav</p>
          <h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(k.heading)}</h1>
          <p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
          <p style="margin:0 0 20px;line-height:1.5">${escapeHtml(k.body)}</p>
          <p style="margin:0 0 20px"><a href="${escapeHtml(v.link)}" style="display:inline-block;background:#b4461d;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(k.button)}</a></p>
          <p style="margin:0 0 4px">${escapeHtml(s.code)}</p>
          <p style="margin:0 0 20px;font-size:24px;letter-spacing:4px;font-weight:700">${escapeHtml(v.code)}</p>
          <p style="margin:0 0 8px;font-size:14px;color:#5c4a3d">${escapeHtml(expiry)}</p>
          <p style="margin:0 0 20px;font-size:14px;color:#5c4a3d">${escapeHtml(s.ignore)}</p>
          <p style="margin:0;font-size:14px">— ${escapeHtml(s.signature)}</p>
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { subject: k.subject, html, text };
}
