// The local stack's mail catcher, as the Supabase CLI runs Inbucket/Mailpit:
// MailDev takes every email the auth server sends over SMTP and shows it in a
// web inbox (and a JSON API at /api/email that the e2e tests read).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MailDev } from 'maildev';

export interface MailCatcher {
  smtp: { host: string; port: number };
  /** The web inbox. */
  url: string;
  stop(): Promise<void>;
}

/** Ports beside the gateway's (54321 → inbox 54324, as the CLI's Inbucket, SMTP 54325) unless set. */
export function mailPortsFromEnv(apiPort: number): { smtp: number; web: number } {
  const port = (name: string, fallback: number) => {
    const n = Number(process.env[name] || fallback);
    if (!Number.isInteger(n) || n <= 0 || n > 65535) throw new Error(`${name}=${process.env[name]} is not a valid port`);
    return n;
  };
  return { web: port('SUPABASE_INBOX_PORT', apiPort + 3), smtp: port('SUPABASE_SMTP_PORT', apiPort + 4) };
}

export async function startMailCatcher(ports: { smtp: number; web: number }): Promise<MailCatcher> {
  // A directory of its own: MailDev's default (/tmp/maildev) would be shared by every stack on the machine.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-mail-'));
  const md = new MailDev({ smtp: ports.smtp, web: ports.web, ip: '127.0.0.1', webIp: '127.0.0.1', mailDirectory: dir, maxEmails: 1000, silent: true });
  try {
    await md.start();
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`The mail catcher could not start on ports ${ports.smtp} (SMTP, SUPABASE_SMTP_PORT) / ${ports.web} (inbox, SUPABASE_INBOX_PORT): ${(e as Error).message}`, { cause: e });
  }
  return {
    smtp: { host: '127.0.0.1', port: ports.smtp },
    url: `http://127.0.0.1:${ports.web}`,
    async stop() {
      await md.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
