// `pnpm start`: production builds of every app, the local backend, and a static
// server per app on its own port, as each would be deployed.
import { presentRemotes, shellPort } from '../tooling/ports.mjs';
import { startBackend } from './lib/backend.mjs';
import { assertPortFree } from './lib/port-check.mjs';
import { razorpayPort, startPayments } from './lib/payments.mjs';
import { finished, onShutdown, run } from './lib/processes.mjs';
import { serveAll } from './serve-all.mjs';

// Before the builds: a busy gateway port should not cost a full build to find out.
if (!process.env.RAZORPAY_API_URL) await assertPortFree(razorpayPort(), 'RAZORPAY_PORT');

const apps = ['shell', ...presentRemotes().map((remote) => remote.dir)];
console.log(`Building ${apps.join(', ')} for production…`);
const filters = apps.flatMap((dir) => ['--filter', `./${dir}`]);
await finished(run('build', 'pnpm', ['-r', ...filters, 'run', 'build']));

const backend = await startBackend();
const payments = await startPayments(backend?.config.url);
const served = await serveAll();
onShutdown(() => served.close());

console.log(`
Utsav is running: http://localhost:${shellPort()}/
${backend ? `Local Supabase: ${backend.config.url}\n${backend.config.inboxUrl ? `Mail inbox (sign-up and password emails): ${backend.config.inboxUrl}\n` : ''}Demo accounts (password Utsav@123): admin@utsav.test, customer@utsav.test, provider@utsav.test, pending@utsav.test\n` : ''}${payments ? `Local Razorpay (test cards and UPI IDs on its checkout page): ${payments.url}\n` : ''}Press Ctrl-C to stop everything.`);
