// The object operations of hosted's storage-api, each a statement on storage.objects run as the
// caller (see caller.ts), with the bytes on disk under the stack's storage folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type pg from 'pg';
import { asCaller, SERVICE, type Caller } from './caller.ts';
import { ERRORS, fromDbError } from './errors.ts';
import { bucketDir, objectDir, objectFile } from './names.ts';
import type { ObjectMetadata } from './serve-file.ts';
import type { ReceivedUpload } from './upload-body.ts';

export interface StorageCtx {
  pool: pg.Pool;
  jwtSecret: string;
  /** Where the bytes live: <root>/<bucket>/<name>/<version>, and uploads in progress in <root>/.tmp. */
  root: string;
  /** The largest object any bucket takes (hosted's global limit, 50 MB on the free plan). */
  maxFileBytes: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export interface BucketLimits {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** Runs `fn` as the caller; a database refusal becomes hosted's error for it. */
export async function run<T>(ctx: StorageCtx, caller: Caller, operation: string, fn: (db: pg.PoolClient) => Promise<T>): Promise<T> {
  try {
    return await asCaller(ctx.pool, caller, operation, fn);
  } catch (e) {
    throw fromDbError(e) ?? e;
  }
}

/** A bucket's limits, read by the platform whoever calls (as hosted's server does). */
export async function bucketLimits(ctx: StorageCtx, bucket: string): Promise<BucketLimits> {
  const row = await run(ctx, SERVICE, 'bucket.get', async (db) =>
    (await db.query<BucketLimits>('select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1', [bucket])).rows[0],
  );
  if (!row) throw ERRORS.noSuchBucket();
  return row;
}

export const maxBytesFor = (ctx: StorageCtx, b: BucketLimits) => Math.min(ctx.maxFileBytes, b.file_size_limit ?? Infinity);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Inserts (or with `upsert` replaces) the object's row as the caller, moves the received bytes into
 * place and commits; the replaced version's bytes go once the row no longer points at them.
 */
export async function storeObject(ctx: StorageCtx, caller: Caller, bucket: string, name: string, up: ReceivedUpload, opts: { upsert: boolean; owner?: string; operation?: string }): Promise<ObjectRow> {
  const version = crypto.randomUUID();
  const now = new Date().toISOString();
  const metadata: ObjectMetadata = { eTag: up.etag, size: up.size, mimetype: up.mimetype, cacheControl: up.cacheControl, lastModified: now, contentLength: up.size, httpStatusCode: 200 };
  const ownerId = opts.owner ?? caller.sub;
  const owner = ownerId && UUID.test(ownerId) ? ownerId : null;
  const target = objectFile(ctx.root, bucket, name, version);
  let old: string | null = null;
  try {
    const row = await run(ctx, caller, opts.operation ?? (opts.upsert ? 'object.upsert' : 'object.upload'), async (db) => {
      if (opts.upsert) {
        // Locked, so two upserts of one path each remove the version they replaced, never the other's.
        old = (await db.query<{ version: string }>('select version from storage.objects where bucket_id = $1 and name = $2 for update', [bucket, name])).rows[0]?.version ?? null;
      }
      const conflict = opts.upsert
        ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, version = excluded.version, last_accessed_at = now()`
        : '';
      const r = await db.query<ObjectRow>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5, $6, $7) ${conflict} returning *`,
        [bucket, name, owner, ownerId ?? null, metadata, up.userMetadata, version],
      );
      fs.mkdirSync(objectDir(ctx.root, bucket, name), { recursive: true });
      fs.renameSync(up.tmpFile, target);
      return r.rows[0]!;
    });
    if (old && old !== version) fs.rmSync(objectFile(ctx.root, bucket, name, old), { force: true });
    return row;
  } catch (e) {
    fs.rmSync(up.tmpFile, { force: true });
    fs.rmSync(target, { force: true });
    throw e;
  }
}

/** The object's row if the caller may see it (select policies), else hosted's not-found. */
export async function findObject(ctx: StorageCtx, caller: Caller, bucket: string, name: string, operation = 'object.get'): Promise<ObjectRow> {
  const row = await run(ctx, caller, operation, async (db) => (await db.query<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).rows[0]);
  if (!row) throw ERRORS.noSuchKey();
  return row;
}

export const fileOf = (ctx: StorageCtx, row: ObjectRow) => objectFile(ctx.root, row.bucket_id, row.name, row.version ?? '');

/** Deletes the rows the caller may delete among `names`, then their bytes; returns the rows deleted. */
export async function removeObjects(ctx: StorageCtx, caller: Caller, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const rows = await run(ctx, caller, 'object.delete_many', async (db) =>
    (await db.query<ObjectRow>('delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *', [bucket, names])).rows,
  );
  for (const r of rows) fs.rmSync(objectDir(ctx.root, r.bucket_id, r.name), { recursive: true, force: true });
  return rows;
}

export async function moveObject(ctx: StorageCtx, caller: Caller, from: { bucket: string; name: string }, to: { bucket: string; name: string }): Promise<void> {
  await run(ctx, caller, 'object.move', async (db) => {
    const r = await db.query<ObjectRow>(
      'update storage.objects set bucket_id = $3, name = $4, last_accessed_at = now() where bucket_id = $1 and name = $2 returning *',
      [from.bucket, from.name, to.bucket, to.name],
    );
    const row = r.rows[0];
    if (!row) throw ERRORS.noSuchKey();
    const dest = objectFile(ctx.root, to.bucket, to.name, row.version ?? '');
    fs.mkdirSync(objectDir(ctx.root, to.bucket, to.name), { recursive: true });
    fs.renameSync(objectFile(ctx.root, from.bucket, from.name, row.version ?? ''), dest);
    fs.rmSync(objectDir(ctx.root, from.bucket, from.name), { recursive: true, force: true });
  });
}

export async function copyObject(ctx: StorageCtx, caller: Caller, from: { bucket: string; name: string }, to: { bucket: string; name: string }, opts: { upsert: boolean; metadata?: Record<string, unknown> | null }): Promise<ObjectRow> {
  const src = await findObject(ctx, caller, from.bucket, from.name, 'object.copy');
  const tmpDir = `${ctx.root}/.tmp`;
  fs.mkdirSync(tmpDir, { recursive: true });
  const tmpFile = `${tmpDir}/${crypto.randomUUID()}`;
  try {
    fs.copyFileSync(fileOf(ctx, src), tmpFile);
  } catch {
    throw ERRORS.noSuchKey();
  }
  const m = src.metadata!;
  return storeObject(
    ctx,
    caller,
    to.bucket,
    to.name,
    { tmpFile, size: m.size, mimetype: m.mimetype, cacheControl: m.cacheControl, etag: m.eTag, userMetadata: opts.metadata === undefined ? src.user_metadata : opts.metadata },
    { upsert: opts.upsert, operation: 'object.copy' },
  );
}

export function removeBucketFiles(ctx: StorageCtx, bucket: string): void {
  fs.rmSync(bucketDir(ctx.root, bucket), { recursive: true, force: true });
}

export interface ListOptions {
  prefix?: string;
  limit?: number;
  offset?: number;
  sortBy?: { column?: string; order?: string };
  search?: string;
}

const SORTABLE = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

/**
 * One level of a bucket as hosted's storage.search gives it: the folders under the prefix (name
 * only, other fields null) and the objects directly in it, those the caller may see.
 */
export async function listObjects(ctx: StorageCtx, caller: Caller, bucket: string, o: ListOptions) {
  const raw = typeof o.prefix === 'string' ? o.prefix : '';
  const prefix = raw === '' || raw.endsWith('/') ? raw : `${raw}/`;
  const limit = Math.max(0, Math.min(Number(o.limit ?? 100) || 100, 1000));
  const offset = Math.max(0, Number(o.offset ?? 0) || 0);
  const column = SORTABLE.has(o.sortBy?.column ?? 'name') ? (o.sortBy?.column ?? 'name') : 'name';
  const desc = String(o.sortBy?.order ?? 'asc').toLowerCase() === 'desc';
  const search = typeof o.search === 'string' ? o.search : '';
  const rows = await run(ctx, caller, 'object.list', async (db) =>
    (
      await db.query<ObjectRow>(
        `select * from storage.objects where bucket_id = $1 and left(name, length($2)) = $2`,
        [bucket, prefix],
      )
    ).rows,
  );
  type Entry = { name: string; id: string | null; updated_at: string | null; created_at: string | null; last_accessed_at: string | null; metadata: unknown };
  const folders = new Map<string, Entry>();
  const files: Entry[] = [];
  for (const r of rows) {
    const rest = r.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const entryName = slash === -1 ? rest : rest.slice(0, slash);
    if (search && !entryName.toLowerCase().startsWith(search.toLowerCase())) continue;
    if (slash === -1) files.push({ name: rest, id: r.id, updated_at: r.updated_at, created_at: r.created_at, last_accessed_at: r.last_accessed_at, metadata: r.metadata });
    else if (!folders.has(entryName)) folders.set(entryName, { name: entryName, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
  }
  const key = (e: Entry) => {
    const v = (e as Record<string, unknown>)[column];
    return v instanceof Date ? v.toISOString() : String(v ?? '');
  };
  const all = [...folders.values(), ...files].sort((a, b) => {
    const c = column === 'name' ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : key(a).localeCompare(key(b)) || (a.name < b.name ? -1 : 1);
    return desc ? -c : c;
  });
  return all.slice(offset, offset + limit);
}
