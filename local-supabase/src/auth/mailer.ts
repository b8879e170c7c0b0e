// Sends GoTrue's emails (confirm sign-up, reset password) over SMTP with
// nodemailer: locally to the mail catcher, on a server to any SMTP relay.
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { AuthConfig } from './auth-config.ts';
import { renderEmail } from './emails/render.ts';
import { emailLanguage, type EmailKind } from './emails/strings.ts';
import { emailLimiter } from './rate-limit.ts';
import type { Db, UserRow } from './users.ts';

export interface Mailer {
  /** To the user's address, or to `to` (an email change's new address). */
  send(db: Db, user: UserRow, kind: EmailKind, link: string, code: string, to?: string): Promise<void>;
  close(): void;
}

/** The user's language: the profile's choice when the data model has one, else sign-up metadata. */
export async function languageOf(db: Db, user: UserRow) {
  try {
    const r = await db.query<{ preferred_language: string }>('select preferred_language from public.profiles where id = $1', [user.id]);
    if (r.rows[0]?.preferred_language) return emailLanguage({ preferred_language: r.rows[0].preferred_language });
  } catch {
    /* no profiles table in this data model */
  }
  return emailLanguage(user.raw_user_meta_data);
}

export function createMailer(config: AuthConfig): Mailer {
  const limit = emailLimiter(config.rateLimits.emailSent);
  let transport: Transporter | undefined;
  const smtp = config.smtp;
  if (smtp) transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true } as SMTPTransport.Options);
  return {
    async send(db, user, kind, link, code, to) {
      if (!transport) throw new Error('no SMTP server configured for auth emails');
      limit.take();
      const lang = await languageOf(db, user);
      const name = typeof user.raw_user_meta_data.full_name === 'string' ? user.raw_user_meta_data.full_name : undefined;
      const mail = renderEmail(kind, lang, { name, link, code, expirySeconds: config.otpExpiry });
      await transport.sendMail({
        from: { name: config.senderName, address: config.senderEmail },
        to: to ?? user.email!,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': lang },
      });
    },
    close() {
      transport?.close();
    },
  };
}
