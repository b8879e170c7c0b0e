// Reading the e2e stack's SMS inbox (the local gateway keeps the texts hosted would hand to an
// SMS provider; JSON at /sms-inbox/api/messages), as a user reads their phone.
import { E2E_SUPABASE_URL } from './e2e-env';

export interface CaughtSms {
  id: string;
  /** E.164, `+91…`. */
  to: string;
  body: string;
  time: string;
}

/** The newest text to `to` (not one of `except`), waiting until it arrives. */
export async function waitForSms(to: string, opts: { except?: string[]; timeoutMs?: number } = {}): Promise<CaughtSms> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const all = (await (await fetch(`${E2E_SUPABASE_URL}/sms-inbox/api/messages`)).json()) as CaughtSms[];
    const mine = all.filter((m) => m.to === to && !opts.except?.includes(m.id));
    if (mine.length) return mine[mine.length - 1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no text message to ${to} arrived in the SMS inbox`);
}

/** The 6-digit code of a text. */
export function codeIn(sms: CaughtSms): string {
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code in "${sms.body}"`);
  return code;
}
