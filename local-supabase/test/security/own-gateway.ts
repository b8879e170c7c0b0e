// A second gateway over the test stack's Postgres and PostgREST, with limits of
// the test's choosing (short timeouts, a small connection cap, a long realtime
// gap), so an attack can be reproduced without waiting for the defaults.
import { authConfigFromEnv } from '../../src/auth/auth-config.ts';
import { createGatewayPool } from '../../src/auth/db-pool.ts';
import { createGoogleFlow } from '../../src/auth/google.ts';
import { createMailer } from '../../src/auth/mailer.ts';
import { createAuthHandler } from '../../src/auth/routes.ts';
import { createSmsInbox } from '../../src/auth/sms-inbox.ts';
import type { GatewayLimits } from '../../src/gateway/limits.ts';
import { startGateway } from '../../src/gateway/server.ts';
import type { FunctionsOptions } from '../../src/functions/functions-service.ts';
import type { RealtimeLimits } from '../../src/realtime/limits.ts';
import { createRealtime } from '../../src/realtime/server.ts';
import { freePort } from '../free-port.ts';
import { stack } from '../helpers.ts';

export async function ownGateway(
  limits: {
    gateway?: Partial<GatewayLimits>;
    realtime?: Partial<RealtimeLimits>;
    port?: number;
    /** How long a request waits for one of its 4 database connections (default: the gateway's). */
    dbAcquireTimeoutMs?: number;
    /** Edge Functions to serve under /functions/v1, given the gateway's own URL. */
    functions?: (url: string) => Omit<FunctionsOptions, 'jwtSecret'>;
  } = {},
) {
  const s = stack();
  const port = limits.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // Connections named after this gateway, so a test can end exactly these (pg_stat_activity.application_name).
  const name = `test-gateway-${port}`;
  // As the stack's gateway: connected as the superuser.
  const pool = createGatewayPool({ connectionString: s.adminDbUrl, max: 4, applicationName: name, acquireTimeoutMs: limits.dbAcquireTimeoutMs });
  pool.on('error', () => {});
  const config = authConfigFromEnv({ smtp: { host: '127.0.0.1', port: s.smtpPort } });
  const mailer = createMailer(config);
  const ctx = { pool, jwtSecret: s.jwtSecret, url, config, mailer, sms: createSmsInbox(config.rateLimits.smsSent) };
  const auth = createAuthHandler(ctx, await createGoogleFlow(ctx));
  const realtime = createRealtime({ dbUrl: s.adminDbUrl, jwtSecret: s.jwtSecret, log: () => {}, limits: limits.realtime, applicationName: `${name}-realtime` });
  const gw = await startGateway({ port, jwtSecret: s.jwtSecret, rest: { host: '127.0.0.1', port: s.ports.rest }, auth, realtime, limits: limits.gateway, functions: limits.functions?.(url) });
  return {
    url,
    port,
    /** application_name of its auth pool, its realtime re-reads and its change feed. */
    connectionNames: [name, `${name}-realtime`, `${name}-realtime-listen`],
    async stop() {
      await gw.close();
      await realtime.stop();
      await pool.end();
      mailer.close();
    },
  };
}
