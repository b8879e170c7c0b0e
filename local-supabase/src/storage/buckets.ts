// The bucket API (storage-js's createBucket, getBucket, listBuckets, updateBucket, emptyBucket,
// deleteBucket), as the caller: without a policy on storage.buckets only service_role gets anywhere.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonObject, sendJson } from '../gateway/http-util.ts';
import type { Caller } from './caller.ts';
import { ERRORS } from './errors.ts';
import { checkBucketId, objectDir } from './names.ts';
import { removeBucketFiles, run, type StorageCtx } from './objects.ts';

const COLUMNS = `id, name, owner, owner_id, public, 'STANDARD' as type, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at`;

/** 1024 or "5MB", "20KB", "3B", "1.5GB": bytes, as hosted's parseFileSizeToBytes takes them. */
export function parseSize(v: unknown): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
  const m = typeof v === 'string' ? /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(v) : null;
  if (!m) throw ERRORS.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const unit = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 }[m[2]!.toLowerCase() as 'b'];
  return Math.round(Number(Number(m[1]).toPrecision(3)) * unit);
}

const mimeTypes = (v: unknown): string[] | null => {
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v) || v.some((t) => typeof t !== 'string')) throw ERRORS.invalidRequest('allowed_mime_types must be an array of strings');
  return v.length ? (v as string[]) : null;
};

export async function handleBuckets(ctx: StorageCtx, caller: Caller, req: IncomingMessage, res: ServerResponse, parts: string[]): Promise<void> {
  const [id, action] = parts;
  const m = req.method;
  if (!id && m === 'GET') {
    const rows = await run(ctx, caller, 'bucket.list', async (db) => (await db.query(`select ${COLUMNS} from storage.buckets order by name`)).rows);
    return sendJson(res, 200, rows);
  }
  if (!id && m === 'POST') {
    const b = await readJsonObject(req);
    const bid = checkBucketId(String(b.id ?? b.name ?? ''));
    const size = parseSize(b.file_size_limit);
    const types = mimeTypes(b.allowed_mime_types);
    await run(ctx, caller, 'bucket.create', async (db) => {
      const exists = (await db.query('select 1 from storage.buckets where id = $1', [bid])).rowCount;
      if (exists) throw ERRORS.bucketExists();
      await db.query('insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types) values ($1, $1, $2, $3, $4, $5, $6)', [
        bid,
        caller.role === 'authenticated' ? (caller.sub ?? null) : null,
        caller.sub ?? null,
        b.public === true,
        size,
        types,
      ]);
    });
    return sendJson(res, 200, { name: bid });
  }
  if (!id) throw ERRORS.notFound(req.method ?? 'GET', `/storage/v1/bucket/${parts.join('/')}`);
  if (!action && m === 'GET') {
    const row = await run(ctx, caller, 'bucket.get', async (db) => (await db.query(`select ${COLUMNS} from storage.buckets where id = $1`, [id])).rows[0]);
    if (!row) throw ERRORS.noSuchBucket();
    return sendJson(res, 200, row);
  }
  if (!action && m === 'PUT') {
    const b = await readJsonObject(req);
    const n = await run(ctx, caller, 'bucket.update', async (db) =>
      (
        await db.query(
          `update storage.buckets set public = coalesce($2, public), file_size_limit = case when $3 then $4 else file_size_limit end,
             allowed_mime_types = case when $5 then $6 else allowed_mime_types end, updated_at = now() where id = $1`,
          [id, typeof b.public === 'boolean' ? b.public : null, 'file_size_limit' in b, parseSize(b.file_size_limit), 'allowed_mime_types' in b, mimeTypes(b.allowed_mime_types)],
        )
      ).rowCount,
    );
    if (!n) throw ERRORS.noSuchBucket();
    return sendJson(res, 200, { message: 'Successfully updated' });
  }
  if (action === 'empty' && m === 'POST') {
    // Only what the caller may delete goes (as hosted, row by row through the policies).
    const gone = await run(ctx, caller, 'bucket.empty', async (db) => {
      if (!(await db.query('select 1 from storage.buckets where id = $1', [id])).rowCount) throw ERRORS.noSuchBucket();
      return (await db.query<{ name: string }>('delete from storage.objects where bucket_id = $1 returning name', [id])).rows;
    });
    for (const r of gone) fs.rmSync(objectDir(ctx.root, id, r.name), { recursive: true, force: true });
    return sendJson(res, 200, { message: 'Successfully emptied' });
  }
  if (!action && m === 'DELETE') {
    await run(ctx, caller, 'bucket.delete', async (db) => {
      if ((await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id])).rowCount) throw ERRORS.bucketNotEmpty();
      const n = (await db.query('delete from storage.buckets where id = $1', [id])).rowCount;
      if (!n) throw ERRORS.noSuchBucket();
    });
    removeBucketFiles(ctx, id);
    return sendJson(res, 200, { message: 'Successfully deleted' });
  }
  throw ERRORS.notFound(req.method ?? 'GET', `/storage/v1/bucket/${parts.join('/')}`);
}
