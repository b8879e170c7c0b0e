// Reading the e2e stack's mail catcher (MailDev's JSON API), as a user reads their inbox.
import { E2E_INBOX_URL } from './e2e-env';

export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

/** The newest email to `to` (not one of `except`), waiting until it arrives. */
export async function waitForEmail(to: string, opts: { except?: string[]; timeoutMs?: number } = {}): Promise<CaughtEmail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const all = (await (await fetch(`${E2E_INBOX_URL}/api/email`)).json()) as CaughtEmail[];
    const mine = all.filter((m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()) && !opts.except?.includes(m.id));
    if (mine.length) return mine[mine.length - 1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no email to ${to} arrived in the mail catcher`);
}

/** The confirmation or reset link of an auth email. */
export function linkIn(mail: CaughtEmail): string {
  const link = /(http\S+\/auth\/v1\/verify\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
}
