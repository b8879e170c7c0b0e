// The gateway's own process, started and restarted by gateway-process.ts. Everything that
// answers clients (auth, REST proxy, realtime) runs here, so if it dies (a bug, a kill) the
// supervisor starts a fresh one while Postgres and PostgREST keep running; supabase-js
// clients keep their sessions (JWTs) and rejoin their channels when the socket is back.
import path from 'node:path';
import { authConfigFromEnv } from './auth/auth-config.ts';
import { closeBcryptPool } from './auth/bcrypt-pool.ts';
import { createGatewayPool } from './auth/db-pool.ts';
import { createGoogleFlow } from './auth/google.ts';
import { createMailer } from './auth/mailer.ts';
import { createAuthHandler } from './auth/routes.ts';
import { createSmsInbox } from './auth/sms-inbox.ts';
import { repoRoot } from './config.ts';
import { createEmailApi, localEmailApiKey } from './email/email-api.ts';
import { localEmailSecrets } from './functions/local-email-secrets.ts';
import { localRazorpaySecrets } from './functions/local-razorpay-secrets.ts';
import { allowedOrigins } from './gateway/cors.ts';
import { startGateway } from './gateway/server.ts';
import { apiKeys } from './keys.ts';
import { createRealtime } from './realtime/server.ts';
import { createStorage } from './storage/service.ts';

export interface GatewayWorkerConfig {
  port: number;
  host: string;
  url: string;
  dbUrl: string;
  /** The owner role's connection string: what Edge Functions get as SUPABASE_DB_URL, as on hosted. */
  ownerDbUrl: string;
  restPort: number;
  jwtSecret: string;
  /** Where auth emails go: the stack's mail catcher, or AUTH_SMTP_HOST. */
  smtp?: { host: string; port: number };
  /** Where Storage keeps the objects' bytes. */
  storageDir: string;
  /** Function secrets that win over supabase/functions/.env (the test stack's own local-razorpay). */
  functionSecrets?: Record<string, string>;
}

const config = JSON.parse(process.env.LOCAL_GATEWAY_CONFIG ?? 'null') as GatewayWorkerConfig | null;
if (!config || !process.send) {
  console.error('gateway-worker.ts is started by the local stack (gateway-process.ts), not by hand.');
  process.exit(2);
}
// The secret came through the environment; do not hand it on to anything this process starts.
delete process.env.LOCAL_GATEWAY_CONFIG;

const pool = createGatewayPool({ connectionString: config.dbUrl, max: 10, applicationName: 'local-gateway' });
pool.on('error', (e) => console.error('[gateway] idle database connection failed:', e.message));
const authConfig = authConfigFromEnv(config.smtp ? { smtp: config.smtp } : {});
const mailer = createMailer(authConfig);
const sms = createSmsInbox(authConfig.rateLimits.smsSent);
const authCtx = { pool, jwtSecret: config.jwtSecret, url: config.url, config: authConfig, mailer, sms };
const auth = createAuthHandler(authCtx, await createGoogleFlow(authCtx));
const realtime = createRealtime({ dbUrl: config.dbUrl, pool, jwtSecret: config.jwtSecret, log: (m) => console.error(m) });
const keys = await apiKeys(config.jwtSecret);
const functionsDir = path.join(repoRoot, 'supabase', 'functions');
const functions = {
  dir: functionsDir,
  configFile: path.join(repoRoot, 'supabase', 'config.toml'),
  denoDir: path.join(repoRoot, '.local', 'deno'),
  env: {
    supabaseUrl: config.url,
    anonKey: keys.anonKey,
    serviceKey: keys.serviceKey,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    dbUrl: config.ownerDbUrl,
    secretsFile: path.join(functionsDir, '.env'),
    // The functions' own CORS (supabase/functions/_shared/cors.ts) allows the apps' origins, as the
    // gateway's does; the payment functions talk to the local Razorpay stand-in and the email
    // function to the gateway's Resend stand-in unless .env says otherwise.
    defaultSecrets: { ALLOWED_ORIGINS: [...allowedOrigins()].join(','), ...localRazorpaySecrets(), ...localEmailSecrets(config.url, config.jwtSecret) },
    secrets: config.functionSecrets,
  },
};
// Resend's API, relayed to the same SMTP server as auth's emails (the mail catcher).
const emailApi = config.smtp ? createEmailApi({ apiKey: localEmailApiKey(config.jwtSecret), smtp: config.smtp }) : undefined;
const gateway = await startGateway({
  port: config.port,
  host: config.host,
  jwtSecret: config.jwtSecret,
  rest: { host: '127.0.0.1', port: config.restPort },
  auth,
  realtime,
  smsInbox: sms,
  functions,
  emailApi,
  storage: createStorage({ pool, jwtSecret: config.jwtSecret, root: config.storageDir }),
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await gateway.close().catch(() => {});
  await realtime.stop().catch(() => {});
  await pool.end().catch(() => {});
  await Promise.resolve(mailer.close()).catch(() => {});
  emailApi?.close();
  await closeBcryptPool().catch(() => {});
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
// Ctrl-C reaches the whole process group; the supervisor decides when this process stops.
process.on('SIGINT', () => {});
// The supervisor is gone (killed without a chance to stop us): do not linger holding the port.
process.on('disconnect', () => void stop(0));
process.send({ ready: true });
