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
  /** `booking.<name>`, or `provider.<name>` (an application's decision, issue 26); another is sent as written. */
  template: string;
  params: Record<string, unknown>;
  /** The app's path (/bookings/<code> or /dashboard), from the notification. */
  link: string | null;
  /** The notification's English words, for a template this copy does not know yet. */
  title: string;
  message: string;
  /** The booking as it stood when the email was queued (migration 0047): paise, ISO days and moments. */
  facts?: Record<string, unknown> | null;
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

interface Tier { minDays: number; percent: number }

/** One labelled line of the facts block: the label, then the value. */
type Fact = [label: string, value: string];

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/**
 * Rupees as the app shows them: whole, with Indian grouping (1,10,000). Grouping is en-IN's in
 * every language: ICU groups kn-IN as 110,000, and the digits the app shows are Latin.
 */
const rupees = (paise: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(Math.round(paise / 100))}`;

function factsOf(facts: Record<string, unknown>, words: Words, locale: string, day: Intl.DateTimeFormat, template: string): Fact[] {
  const e = words.email;
  const percent = (n: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(n / 100);
  const lines: Fact[] = [];
  const what = str(facts.what);
  const provider = str(facts.provider);
  const date = str(facts.date);
  const time = str(facts.time);
  if (what) lines.push([e.what, what]);
  if (provider) lines.push([e.provider, provider]);
  if (date && ISO_DAY.test(date)) {
    const dayText = day.format(new Date(`${date}T00:00:00Z`));
    // The event's wall-clock time in India, worded in the recipient's language.
    const timeText = time && /^\d{2}:\d{2}$/.test(time)
      ? new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(`2000-01-01T${time}:00Z`))
      : null;
    lines.push([e.when, timeText ? fill(e.dateTime, { date: dayText, time: timeText }) : dayText]);
  }
  const city = str(facts.city);
  if (city) lines.push([e.where, city]);
  const paid = num(facts.paidPaise);
  const due = num(facts.duePaise);
  if (paid !== null) lines.push([e.paid, rupees(paid)]);
  if (due !== null) lines.push([e.due, rupees(due)]);
  const receipt = str(facts.receipt);
  if (receipt) lines.push([e.receipt, receipt]);
  const respondBy = str(facts.respondBy);
  if (respondBy && !Number.isNaN(Date.parse(respondBy))) {
    // The deadline is a moment: shown in India's time, where the booking happens.
    lines.push([e.respondBy, new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(respondBy))]);
  }
  const tier = facts.refundTier as { percent?: unknown; daysBefore?: unknown; full?: unknown } | undefined;
  const tierPercent = tier ? num(tier.percent) : null;
  if (tier && tierPercent !== null) {
    const days = num(tier.daysBefore);
    lines.push([e.refundTier, tier.full === true || days === null ? e.refundTierFull : fill(e.refundTierCustomer, { percent: percent(tierPercent), days: String(days) })]);
  }
  // The terms matter while a booking stands or is being unwound; a review request does not need them.
  const tiers = Array.isArray(facts.tiers) ? (facts.tiers as Tier[]).filter((t) => num(t?.minDays) !== null && num(t?.percent) !== null) : [];
  if (tiers.length && template !== 'completed' && template !== 'reminder') {
    lines.push([e.terms, tiers.map((t, i) =>
      // The lowest tier reads as "less than" the one above it, not "0 or more days".
      t.minDays === 0 && i > 0 ? fill(e.termsTierLast, { days: String(tiers[i - 1]!.minDays), percent: percent(t.percent) })
        : fill(e.termsTier, { days: String(t.minDays), percent: percent(t.percent) })).join('; ')]);
  }
  return lines;
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
  // The template's family names its words: a booking's, or a provider application's decision.
  const [family, name = ''] = input.template.split('.', 2) as [string, string?];
  const group = family === 'provider' ? words.provider : family === 'booking' ? words.booking : {};
  const template = (group as Record<string, { title: string; message: string } | undefined>)[name];
  const title = template ? fill(template.title, values) : input.title;
  const reason = template && values.reason ? ` ${fill(words.reason, values)}` : '';
  const message = template ? `${fill(template.message, values)}${reason}` : input.message;
  const code = values.code ?? '';

  const base = siteUrl.replace(/\/+$/, '');
  const path = input.link && input.link.startsWith('/') ? input.link : code ? `/bookings/${encodeURIComponent(code)}` : '/';
  const url = `${base}${path}`;
  const action = path.startsWith('/dashboard') ? words.email.openDashboard : words.email.openBooking;
  const codeLine = code ? fill(words.email.bookingCode, { code }) : '';
  // The tracking page answers anyone holding the code: the link that works signed out.
  const trackUrl = code ? `${base}/track-booking?code=${encodeURIComponent(code)}` : '';
  const facts = input.facts && typeof input.facts === 'object' ? factsOf(input.facts, words, LOCALE[language], day, name) : [];

  const subject = oneLine(code && !title.includes(code) ? `${title} · ${code}` : title);
  const factText = facts.length ? [words.email.factsHeading, ...facts.map(([label, value]) => `${label}: ${value}`), ''] : [];
  const text = [message, '', ...factText, ...(codeLine ? [codeLine] : []), `${action}: ${url}`,
    ...(trackUrl ? [`${words.email.track}: ${trackUrl}`] : []), '', '—', words.email.footer].join('\n');
  const factHtml = facts.length
    ? `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(words.email.factsHeading)}</h2>
    <table role="presentation" style="border-collapse:collapse;font-size:15px;line-height:1.4;margin:0 0 16px;width:100%">
${facts.map(([label, value]) => `      <tr><th scope="row" style="text-align:start;vertical-align:top;padding:4px 12px 4px 0;color:#555;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('\n')}
    </table>`
    : '';
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#faf7f2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#222">
  <div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
    <h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
    <p style="font-size:16px;line-height:1.5;margin:0 0 16px">${escapeHtml(message)}</p>
    ${factHtml}
    ${codeLine ? `<p style="font-size:15px;margin:0 0 24px"><strong>${escapeHtml(codeLine)}</strong></p>` : ''}
    <p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#b3261e;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(action)}</a></p>
    ${trackUrl ? `<p style="font-size:14px;margin:0 0 24px"><a href="${escapeHtml(trackUrl)}" style="color:#b3261e">${escapeHtml(words.email.track)}</a><br><span style="color:#666">${escapeHtml(trackUrl)}</span></p>` : ''}
    <p style="font-size:12px;color:#666;margin:0">${escapeHtml(words.email.footer)}</p>
  </div>
</body>
</html>
`;
  return { subject, text, html, language };
}
