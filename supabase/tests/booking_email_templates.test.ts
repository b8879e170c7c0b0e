// The booking emails are worded from supabase/functions/_shared/booking-email-templates.json, a
// copy the deployed function can reach (it sees only supabase/functions); the bell words the same
// notifications from the shell's locale files. One wording: the copy must equal the shell's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const emails = read('supabase/functions/_shared/booking-email-templates.json') as Record<string, { booking: unknown; reason: string; email: Record<string, string> }>;

describe('booking email wording', () => {
  it.each(['en', 'hi', 'ta', 'te', 'kn'])('%s: the email templates are the bell\'s (shell/src/locales/account)', (lang) => {
    const shell = read(`shell/src/locales/account/${lang}.json`).notifications.templates;
    expect(emails[lang]!.booking).toEqual(shell.booking);
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
});
