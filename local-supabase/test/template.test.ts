// Fresh stacks start from a copy of a migrated, seeded template (src/template.ts). The seed is
// relative to its own now() and current_date, so a seeded copy may be used only on its day and
// while young; and two processes building at once must leave one whole template, never a mix.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAtomically, isNewDataDir, isSeededFresh, withBuildLock } from '../src/template.ts';
import { stack } from './helpers.ts';

describe('a seeded template is used only while its relative dates still hold', () => {
  const meta = { seededAt: '2026-03-10T10:00:00.000Z', seededDate: '2026-03-10', timeZone: 'Etc/UTC' };
  const hour = 3600_000;

  it('takes a young copy of today', () => {
    expect(isSeededFresh(meta, new Date('2026-03-10T10:30:00Z'), hour)).toBe(true);
  });

  it('refuses one older than the limit, even of the same day', () => {
    expect(isSeededFresh(meta, new Date('2026-03-10T11:00:01Z'), hour)).toBe(false);
  });

  it("refuses yesterday's, however young: current_date moved and with it every event date", () => {
    const lateNight = { seededAt: '2026-03-10T23:50:00.000Z', seededDate: '2026-03-10', timeZone: 'Etc/UTC' };
    expect(isSeededFresh(lateNight, new Date('2026-03-11T00:05:00Z'), hour)).toBe(false);
  });

  it("counts the day in the database's time zone, not the machine's", () => {
    // 20:00 UTC is already the next day in Kolkata.
    const kolkata = { seededAt: '2026-03-10T17:00:00.000Z', seededDate: '2026-03-10', timeZone: 'Asia/Kolkata' };
    expect(isSeededFresh(kolkata, new Date('2026-03-10T17:50:00Z'), hour)).toBe(true);
    expect(isSeededFresh(kolkata, new Date('2026-03-10T18:40:00Z'), hour)).toBe(false);
  });

  it('refuses one from the future (a clock set back) and a zone Node does not know', () => {
    expect(isSeededFresh(meta, new Date('2026-03-10T09:00:00Z'), hour)).toBe(false);
    expect(isSeededFresh({ ...meta, timeZone: 'Not/AZone' }, new Date('2026-03-10T10:30:00Z'), hour)).toBe(false);
  });
});

describe('building a template', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-template-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('two builders at once leave one whole template and nothing half-built', async () => {
    const finalDir = path.join(tmp, 'migrated');
    const build = (who: string) => async (dataDir: string) => {
      fs.mkdirSync(dataDir);
      for (let i = 0; i < 20; i++) {
        fs.writeFileSync(path.join(dataDir, `f${i}`), who);
        await new Promise((r) => setTimeout(r, 2));
      }
    };
    await Promise.all([buildAtomically(finalDir, build('a')), buildAtomically(finalDir, build('b'))]);
    const contents = new Set(fs.readdirSync(path.join(finalDir, 'pg')).map((f) => fs.readFileSync(path.join(finalDir, 'pg', f), 'utf8')));
    expect(contents.size).toBe(1);
    expect(fs.readdirSync(path.join(finalDir, 'pg'))).toHaveLength(20);
    expect(fs.readdirSync(tmp)).toEqual(['migrated']);
  });

  it('a failed build leaves nothing behind', async () => {
    const finalDir = path.join(tmp, 'broken');
    await expect(
      buildAtomically(finalDir, async (dataDir) => {
        fs.mkdirSync(dataDir);
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    expect(fs.existsSync(finalDir)).toBe(false);
    expect(fs.readdirSync(tmp).filter((d) => d.includes('broken'))).toEqual([]);
  });

  it('one builder at a time holds the lock; a lock left by a dead process is passed over', async () => {
    const lock = path.join(tmp, 'x.lock');
    const order: string[] = [];
    const hold = (who: string) =>
      withBuildLock(lock, async () => {
        order.push(`${who} in`);
        await new Promise((r) => setTimeout(r, 300));
        order.push(`${who} out`);
      });
    await Promise.all([hold('a'), hold('b')]);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out']);
    expect(fs.existsSync(lock)).toBe(false);

    // A pid that cannot be alive (above the kernel's pid_max).
    fs.writeFileSync(lock, '99999999');
    const started = Date.now();
    await expect(withBuildLock(lock, async () => 'built')).resolves.toBe('built');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fills only a data directory that is absent or empty', () => {
    expect(isNewDataDir(path.join(tmp, 'absent'))).toBe(true);
    fs.mkdirSync(path.join(tmp, 'empty'));
    expect(isNewDataDir(path.join(tmp, 'empty'))).toBe(true);
    fs.mkdirSync(path.join(tmp, 'used'));
    fs.writeFileSync(path.join(tmp, 'used', 'PG_VERSION'), '18\n');
    expect(isNewDataDir(path.join(tmp, 'used'))).toBe(false);
  });
});

describe('the test stack, started from the template', () => {
  it('holds every migration and the seed, recorded as a replay records them', async () => {
    const c = new pg.Client({ connectionString: stack().dbUrl });
    await c.connect();
    try {
      const migrations = (await c.query('select count(*)::int as n from supabase_migrations.schema_migrations')).rows[0].n;
      const files = fs.readdirSync(path.join(import.meta.dirname, '..', '..', 'supabase', 'migrations')).filter((f) => /^[0-9]+_.+\.sql$/.test(f));
      expect(migrations).toBe(files.length);
      const seed = (await c.query(`select hash from supabase_migrations.seed_files where path = 'supabase/seed.sql'`)).rows;
      expect(seed).toHaveLength(1);
      // current_date of the seed is today's: the upcoming demo booking is 45 days ahead, as seed.sql says.
      const { rows } = await c.query(`select event_date - current_date as ahead from public.bookings where tracking_code = 'UTS-7K2M9Q'`);
      expect(rows).toEqual([{ ahead: 45 }]);
    } finally {
      await c.end();
    }
  });
});
