// The accounts of the local Google stand-in. Like Google, it only signs in the
// owner of an account, with that account's password: the demo accounts (one
// password for all, listed in the README) and test accounts anyone may create
// at the stand-in's own domain, as anyone may create a new Gmail address.
// Nobody can create an account for an address of another domain, so typing
// admin@utsav.test there proves nothing without the password; nor for an address that
// already has an Utsav account, since GoTrue would link the new "Google" login to it.
import crypto from 'node:crypto';
import { hashPassword, verifyPassword } from './password.ts';

/** The stand-in's own mail domain: new test accounts can only be made here. */
export const GOOGLE_TEST_DOMAIN = 'gmail.test';

export const DEMO_GOOGLE_PASSWORD = 'Utsav@123';
/** The README's demo accounts also exist "at Google", with the same password. */
const DEMO_GOOGLE_ACCOUNTS = ['admin@utsav.test', 'customer@utsav.test', 'provider@utsav.test', 'pending@utsav.test', 'asha.google@gmail.test'];

interface Account {
  email: string;
  sub: string;
  passwordHash: string;
}

/** Google's subject: a stable number per account. */
const subFor = (email: string) => BigInt(`0x${crypto.createHash('sha256').update(`local-google:${email}`).digest('hex').slice(0, 15)}`).toString().padStart(21, '1');

/** What the stand-in needs to know of the Utsav account with an address, if there is one. */
export type UtsavAccountLookup = (email: string) => Promise<{ passwordHash: string | null } | undefined>;

export class GoogleAccounts {
  private readonly accounts = new Map<string, Account>();
  private demoHash: Promise<string> | undefined;

  constructor(private readonly utsavAccount: UtsavAccountLookup) {}

  private async demo(email: string): Promise<Account | undefined> {
    if (!DEMO_GOOGLE_ACCOUNTS.includes(email)) return undefined;
    // The README password is only the demo account's until it sets its own: a fixed one would
    // keep opening the account through Google after its owner changed the password.
    const current = (await this.utsavAccount(email))?.passwordHash;
    if (current) return { email, sub: subFor(email), passwordHash: current };
    this.demoHash ??= hashPassword(DEMO_GOOGLE_PASSWORD);
    return { email, sub: subFor(email), passwordHash: await this.demoHash };
  }

  private async find(email: string): Promise<Account | undefined> {
    return this.accounts.get(email) ?? (await this.demo(email));
  }

  /** The account when the password is its own; undefined otherwise (unknown address or wrong password). */
  async signIn(email: string, password: string): Promise<{ email: string; sub: string } | undefined> {
    const a = await this.find(email);
    if (!a || !(await verifyPassword(password, a.passwordHash))) return undefined;
    return { email: a.email, sub: a.sub };
  }

  /** A new account at the stand-in's domain; 'taken' when it or an Utsav account with the address exists (confirmed or not), 'domain' for any other domain. */
  async create(email: string, password: string): Promise<{ email: string; sub: string } | 'taken' | 'domain'> {
    if (!email.endsWith(`@${GOOGLE_TEST_DOMAIN}`)) return 'domain';
    if ((await this.find(email)) || (await this.utsavAccount(email))) return 'taken';
    if (this.accounts.size >= 10_000) this.accounts.delete(this.accounts.keys().next().value!);
    const a = { email, sub: subFor(email), passwordHash: await hashPassword(password) };
    this.accounts.set(email, a);
    return { email: a.email, sub: a.sub };
  }

  async bySub(sub: string): Promise<{ email: string; sub: string } | undefined> {
    for (const a of this.accounts.values()) if (a.sub === sub) return a;
    for (const email of DEMO_GOOGLE_ACCOUNTS) if (subFor(email) === sub) return { email, sub };
    return undefined;
  }
}
