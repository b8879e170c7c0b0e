// A booking notification as an email, worded as the bell words it (shell notification-text.ts):
// the template's title and message in the recipient's language with its values, dates in that
// language, a person's reason quoted after it. The words are booking-email-templates.json, a copy
// of the shell's `notifications.templates` (booking and reason) plus the email's own lines: a
// deployed function reaches only supabase/functions, so it cannot read the shell's files, and
// supabase/tests/booking_email_templates.test.ts fails as soon as the two differ.
// Pure: runs in Deno (the function) and in Node (the tests).
import templates from './booking-email-templates.json' with { type: 'json' };

export type EmailLanguage = 'en' | 'hi' | 'ta' | 'te' | 'kn';

export interface BookingEmailInput {
  language: string;
  /** `booking.<name>` (migration 0037 queues only those). */
  template: string;
  params: Record<string, unknown>;
  /** The app's path (/bookings/<code> or /dashboard), from the notification. */
  link: string | null;
  /** The notification's English words, for a template this copy does not know yet. */
  title: string;
  message: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  language: EmailLanguage;
}

type Words = (typeof templates)['en'];
const LOCALE: Record<EmailLanguage, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN', te: 'te-IN', kn: 'kn-IN' };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const languageOf = (value: string): EmailLanguage => (value in templates ? (value as EmailLanguage) : 'en');

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Subject lines are one line: a value with a line break must not add headers or lines. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

export function renderBookingEmail(input: BookingEmailInput, siteUrl: string): RenderedEmail {
  const language = languageOf(input.language);
  const words: Words = templates[language];
  // Dates as the app shows them (shared/i18n/format.ts): the day itself, whatever the server's zone.
  const day = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' });
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(input.params).flatMap(([name, value]) =>
      typeof value === 'string' && ISO_DAY.test(value) ? [[name, day.format(new Date(`${value}T00:00:00Z`))]]
        : typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [],
    ),
  );
  const name = input.template.replace(/^booking\./, '');
  const template = (words.booking as Record<string, { title: string; message: string } | undefined>)[name];
  const title = template ? fill(template.title, values) : input.title;
  const reason = template && values.reason ? ` ${fill(words.reason, values)}` : '';
  const message = template ? `${fill(template.message, values)}${reason}` : input.message;
  const code = values.code ?? '';

  const base = siteUrl.replace(/\/+$/, '');
  const path = input.link && input.link.startsWith('/') ? input.link : code ? `/bookings/${encodeURIComponent(code)}` : '/';
  const url = `${base}${path}`;
  const action = path.startsWith('/dashboard') ? words.email.openDashboard : words.email.openBooking;
  const codeLine = code ? fill(words.email.bookingCode, { code }) : '';

  const subject = oneLine(code && !title.includes(code) ? `${title} · ${code}` : title);
  const text = [message, '', ...(codeLine ? [codeLine] : []), `${action}: ${url}`, '', '—', words.email.footer].join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#faf7f2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#222">
  <div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
    <h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
    <p style="font-size:16px;line-height:1.5;margin:0 0 16px">${escapeHtml(message)}</p>
    ${codeLine ? `<p style="font-size:15px;margin:0 0 24px"><strong>${escapeHtml(codeLine)}</strong></p>` : ''}
    <p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#b3261e;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(action)}</a></p>
    <p style="font-size:12px;color:#666;margin:0">${escapeHtml(words.email.footer)}</p>
  </div>
</body>
</html>
`;
  return { subject, text, html, language };
}
