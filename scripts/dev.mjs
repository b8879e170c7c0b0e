// `pnpm dev`: the local backend plus a hot-reloading dev server per app.
import { appNamed, presentRemotes, shellPort } from '../tooling/ports.mjs';
import { assertPortFree } from './lib/port-check.mjs';
import { startBackend } from './lib/backend.mjs';
import { razorpayPort, startPayments } from './lib/payments.mjs';
import { onShutdown, run } from './lib/processes.mjs';

const apps = [appNamed('shell'), ...presentRemotes()];
for (const app of apps) await assertPortFree(Number(process.env[app.portEnv] ?? app.port), app.portEnv);
if (!process.env.RAZORPAY_API_URL) await assertPortFree(razorpayPort(), 'RAZORPAY_PORT');

const backend = await startBackend();
const payments = await startPayments(backend?.config.url);
for (const app of apps) run(app.name, 'pnpm', ['--filter', `./${app.dir}`, 'run', 'dev']);
onShutdown(async () => undefined);
console.log(`Dev servers starting; the shell will be at http://localhost:${shellPort()}/`);
if (backend?.config.inboxUrl) console.log(`Mail inbox (sign-up and password emails): ${backend.config.inboxUrl}`);
if (payments) console.log(`Local Razorpay: ${payments.url}`);
