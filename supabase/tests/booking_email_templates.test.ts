// The booking emails are worded from supabase/functions/_shared/booking-email-templates.json, a
// copy the deployed function can reach (it sees only supabase/functions); the bell words the same
// notifications from the shell's locale files. One wording: the copy must equal the shell's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBookingEmail } from '../functions/_shared/booking-email.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const emails = read('supabase/functions/_shared/booking-email-templates.json') as Record<string, { booking: unknown; provider: unknown; reason: string; email: Record<string, string> }>;

describe('booking email wording', () => {
  it.each(['en', 'hi', 'ta', 'te', 'kn'])('%s: the email templates are the bell\'s (shell/src/locales/account)', (lang) => {
    const shell = read(`shell/src/locales/account/${lang}.json`).notifications.templates;
    expect(emails[lang]!.booking).toEqual(shell.booking);
    // An application's decisions are emailed too (issue 26).
    expect(emails[lang]!.provider).toEqual(shell.provider);
    expect(emails[lang]!.reason).toEqual(shell.reason);
  });

  it('has the email\'s own lines in every language, translated, each keeping its values', () => {
    expect(Object.keys(emails).sort()).toEqual(['en', 'hi', 'kn', 'ta', 'te']);
    const en = emails.en!.email;
    for (const lang of ['hi', 'ta', 'te', 'kn']) {
      const mine = emails[lang]!.email;
      expect(Object.keys(mine).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(mine)) {
        expect(text, `${lang}.${key}`).not.toBe(en[key]);
        expect(text.match(/\{\{\w+\}\}/g) ?? [], `${lang}.${key}`).toEqual(en[key]!.match(/\{\{\w+\}\}/g) ?? []);
      }
    }
  });

  it('words an application\'s decision (issue 26) in the applicant\'s language, with the admin\'s reason', () => {
    const mail = renderBookingEmail({
      language: 'ta', template: 'provider.needsInfo', params: { business: 'Ravi Studio', reason: 'PAN photo is blurred' },
      link: '/provider/profile', title: 'More information needed', message: 'English fallback',
    }, 'https://utsav.example/');
    const ta = emails.ta as unknown as { provider: { needsInfo: { title: string } } };
    expect(mail.subject).toBe(ta.provider.needsInfo.title);
    expect(mail.text).toContain('Ravi Studio');
    expect(mail.text).toContain('PAN photo is blurred');
    expect(mail.text).not.toContain('English fallback');
    // A family this copy does not know is sent as the database wrote it.
    const reply = renderBookingEmail({ language: 'en', template: 'contact.reply', params: {}, link: '/contact', title: 'Re: Musicians', message: 'Yes, search nadaswaram.' }, 'https://utsav.example/');
    expect(reply.subject).toBe('Re: Musicians');
    expect(reply.text).toContain('Yes, search nadaswaram.');
  });
});
