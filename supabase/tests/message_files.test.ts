// 77_message_files.sql: the private message-attachments bucket (participants write their
// conversation's folder, participants and admins read it) and the private Realtime channel
// conversation:<id> (participants listen and broadcast typing), each as both participants,
// another customer, another provider, an admin and a visitor, as the policies see them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ids, setupDb, type Actor, type Tx } from './helpers/db.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();
const CONV = 'f0000000-0000-4000-8000-000000000001'; // Priya (customerA) <-> Shubh Utsav Events (provider)
const otherProvider = { sub: ids.otherProvider };
type Who = Actor | { sub: string };
const outsiders: Who[] = ['customerB', 'pending', otherProvider];

const upload = (t: Tx, who: Who, name: string) =>
  t.try(who, `insert into storage.objects (bucket_id, name, owner) values ('message-attachments', $1, auth.uid()) returning name`, [name]);

describe('message-attachments', () => {
  it('is private, 10 MB, images and PDF', () =>
    tx(async (t) => {
      const [b] = await t.sys(`select public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets where id = 'message-attachments'`);
      expect(b).toEqual({ public: false, file_size_limit: 10485760, allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] });
    }));

  it('both participants upload into their conversation\'s folder; nobody else, nor elsewhere', () =>
    tx(async (t) => {
      for (const who of ['customerA', 'provider'] as const) {
        const name = `${CONV}/${randomUUID()}.jpg`;
        expect((await upload(t, who, name)).rows).toEqual([{ name }]);
      }
      for (const who of [...outsiders, 'admin'] as Who[]) {
        expectError(await upload(t, who, `${CONV}/${randomUUID()}.jpg`), '42501');
      }
      expectError(await upload(t, 'anon', `${CONV}/${randomUUID()}.jpg`), '42501');
      expectError(await upload(t, 'customerA', `not-a-conversation/${randomUUID()}.jpg`), '42501');
      expectError(await upload(t, 'customerA', `${randomUUID()}/${randomUUID()}.jpg`), '42501');
    }));

  it('participants and admins read the folder; others see nothing', () =>
    tx(async (t) => {
      const name = `${CONV}/${randomUUID()}.pdf`;
      await t.sys(`insert into storage.objects (bucket_id, name) values ('message-attachments', $1)`, [name]);
      const read = 'select name from storage.objects where bucket_id = $1 and name = $2';
      for (const who of ['customerA', 'provider', 'admin'] as const) {
        expect(await t.as(who, read, ['message-attachments', name])).toEqual([{ name }]);
      }
      for (const who of [...outsiders, 'anon'] as Who[]) {
        expect(await t.as(who, read, ['message-attachments', name])).toEqual([]);
      }
    }));
});

describe('conversation:<id> broadcast channel', () => {
  const join = async (t: Tx, who: Who, topic: string) => {
    await t.sys(`select set_config('realtime.topic', $1, true)`, [topic]);
    const [row] = await t.sys(`insert into realtime.messages (topic, extension) values ($1, 'broadcast') returning id`, [topic]);
    return t.as(who, 'select id from realtime.messages where id = $1', [row.id]);
  };
  const broadcast = async (t: Tx, who: Who, topic: string) => {
    await t.sys(`select set_config('realtime.topic', $1, true)`, [topic]);
    return t.try(who, `insert into realtime.messages (topic, extension) values ($1, 'broadcast') returning id`, [topic]);
  };

  it('the two participants join and send typing; others are refused', () =>
    tx(async (t) => {
      const topic = `conversation:${CONV}`;
      for (const who of ['customerA', 'provider'] as const) {
        expect(await join(t, who, topic)).toHaveLength(1);
        expect((await broadcast(t, who, topic)).rows).toHaveLength(1);
      }
      for (const who of [...outsiders, 'admin'] as Who[]) {
        expect(await join(t, who, topic)).toEqual([]);
        expectError(await broadcast(t, who, topic), '42501');
      }
      expectError(await broadcast(t, 'anon', topic), '42501');
    }));

  it('other topics are not opened by these policies', () =>
    tx(async (t) => {
      for (const topic of [`conversation:${randomUUID()}`, 'conversation:nope', `room:${CONV}`]) {
        expect(await join(t, 'customerA', topic)).toEqual([]);
        expectError(await broadcast(t, 'customerA', topic), '42501');
      }
    }));
});
