// A scratch database beside the test stack's, for suites that must apply migrations or the
// seed themselves: created by the superuser, dropped afterwards.
import crypto from 'node:crypto';
import pg from 'pg';
import { stack } from './helpers.ts';

export interface ScratchDb {
  /** As supabase_admin (superuser). */
  adminUrl: string;
  /** As postgres, the non-superuser owner role. */
  ownerUrl: string;
  drop(): Promise<void>;
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export async function createScratchDb(label: string): Promise<ScratchDb> {
  const name = `scratch_${label}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: stack().adminDbUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    adminUrl: withDatabase(stack().adminDbUrl, name),
    ownerUrl: withDatabase(stack().dbUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: stack().adminDbUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
