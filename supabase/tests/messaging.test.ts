// Messaging RPCs (issue 25): send_message (find-or-create + insert in one call, idempotent by the
// client's key), my_conversations, conversation_messages, mark_conversation_read,
// report_conversation, block/unblock_in_conversation; each as both participants, another
// customer, another provider, an admin and a visitor.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ids, ownerConnection, seeded, setupDb, type PgClient } from './helpers/db.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();
// Priya (customerA) <-> Shubh Utsav Events (provider), about the payment-expired booking.
const CONV = 'f0000000-0000-4000-8000-000000000001';
// Priya <-> Udupi Grand Caterers (otherProvider), no booking.
const CONV_OTHER = 'f0000000-0000-4000-8000-000000000002';
const otherProvider = { sub: ids.otherProvider };

const send = 'select * from public.send_message(p_provider_id => $1, p_body => $2, p_client_id => $3, p_booking_id => $4, p_conversation_id => $5)';

describe('send_message', () => {
  it('a customer\'s first message creates the conversation; the provider answers in it; each notifies the other', () =>
    tx(async (t) => {
      const [m] = await t.as('customerB', send, [ids.providerRow, 'Are you free for a Telugu ceremony?', randomUUID(), null, null]);
      expect(m).toMatchObject({ sender_id: ids.customerB, body: 'Are you free for a Telugu ceremony?', read_at: null, masked: false });
      const [c] = await t.sys('select customer_id, provider_id, booking_id, last_message_at from public.conversations where id = $1', [m.conversation_id]);
      expect(c).toMatchObject({ customer_id: ids.customerB, provider_id: ids.providerRow, booking_id: null });
      expect(c.last_message_at).toEqual(m.created_at);
      const [n] = await t.as('provider', `select type, link, params from public.notifications where type = 'chat' and created_at = now()`);
      expect(n).toMatchObject({ type: 'chat', link: '/dashboard', params: { conversationId: m.conversation_id } });

      const [r] = await t.as('provider', send, [null, 'Yes, we are.', randomUUID(), null, m.conversation_id]);
      expect(r).toMatchObject({ conversation_id: m.conversation_id, sender_id: ids.provider });
      const [n2] = await t.as('customerB', `select link, params from public.notifications where type = 'chat' and created_at = now()`);
      expect(n2).toMatchObject({ link: '/profile', params: { conversationId: m.conversation_id } });

      // A second first message finds the same conversation.
      const [again] = await t.as('customerB', send, [ids.providerRow, 'One more thing', randomUUID(), null, null]);
      expect(again.conversation_id).toBe(m.conversation_id);
    }));

  it('about a booking: the customer\'s own booking gets its own conversation; a provider starts one only about theirs', () =>
    tx(async (t) => {
      const [m] = await t.as('customerA', send, [ids.providerRow, 'About the confirmed booking', randomUUID(), seeded.bookings.confirmed, null]);
      const [c] = await t.sys('select booking_id from public.conversations where id = $1', [m.conversation_id]);
      expect(c.booking_id).toBe(seeded.bookings.confirmed);
      const [p] = await t.as('provider', send, [ids.providerRow, 'About your booking', randomUUID(), seeded.bookings.confirmed, null]);
      expect(p.conversation_id).toBe(m.conversation_id);
      expectError(await t.try('provider', send, [ids.providerRow, 'Hello stranger', randomUUID(), null, null]), '23514');
      expectError(await t.try(otherProvider, send, [ids.otherProviderRow, 'Not my booking', randomUUID(), seeded.bookings.confirmed, null]), '23514');
      expectError(await t.try('customerB', send, [ids.providerRow, 'Not my booking', randomUUID(), seeded.bookings.confirmed, null]), '23514');
    }));

  it('only participants write in a conversation; visitors cannot call it; pending providers are not reachable', () =>
    tx(async (t) => {
      for (const actor of ['customerB', 'pending', 'admin'] as const) {
        expectError(await t.try(actor, send, [ids.providerRow, 'hello', randomUUID(), null, CONV]), '42501');
      }
      expectError(await t.try(otherProvider, send, [null, 'hello', randomUUID(), null, CONV]), '42501');
      expectError(await t.try('anon', send, [ids.providerRow, 'hello', randomUUID(), null, null]), '42501');
      expectError(await t.try('customerB', send, [ids.pendingRow, 'hello', randomUUID(), null, null]), '23514');
      expectError(await t.try('customerA', send, [ids.providerRow, '   ', randomUUID(), null, CONV]), '23514');
      expectError(await t.try('customerA', send, [ids.providerRow, 'no key', null, null, CONV]), '23514');
    }));

  it('the same client id twice answers the first message and writes nothing more', () =>
    tx(async (t) => {
      const key = randomUUID();
      const [a] = await t.as('customerA', send, [ids.providerRow, 'Only once', key, null, CONV]);
      const [b] = await t.as('customerA', send, [ids.providerRow, 'Only once', key, null, CONV]);
      expect(b).toEqual(a);
      const [{ c }] = await t.sys('select count(*)::int as c from public.messages where client_id = $1', [key]);
      expect(c).toBe(1);
      // Keys are per sender: the provider's own use of the same key is another message.
      const [p] = await t.as('provider', send, [null, 'Mine', key, null, CONV]);
      expect(p.id).not.toBe(a.id);
    }));

  it('an attachment must be a file in the conversation\'s folder; a photo may go without words', () =>
    tx(async (t) => {
      const ok = { path: `${CONV}/${randomUUID()}.jpg`, name: 'menu.jpg', type: 'image/jpeg', size: 120000, width: 1200, height: 900 };
      const sendAtt = 'select * from public.send_message(p_provider_id => null, p_body => $1, p_client_id => $2, p_conversation_id => $3, p_attachment => $4)';
      const [m] = await t.as('customerA', sendAtt, ['', randomUUID(), CONV, JSON.stringify(ok)]);
      expect(m).toMatchObject({ body: '', attachment: ok });
      const [n] = await t.as('provider', `select message from public.notifications where type = 'chat' and created_at = now()`);
      expect(n.message).toBe('menu.jpg');
      // A PDF has no pixel size: null or absent width and height are dropped.
      const pdf = { path: `${CONV}/${randomUUID()}.pdf`, name: 'quote.pdf', type: 'application/pdf', size: 3000, width: null, height: null };
      const [q] = await t.as('customerA', sendAtt, ['The quote', randomUUID(), CONV, JSON.stringify(pdf)]);
      expect(q.attachment).toEqual({ path: pdf.path, name: 'quote.pdf', type: 'application/pdf', size: 3000 });
      for (const bad of [
        { ...ok, path: `${CONV_OTHER}/${randomUUID()}.jpg` },
        { ...ok, path: `${CONV}/../x.jpg` },
        { ...ok, type: 'text/html' },
        { ...ok, size: 20 * 1024 * 1024 },
        { ...ok, width: 'wide' },
      ]) {
        expectError(await t.try('customerA', sendAtt, ['see this', randomUUID(), CONV, JSON.stringify(bad)]), '23514');
      }
    }));
});

describe('send_message concurrently', () => {
  const conns: PgClient[] = [];
  afterAll(async () => {
    for (const c of conns) await c.end();
  });

  it('two tabs sending the same client id at once both get the one message', async () => {
    const key = randomUUID();
    const claims = JSON.stringify({ sub: ids.customerA, role: 'authenticated', aud: 'authenticated' });
    const tabs = await Promise.all([ownerConnection(), ownerConnection()]);
    conns.push(...tabs);
    const results = await Promise.all(
      tabs.map(async (c) => {
        await c.query('begin');
        await c.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [claims]);
        const { rows } = await c.query(send, [ids.providerRow, 'Two tabs, one message', key, null, CONV]);
        await c.query('commit');
        return (rows as { id: string }[])[0]!;
      }),
    );
    const owner = tabs[0]!;
    try {
      expect(results[0]!.id).toBe(results[1]!.id);
      const { rows } = await owner.query('select count(*)::int as c from public.messages where client_id = $1', [key]);
      expect(rows).toEqual([{ c: 1 }]);
    } finally {
      await owner.query(`delete from public.notifications where type = 'chat' and params->>'conversationId' = $1 and created_at > now() - interval '1 minute'`, [CONV]);
      await owner.query('delete from public.messages where client_id = $1', [key]);
    }
  });
});

describe('my_conversations', () => {
  it('each side sees its conversations newest first with the other party, the booking and unread counts', () =>
    tx(async (t) => {
      const mine = await t.as('customerA', 'select * from public.my_conversations(10)');
      expect(mine.map((r) => r.id)).toContain(CONV);
      expect(mine.every((r) => r.role === 'customer' && r.customer_id === ids.customerA)).toBe(true);
      const times = mine.map((r) => new Date(r.last_at).getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const conv = mine.find((r) => r.id === CONV)!;
      expect(conv).toMatchObject({ other_name: 'Shubh Utsav Events', booking_status: expect.any(String), tracking_code: expect.any(String),
        last_body: 'Yes please, the date is held for you until you pay the advance.', last_sender_id: ids.provider, unread: 1,
        blocked_by_me: false, blocked_by_them: false });

      const theirs = await t.as('provider', 'select * from public.my_conversations(10)');
      expect(theirs.every((r) => r.role === 'provider' && r.provider_id === ids.providerRow)).toBe(true);
      expect(theirs.find((r) => r.id === CONV)).toMatchObject({ other_name: 'Priya Sharma', unread: 0 });

      expect(await t.as('customerB', 'select * from public.my_conversations(10) where id = any($1)', [[CONV, CONV_OTHER]])).toEqual([]);
      expect(await t.as(otherProvider, 'select id from public.my_conversations(10) where id = $1', [CONV])).toEqual([]);
      expect(await t.as('admin', 'select id from public.my_conversations(10)')).toEqual([]);
      expectError(await t.try('anon', 'select * from public.my_conversations(10)'), '42501');
    }));

  it('pages by p_before and moves a conversation up when a message arrives', () =>
    tx(async (t) => {
      const first = await t.as('customerA', 'select id, last_at from public.my_conversations(1)');
      expect(first).toHaveLength(1);
      const next = await t.as('customerA', 'select id from public.my_conversations(10, $1)', [first[0].last_at]);
      expect(next.map((r) => r.id)).not.toContain(first[0].id);
      await t.as('customerA', send, [ids.otherProviderRow, 'Still there?', randomUUID(), null, CONV_OTHER]);
      const [top] = await t.as('customerA', 'select id, last_body from public.my_conversations(1)');
      expect(top).toEqual({ id: CONV_OTHER, last_body: 'Still there?' });
    }));
});

describe('conversation_messages', () => {
  it('participants and admins page through messages newest first; others read nothing', () =>
    tx(async (t) => {
      const page = await t.as('customerA', 'select id, created_at from public.conversation_messages($1, 2)', [CONV]);
      expect(page).toHaveLength(2);
      const [newest, second] = page as [{ created_at: Date }, { created_at: Date }];
      expect(new Date(newest.created_at).getTime()).toBeGreaterThan(new Date(second.created_at).getTime());
      const older = await t.as('provider', 'select id, created_at from public.conversation_messages($1, 50, $2)', [CONV, second.created_at]);
      expect(older).toHaveLength(2);
      expect(older.every((r) => new Date(r.created_at) < new Date(second.created_at))).toBe(true);
      expect(await t.as('admin', 'select id from public.conversation_messages($1)', [CONV])).toHaveLength(4);
      for (const actor of ['customerB', 'pending'] as const) {
        expect(await t.as(actor, 'select id from public.conversation_messages($1)', [CONV])).toEqual([]);
      }
      expect(await t.as(otherProvider, 'select id from public.conversation_messages($1)', [CONV])).toEqual([]);
      expectError(await t.try('anon', 'select id from public.conversation_messages($1)', [CONV]), '42501');
    }));
});

describe('mark_conversation_read', () => {
  it('marks the other party\'s unread messages and the chat notifications of that conversation read', () =>
    tx(async (t) => {
      await t.as('customerA', send, [ids.providerRow, 'Paying today.', randomUUID(), null, CONV]);
      const [m] = await t.as('provider', send, [null, 'Are you there?', randomUUID(), null, CONV]);
      const [{ n }] = await t.as('customerA', 'select public.mark_conversation_read($1) as n', [CONV]);
      expect(n).toBe(2);
      const [read] = await t.as('customerA', 'select read_at from public.messages where id = $1', [m.id]);
      expect(read.read_at).not.toBeNull();
      expect(await t.as('customerA', `select id from public.notifications where type = 'chat' and not read and params->>'conversationId' = $1`, [CONV])).toEqual([]);
      // Their own messages stay unread until the provider reads them.
      const [{ own }] = await t.sys(`select count(*)::int as own from public.messages where conversation_id = $1 and sender_id = $2 and read_at is null`, [CONV, ids.customerA]);
      expect(own).toBe(1);
      const [{ again }] = await t.as('customerA', 'select public.mark_conversation_read($1) as again', [CONV]);
      expect(again).toBe(0);
      for (const actor of ['customerB', 'pending', 'admin', otherProvider] as const) {
        expectError(await t.try(actor, 'select public.mark_conversation_read($1)', [CONV]), '42501');
      }
      expectError(await t.try('anon', 'select public.mark_conversation_read($1)', [CONV]), '42501');
    }));
});

describe('report_conversation', () => {
  it('a participant reports a conversation or one of its messages; admins read and close the queue; the reporter sees theirs', () =>
    tx(async (t) => {
      const [msg] = await t.sys('select id from public.messages where conversation_id = $1 limit 1', [CONV]);
      const [{ id }] = await t.as('provider', 'select public.report_conversation($1, $2, $3) as id', [CONV, 'Asked me to pay outside the platform', msg.id]);
      const [{ id: id2 }] = await t.as('customerA', 'select public.report_conversation(p_conversation_id => $1, p_reason => $2) as id', [CONV, 'Rude replies']);
      const queue = await t.as('admin', `select id, reporter_id, message_id, status from public.conversation_reports where status = 'open' and conversation_id = $1 order by created_at`, [CONV]);
      expect(queue).toEqual(expect.arrayContaining([
        { id, reporter_id: ids.provider, message_id: msg.id, status: 'open' },
        { id: id2, reporter_id: ids.customerA, message_id: null, status: 'open' },
      ]));
      expect((await t.as('provider', 'select id from public.conversation_reports')).map((r) => r.id)).toEqual([id]);
      expect(await t.as('customerB', 'select id from public.conversation_reports')).toEqual([]);
      // Admins close a report through admin_resolve_report (issue 26: audited), never by a bare update.
      expectError(await t.try('admin', `update public.conversation_reports set status = 'closed' where id = $1`, [id]), '42501');
      await t.as('admin', `select public.admin_resolve_report($1, 'dismissed', 'Payment talk was a misunderstanding')`, [id]);
      const [closed] = await t.sys('select status, handled_at from public.conversation_reports where id = $1', [id]);
      expect(closed.status).toBe('closed');
      expect(closed.handled_at).not.toBeNull();
      expectError(await t.try('provider', `update public.conversation_reports set status = 'closed' where id = $1 returning id`, [id2]), '42501');
    }));

  it('outsiders cannot report; a reason is required; the message must be of that conversation', () =>
    tx(async (t) => {
      for (const actor of ['customerB', 'pending', 'admin', otherProvider] as const) {
        expectError(await t.try(actor, 'select public.report_conversation($1, $2)', [CONV, 'spam spam']), '42501');
      }
      expectError(await t.try('anon', 'select public.report_conversation($1, $2)', [CONV, 'spam spam']), '42501');
      expectError(await t.try('customerA', 'select public.report_conversation($1, $2)', [CONV, '  ']), '23514');
      const [other] = await t.sys('select id from public.messages where conversation_id = $1 limit 1', [CONV_OTHER]);
      expectError(await t.try('customerA', 'select public.report_conversation($1, $2, $3)', [CONV, 'wrong message', other.id]), '23514');
    }));
});

describe('block_in_conversation', () => {
  it('after a block neither side writes (conversation_blocked) until the blocker unblocks', () =>
    tx(async (t) => {
      await t.as('provider', 'select public.block_in_conversation($1)', [CONV]);
      const blocked = await t.try('customerA', send, [ids.providerRow, 'Hello?', randomUUID(), null, CONV]);
      expectError(blocked, '42501');
      expect(blocked.error?.message).toMatch(/blocked/);
      // Every conversation of the pair, and a direct insert too.
      expectError(await t.try('customerA', send, [ids.providerRow, 'A new thread', randomUUID(), null, null]), '42501');
      expectError(await t.try('customerA', 'insert into public.messages (conversation_id, sender_id, body) values ($1, $2, $3)', [CONV, ids.customerA, 'sneaky']), '42501');
      expectError(await t.try('provider', send, [null, 'I blocked you', randomUUID(), null, CONV]), '42501');
      const [mine] = await t.as('customerA', 'select blocked_by_me, blocked_by_them from public.my_conversations(10) where id = $1', [CONV]);
      expect(mine).toEqual({ blocked_by_me: false, blocked_by_them: true });
      expect(await t.as('customerA', 'select blocked_by from public.conversation_blocks')).toEqual([{ blocked_by: ids.provider }]);
      expect(await t.as('customerB', 'select blocked_by from public.conversation_blocks')).toEqual([]);
      // Only the blocker lifts their block.
      await t.as('customerA', 'select public.unblock_in_conversation($1)', [CONV]);
      expectError(await t.try('customerA', send, [ids.providerRow, 'Still blocked', randomUUID(), null, CONV]), '42501');
      await t.as('provider', 'select public.unblock_in_conversation($1)', [CONV]);
      const [ok] = await t.as('customerA', send, [ids.providerRow, 'Thanks', randomUUID(), null, CONV]);
      expect(ok.body).toBe('Thanks');
    }));

  it('outsiders cannot block or unblock', () =>
    tx(async (t) => {
      for (const actor of ['customerB', 'pending', 'admin', otherProvider] as const) {
        expectError(await t.try(actor, 'select public.block_in_conversation($1)', [CONV]), '42501');
        expectError(await t.try(actor, 'select public.unblock_in_conversation($1)', [CONV]), '42501');
      }
      expectError(await t.try('anon', 'select public.block_in_conversation($1)', [CONV]), '42501');
      expectError(await t.try('customerA', 'insert into public.conversation_blocks (customer_id, provider_id, blocked_by) values ($1, $2, $1)', [ids.customerA, ids.providerRow]), '42501');
    }));
});
