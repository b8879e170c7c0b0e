import { RAISED_AUTH_LIMITS_ENV } from '../../local-supabase/src/raised-limits.mjs';
import { localStackSecrets } from '../../local-supabase/src/secrets.mjs';
import { portTable } from '../../tooling/ports.mjs';

/**
 * Ports for the end-to-end run. Everything sits at E2E_PORT_BASE (default 4400) plus a fixed
 * offset, so two copies of the suite (or a suite beside `pnpm start`) never collide. The apps'
 * offsets are the registry's (shared/federation/remote-registry.json), one per app.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4400);

/** `{ SHELL_PORT: 4400, CATALOG_PORT: 4401, ... }`: every app of the registry. */
export const E2E_PORTS: Record<string, number> = portTable(base);
const appUrl = (portEnv: string) => {
  const port = E2E_PORTS[portEnv];
  if (port === undefined) throw new Error(`${portEnv} is not in the remote registry`);
  return `http://localhost:${port}`;
};

/** The suite's own local Supabase stack, wiped and seeded at the start of every run. */
export const E2E_BACKEND_PORTS = {
  SUPABASE_PORT: base + 21,
  SUPABASE_DB_PORT: base + 22,
  SUPABASE_REST_PORT: base + 23,
  SUPABASE_INBOX_PORT: base + 24,
  SUPABASE_SMTP_PORT: base + 25,
} as const;

/** The suite's own local payment gateway (local-razorpay/), in memory: fresh on every run. */
export const E2E_RAZORPAY_PORT = base + 30;
export const E2E_RAZORPAY_URL = `http://127.0.0.1:${E2E_RAZORPAY_PORT}`;

/**
 * The shared-versioning test's own servers: a remote built against an older `shared`, one built
 * against another major, and a second copy of the shell whose remotes.json points at each.
 */
export const E2E_VERSIONING_PORTS = {
  OLD_COMPATIBLE_BLOG: base + 40,
  OLD_INCOMPATIBLE_BLOG: base + 41,
  SHELL_WITH_COMPATIBLE_BLOG: base + 42,
  SHELL_WITH_INCOMPATIBLE_BLOG: base + 43,
} as const;

export const E2E_CONTROL_PORT = base + 99;
export const E2E_SHELL_URL = appUrl('SHELL_PORT');
export const E2E_CATALOG_URL = appUrl('CATALOG_PORT');
export const E2E_BOOKING_URL = appUrl('BOOKING_PORT');
export const E2E_PROVIDER_URL = appUrl('PROVIDER_PORT');
export const E2E_ADMIN_URL = appUrl('ADMIN_PORT');
export const E2E_BLOG_URL = appUrl('BLOG_PORT');
export const E2E_MESSAGES_URL = appUrl('MESSAGES_PORT');
export const E2E_SUPABASE_URL = `http://127.0.0.1:${E2E_BACKEND_PORTS.SUPABASE_PORT}`;
/** The stack's mail catcher (MailDev): sign-up and password emails, JSON at /api/email. */
export const E2E_INBOX_URL = `http://127.0.0.1:${E2E_BACKEND_PORTS.SUPABASE_INBOX_PORT}`;
export const E2E_DB_URL = `postgres://postgres:postgres@127.0.0.1:${E2E_BACKEND_PORTS.SUPABASE_DB_PORT}/postgres`;
export const E2E_DATA_DIR = `.local/e2e-${base}/pg`;

// The keys of the suite's own stack: signed with this install's generated secret (kept in
// `.local/secrets.json`, created here if the stack has not made it yet), which the stack reads too.
const secrets = localStackSecrets();
export const E2E_ANON_KEY = secrets.anonKey;
export const E2E_SERVICE_KEY = secrets.serviceKey;

const portEnv = (ports: Record<string, number>) =>
  Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)]));

/** What the static servers need: each app's port, and the backend the runtime config points at. */
export const E2E_ENV: Record<string, string> = {
  ...portEnv(E2E_PORTS),
  SUPABASE_URL: E2E_SUPABASE_URL,
  SUPABASE_ANON_KEY: E2E_ANON_KEY,
  RAZORPAY_CHECKOUT_URL: `${E2E_RAZORPAY_URL}/v1/checkout.js`,
  // Tests make their own rows and look for them at once: the page server renders every page afresh.
  PAGE_CACHE_MS: '0',
};

/** The gap between a realtime join reply and its live change feed (hosted has one too): long enough that a test can insert inside it. */
export const E2E_REALTIME_SUBSCRIBE_DELAY_MS = 2000;

/**
 * What the local stack needs: its ports, a data directory of its own, the secrets file the keys
 * above come from, the apps' ports (its CORS allows only the apps' own origins), the suite's
 * shell as the Site URL, hosted's per-IP auth limits raised (every test signs in from
 * 127.0.0.1), and a realtime gap long enough to insert inside it.
 */
export const E2E_BACKEND_ENV: Record<string, string> = {
  ...portEnv(E2E_BACKEND_PORTS),
  ...portEnv(E2E_PORTS),
  SUPABASE_DATA_DIR: E2E_DATA_DIR,
  SUPABASE_SECRETS_FILE: secrets.file,
  REALTIME_SUBSCRIBE_DELAY_MS: String(E2E_REALTIME_SUBSCRIBE_DELAY_MS),
  SITE_URL: E2E_SHELL_URL,
  // The payment functions' Razorpay: the suite's own local-razorpay (local-razorpay-secrets.ts).
  RAZORPAY_PORT: String(E2E_RAZORPAY_PORT),
  // The extra shells of the shared-versioning test call the backend too (the home page's prices).
  SUPABASE_CORS_ORIGINS: [E2E_VERSIONING_PORTS.SHELL_WITH_COMPATIBLE_BLOG, E2E_VERSIONING_PORTS.SHELL_WITH_INCOMPATIBLE_BLOG]
    .map((port) => `http://localhost:${port}`)
    .join(','),
  ...RAISED_AUTH_LIMITS_ENV,
};
