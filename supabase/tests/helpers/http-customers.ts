// Customers who call the API over HTTP as the app does, made and removed by the suite that
// needs them (cal.com's fixture factories): committed users, each with an access token signed
// as the auth server signs its own (HS256 with the project's JWT secret), so a test or a
// benchmark can have fifty of them at once without fifty password sign-ins.
import crypto from 'node:crypto';
import { accessToken } from './access-token.ts';
import { ownerConnection } from './db.ts';

export { accessToken };

export interface HttpCustomer {
  id: string;
  email: string;
  token: string;
}

/** `count` confirmed customers; `remove()` deletes them and every booking they made. */
export async function httpCustomers(jwtSecret: string, count: number, label: string) {
  const db = await ownerConnection();
  const run = crypto.randomBytes(4).toString('hex');
  const { rows } = (await db.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     select format('%s.%s.%s@test.utsav.test', $1::text, $2::text, i), 'x', now(), jsonb_build_object('full_name', format('Test %s %s', $1::text, i))
     from generate_series(1, $3::integer) i
     returning id, email`,
    [label, run, count],
  )) as { rows: { id: string; email: string }[] };
  const customers: HttpCustomer[] = rows.map((u) => ({ ...u, token: accessToken(jwtSecret, u) }));
  return {
    customers,
    async remove() {
      const ids = customers.map((c) => c.id);
      // Their bookings are test data, not records: they go (slots, venues and history cascade).
      await db.query('delete from public.notifications where user_id = any($1)', [ids]);
      await db.query('delete from public.payments where booking_id in (select id from public.bookings where customer_id = any($1))', [ids]);
      await db.query('delete from public.bookings where customer_id = any($1)', [ids]);
      await db.query('delete from auth.users where id = any($1)', [ids]);
      await db.end();
    },
  };
}
