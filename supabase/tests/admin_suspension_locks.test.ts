// Suspending a provider while one of its bookings is being written (issue 26's admin_set_suspension).
// The fresh-clone CI at 9a6b4ad saw a Razorpay webhook end in a deadlock (40P01, answered 500):
// the webhook held its booking and wrote the provider a notification, whose foreign key
// key-share locks the provider's profile, while a suspension held that profile FOR UPDATE and
// waited for the booking. The suspension changes no key of the profile: NO KEY UPDATE is enough,
// and a notification written meanwhile then waits for nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, ownerConnection, type PgClient } from './helpers/db.ts';

let suspender: PgClient;
let writer: PgClient;

beforeAll(async () => {
  [suspender, writer] = await Promise.all([ownerConnection(), ownerConnection()]);
});
afterAll(async () => {
  await Promise.all([suspender?.end(), writer?.end()]);
});

const admin = JSON.stringify({ sub: ids.admin, role: 'authenticated', aud: 'authenticated', email: 'admin@utsav.test' });

async function waitingOnALock(pid: number): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await writer.query(`select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`, [pid]);
    if ((rows[0] as { waiting?: boolean } | undefined)?.waiting) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return false;
}

describe('admin_set_suspension and a booking written at the same moment', () => {
  it('a notification for the provider written while the suspension waits for the booking goes through, and the suspension then ends the booking', async () => {
    await writer.query('begin');
    await suspender.query('begin');
    try {
      // The webhook's first step: its booking, locked (razorpay_record_payment takes it FOR UPDATE).
      const [booking] = (await writer.query(
        `select id from public.bookings where provider_id = $1 and status in ('held', 'requested', 'confirmed')
          order by created_at limit 1 for update`, [ids.providerRow])).rows as { id: string }[];
      expect(booking, 'the seed has an open booking of the seeded provider').toBeDefined();

      const [{ pid }] = (await suspender.query('select pg_backend_pid() as pid')).rows as [{ pid: number }];
      await suspender.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [admin]);
      const suspension = suspender.query(`select public.admin_set_suspension($1, true, 'Documents expired') as outcome`, [ids.provider])
        .then(() => 'done', (e: { code?: string }) => `failed ${e.code}`);
      expect(await waitingOnALock(pid), 'the suspension waits for the booking').toBe(true);

      // The webhook's next step: the booking moves on and the provider is told, which key-share
      // locks the provider's profile through the notification's foreign key.
      await writer.query(`select private.notify($1, 'booking.received', '{}'::jsonb, 'New booking request', 'x', 'booking', null)`, [ids.provider]);
      await writer.query('rollback');
      expect(await suspension).toBe('done');
    } finally {
      await writer.query('rollback').catch(() => {});
      await suspender.query('rollback').catch(() => {});
    }
  });
});
