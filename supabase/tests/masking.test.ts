// Contact details in messages are masked in SQL until the pair has a confirmed booking: phone
// numbers in the digits and words people type them in, emails (also spelled out) and links. The
// stored body is the masked one, so the other party never reads the original.
import { describe, expect, it } from 'vitest';
import { ids, setupDb } from './helpers/db.ts';

const { tx } = setupDb();
// Priya <-> Udupi Grand Caterers: no booking between them.
const CONV_NO_BOOKING = 'f0000000-0000-4000-8000-000000000002';
// Priya <-> Shubh Utsav Events, who have a confirmed booking.
const CONV_CONFIRMED = 'f0000000-0000-4000-8000-000000000003';
const M = '•••';

const hidden: [string, string][] = [
  ['call me on 9845012345', `call me on ${M}`],
  ['+91 98450 12345 anytime', `${M} anytime`],
  ['98450.12345', M],
  ['98450-12345', M],
  ['9 8 4 5 0 1 2 3 4 5', M],
  ['(080) 2345 6789', `(${M}`],
  ['मेरा नंबर ९८४५० १२३४५ है', `मेरा नंबर ${M} है`],
  ['என் எண் ௯௮௪௫௦ ௧௨௩௪௫', `என் எண் ${M}`],
  ['నా నంబర్ ౯౮౪౫౦ ౧౨౩౪౫', `నా నంబర్ ${M}`],
  ['ನನ್ನ ನಂಬರ್ ೯೮೪೫೦ ೧೨೩೪೫', `ನನ್ನ ನಂಬರ್ ${M}`],
  ['nine eight four five zero one two three four five', M],
  ['Nine-Eight-Four-Five-Zero-One-Two-Three-Four-Five please', `${M} please`],
  ['nau aath chaar paanch shunya ek do teen chaar paanch', M],
  ['नौ आठ चार पांच शून्य एक दो तीन चार पांच', M],
  ['98450 one two three four five', M],
  ['name@gmail.com', M],
  ['write to priya.s+utsav@example.co.in today', `write to ${M} today`],
  ['priya at gmail dot com', M],
  ['priya (at) gmail (dot) com', M],
  ['wa.me/919845012345', M],
  ['see https://instagram.com/priya_events', `see ${M}`],
  ['www.priyaevents.in has photos', `${M} has photos`],
  ['bit.ly/abc123', M],
  ['mail me priya at gmail.com', `mail me ${M}`],
  ['my insta is @priya_events', `my insta is ${M}`],
  ['shop.in/priya', M],
  // Typed like a date to slip through: no day and month, so still a number.
  ['98.45.0123.45', M],
];

const kept = [
  'Can you do Jain food for 120 people on 12.03.2026?',
  'The package is ₹1,50,000 for 300 guests.',
  'We meet at the temple at 6:30 pm, then lunch.',
  'I need two cooks and one helper.',
  'Room 12, 2nd floor, pin 560001.',
  'Please send the menu as a photo.',
  'Event on 12.03.2026 10:30 am',
  'Both days: 12-03-2026 13-03-2026',
  'ok.in the evening then',
];

describe('mask_contacts', () => {
  it('hides phone numbers (Latin and Indian digits, spelled out), emails and links', () =>
    tx(async (t) => {
      for (const [input, expected] of hidden) {
        const [r] = await t.sys('select private.mask_contacts($1) as v', [input]);
        expect(r.v, input).toBe(expected);
      }
    }));

  it('keeps dates, prices, times, counts and pin codes', () =>
    tx(async (t) => {
      for (const input of kept) {
        const [r] = await t.sys('select private.mask_contacts($1) as v', [input]);
        expect(r.v, input).toBe(input);
      }
    }));
});

describe('messages are stored masked before a confirmed booking', () => {
  it('the sender and the other party read the masked text, flagged masked; the notification quotes it masked', () =>
    tx(async (t) => {
      const [m] = await t.as('customerA', 'select * from public.send_message($1, $2, gen_random_uuid(), null, $3)', [
        ids.otherProviderRow, 'Call me on ९८४५० १२३४५ or priya at gmail dot com', CONV_NO_BOOKING]);
      expect(m).toMatchObject({ body: `Call me on ${M} or ${M}`, masked: true });
      const [seen] = await t.as({ sub: ids.otherProvider }, 'select body, masked from public.messages where id = $1', [m.id]);
      expect(seen).toEqual({ body: `Call me on ${M} or ${M}`, masked: true });
      const [n] = await t.as({ sub: ids.otherProvider }, `select params->>'body' as body from public.notifications where type = 'chat' and created_at = now()`);
      expect(n.body).toBe(`Call me on ${M} or ${M}`);
      // Nowhere in the database is the number kept.
      const [{ c }] = await t.sys(`select count(*)::int as c from public.messages where body like '%९८४५०%'`);
      expect(c).toBe(0);
    }));

  it('a plain message is not flagged', () =>
    tx(async (t) => {
      const [m] = await t.as('customerA', 'select * from public.send_message($1, $2, gen_random_uuid(), null, $3)', [
        ids.otherProviderRow, 'Do you cook without onion and garlic?', CONV_NO_BOOKING]);
      expect(m).toMatchObject({ body: 'Do you cook without onion and garlic?', masked: false });
    }));

  it('after a confirmed booking between the two, details go through as written', () =>
    tx(async (t) => {
      const [m] = await t.as('customerA', 'select * from public.send_message($1, $2, gen_random_uuid(), null, $3)', [
        ids.providerRow, 'My number is 98450 12345, mail priya@example.in', CONV_CONFIRMED]);
      expect(m).toMatchObject({ body: 'My number is 98450 12345, mail priya@example.in', masked: false });
      // The general conversation of the same pair (no booking named) is unmasked too.
      const [g] = await t.as('customerA', 'select * from public.send_message($1, $2, gen_random_uuid())', [ids.providerRow, 'wa.me/919845012345']);
      expect(g).toMatchObject({ body: 'wa.me/919845012345', masked: false });
    }));

  it('a direct insert is masked too (the trigger, not the RPC, masks)', () =>
    tx(async (t) => {
      const [m] = await t.as('customerA', `insert into public.messages (conversation_id, sender_id, body) values ($1, $2, $3) returning body, masked`, [
        CONV_NO_BOOKING, ids.customerA, 'https://wa.me/919845012345']);
      expect(m).toEqual({ body: M, masked: true });
    }));
});
