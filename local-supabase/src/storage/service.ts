// /storage/v1 of the gateway: the routes @supabase/storage-js calls, answered as hosted's
// storage-api answers them (see objects.ts for how each runs as the caller).
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type pg from 'pg';
import { BodyError, readJsonObject, sendJson } from '../gateway/http-util.ts';
import { handleBuckets } from './buckets.ts';
import { callerOf, SERVICE, type Caller } from './caller.ts';
import { ERRORS, StorageError } from './errors.ts';
import { checkBucketId, checkKey } from './names.ts';
import {
  bucketLimits,
  copyObject,
  fileOf,
  findObject,
  listObjects,
  maxBytesFor,
  moveObject,
  removeObjects,
  run,
  storeObject,
  type ObjectRow,
  type StorageCtx,
} from './objects.ts';
import { createResumable, RESUMABLE_PREFIX } from './resumable.ts';
import { serveFile } from './serve-file.ts';
import { storageLimitFromEnv } from './limits.ts';
import { signToken, verifyToken } from './signed.ts';
import { mimeAllowed, receiveUpload } from './upload-body.ts';

export interface Storage {
  handle(req: IncomingMessage, res: ServerResponse, subpath: string, query: URLSearchParams): Promise<void>;
}

/** One percent-encoded path segment; malformed escapes are a bad name, not a server fault. */
function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw ERRORS.invalidKey(s);
  }
}

/** `bucket/a/b.txt` (percent-encoded as sent) → bucket and object name. */
function bucketAndKey(rest: string[]): { bucket: string; name: string } {
  const [bucket, ...key] = rest.map(decodeSegment);
  if (!bucket) throw ERRORS.missingParameter('bucketName');
  return { bucket: checkBucketId(bucket), name: checkKey(key.join('/')) };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

const objectInfo = (r: ObjectRow) => ({
  id: r.id,
  name: r.name,
  version: r.version,
  bucket_id: r.bucket_id,
  size: r.metadata?.size ?? null,
  content_type: r.metadata?.mimetype ?? null,
  cache_control: r.metadata?.cacheControl ?? null,
  etag: r.metadata?.eTag ?? null,
  metadata: r.user_metadata,
  last_modified: r.metadata?.lastModified ?? r.updated_at,
  created_at: r.created_at,
});

export function createStorage(opts: { pool: pg.Pool; jwtSecret: string; root: string; maxFileBytes?: number }): Storage {
  const ctx: StorageCtx = { pool: opts.pool, jwtSecret: opts.jwtSecret, root: opts.root, maxFileBytes: opts.maxFileBytes ?? storageLimitFromEnv() };
  const tmpDir = path.join(ctx.root, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const resumable = createResumable(ctx);

  async function upload(req: IncomingMessage, res: ServerResponse, bucket: string, name: string, caller: Caller, how: { upsert: boolean; owner?: string }) {
    const limits = await bucketLimits(ctx, bucket);
    const up = await receiveUpload(req, tmpDir, maxBytesFor(ctx, limits));
    if (!mimeAllowed(limits.allowed_mime_types, up.mimetype)) {
      fs.rmSync(up.tmpFile, { force: true });
      throw ERRORS.invalidMimeType(up.mimetype);
    }
    const row = await storeObject(ctx, caller, bucket, name, up, how);
    sendJson(res, 200, { Id: row.id, Key: `${bucket}/${name}` });
  }

  async function route(req: IncomingMessage, res: ServerResponse, subpath: string, query: URLSearchParams) {
    const m = req.method ?? 'GET';
    const parts = subpath.split('/').slice(1);
    if (subpath === RESUMABLE_PREFIX || subpath.startsWith(`${RESUMABLE_PREFIX}/`)) {
      // Every request of an upload (create, HEAD, PATCH) needs a valid bearer, as on hosted; the
      // hooks read the caller again from the same headers.
      await callerOf(req, ctx.jwtSecret);
      return resumable.handle(req, res);
    }
    if (parts[0] === 'bucket') return handleBuckets(ctx, await callerOf(req, ctx.jwtSecret), req, res, parts.slice(1).map(decodeSegment));
    if (parts[0] !== 'object') throw ERRORS.notFound(req.method ?? 'GET', `/storage/v1${subpath}`);
    const [kind, ...rest] = parts.slice(1);
    const attachment = (name: string) => (query.has('download') ? query.get('download') || name.split('/').at(-1)! : null);

    if (kind === 'public' && (m === 'GET' || m === 'HEAD')) {
      const { bucket, name } = bucketAndKey(rest);
      const b = await bucketLimits(ctx, bucket);
      if (!b.public) throw ERRORS.noSuchBucket();
      const row = await findObject(ctx, SERVICE, bucket, name);
      return serveFile(req, res, fileOf(ctx, row), row.metadata!, attachment(name));
    }
    if (kind === 'sign' && (m === 'GET' || m === 'HEAD')) {
      const { bucket, name } = bucketAndKey(rest);
      await verifyToken(ctx.jwtSecret, query.get('token'), `${bucket}/${name}`);
      const row = await findObject(ctx, SERVICE, bucket, name);
      return serveFile(req, res, fileOf(ctx, row), row.metadata!, attachment(name));
    }
    if (kind === 'upload' && rest[0] === 'sign' && m === 'PUT') {
      const { bucket, name } = bucketAndKey(rest.slice(1));
      const t = await verifyToken(ctx.jwtSecret, query.get('token'), `${bucket}/${name}`);
      // The token is the permission: the upload itself runs as the platform, owned by its signer.
      return upload(req, res, bucket, name, SERVICE, { upsert: t.upsert === true, owner: t.owner });
    }

    const caller = await callerOf(req, ctx.jwtSecret);
    if (kind === 'upload' && rest[0] === 'sign' && m === 'POST') {
      const { bucket, name } = bucketAndKey(rest.slice(1));
      await bucketLimits(ctx, bucket);
      const upsert = req.headers['x-upsert'] === 'true';
      // Whether the caller could upload here: the insert is tried and rolled back, as hosted does.
      await run(ctx, caller, 'object.upload_sign', async (db) => {
        await db.query('savepoint probe');
        await db.query('insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, $3)', [bucket, name, caller.sub ?? null]).catch((e: { code?: string }) => {
          if (!(upsert && e.code === '23505')) throw e;
        });
        await db.query('rollback to savepoint probe');
      });
      const token = await signToken(ctx.jwtSecret, { url: `${bucket}/${name}`, owner: caller.sub, upsert }, 2 * 60 * 60);
      return sendJson(res, 200, { url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token });
    }
    if (kind === 'sign' && m === 'POST') {
      const body = await readJsonObject(req);
      const expiresIn = Number(body.expiresIn);
      if (!Number.isFinite(expiresIn) || expiresIn < 1) throw ERRORS.invalidRequest('body/expiresIn must be >= 1');
      if (rest.length === 1) {
        const bucket = checkBucketId(decodeSegment(rest[0]!));
        if (!Array.isArray(body.paths) || body.paths.some((p) => typeof p !== 'string')) throw ERRORS.invalidRequest('body must have required property \'paths\'');
        const paths = body.paths as string[];
        const visible = await run(ctx, caller, 'object.sign_urls', async (db) =>
          new Set((await db.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [bucket, paths])).rows.map((r) => r.name)),
        );
        const out = await Promise.all(
          paths.map(async (p) =>
            visible.has(p)
              ? { error: null, path: p, signedURL: `/object/sign/${bucket}/${p}?token=${await signToken(ctx.jwtSecret, { url: `${bucket}/${p}` }, Math.floor(expiresIn))}` }
              : { error: 'Either the object does not exist or you do not have access to it', path: p, signedURL: null },
          ),
        );
        return sendJson(res, 200, out);
      }
      const { bucket, name } = bucketAndKey(rest);
      await findObject(ctx, caller, bucket, name, 'object.sign');
      const token = await signToken(ctx.jwtSecret, { url: `${bucket}/${name}` }, Math.floor(expiresIn));
      return sendJson(res, 200, { signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
    }
    if (kind === 'list' && m === 'POST') {
      const bucket = checkBucketId(decodeSegment(rest[0] ?? ''));
      const body = await readJsonObject(req);
      return sendJson(res, 200, await listObjects(ctx, caller, bucket, body));
    }
    if ((kind === 'move' || kind === 'copy') && m === 'POST') {
      const body = await readJsonObject(req);
      const bucket = checkBucketId(str(body.bucketId) ?? '');
      const from = { bucket, name: checkKey(str(body.sourceKey) ?? '') };
      const to = { bucket: checkBucketId(str(body.destinationBucket) ?? bucket), name: checkKey(str(body.destinationKey) ?? '') };
      await bucketLimits(ctx, to.bucket);
      if (kind === 'move') {
        await moveObject(ctx, caller, from, to);
        return sendJson(res, 200, { message: 'Successfully moved' });
      }
      const metadata = body.copyMetadata === false ? ((body.metadata as Record<string, unknown> | undefined) ?? null) : undefined;
      const row = await copyObject(ctx, caller, from, to, { upsert: req.headers['x-upsert'] === 'true', metadata });
      return sendJson(res, 200, { Id: row.id, Key: `${to.bucket}/${to.name}`, ...objectInfo(row) });
    }
    if (kind === 'info') {
      const r = rest[0] === 'public' || rest[0] === 'authenticated' ? rest.slice(1) : rest;
      const { bucket, name } = bucketAndKey(r);
      return sendJson(res, 200, objectInfo(await findObject(ctx, rest[0] === 'public' ? SERVICE : caller, bucket, name, 'object.info')));
    }
    if (kind === 'authenticated' && (m === 'GET' || m === 'HEAD')) {
      const { bucket, name } = bucketAndKey(rest);
      const row = await findObject(ctx, caller, bucket, name);
      return serveFile(req, res, fileOf(ctx, row), row.metadata!, attachment(name));
    }
    if (kind === undefined) throw ERRORS.notFound(req.method ?? 'GET', `/storage/v1${subpath}`);
    const objectPath = [kind, ...rest];
    if (m === 'DELETE' && objectPath.length === 1) {
      const bucket = checkBucketId(decodeSegment(kind));
      const body = await readJsonObject(req);
      if (!Array.isArray(body.prefixes) || body.prefixes.length === 0 || body.prefixes.length > 1000) throw ERRORS.invalidRequest('body/prefixes must have between 1 and 1000 items');
      const names = (body.prefixes as unknown[]).map((p) => (typeof p === 'string' ? p : str((p as { path?: unknown })?.path) ?? ''));
      const rows = await removeObjects(ctx, caller, bucket, names);
      return sendJson(res, 200, rows);
    }
    const { bucket, name } = bucketAndKey(objectPath);
    if (m === 'POST' || m === 'PUT') return upload(req, res, bucket, name, caller, { upsert: m === 'PUT' || req.headers['x-upsert'] === 'true' });
    if (m === 'GET' || m === 'HEAD') {
      const row = await findObject(ctx, caller, bucket, name);
      return serveFile(req, res, fileOf(ctx, row), row.metadata!, attachment(name));
    }
    if (m === 'DELETE') {
      const rows = await removeObjects(ctx, caller, bucket, [name]);
      if (!rows.length) throw ERRORS.noSuchKey();
      return sendJson(res, 200, { message: 'Successfully deleted' });
    }
    throw ERRORS.notFound(req.method ?? 'GET', `/storage/v1${subpath}`);
  }

  return {
    async handle(req, res, subpath, query) {
      try {
        await route(req, res, subpath, query);
      } catch (e) {
        if (e instanceof StorageError) return e.send(res);
        if (e instanceof BodyError) return new StorageError(e.status, 'InvalidRequest', e.message).send(res);
        // The client went away mid-upload: nobody to answer, nothing was stored.
        if (req.destroyed) return void res.destroy();
        console.error('[storage] unexpected error', e);
        ERRORS.internal().send(res);
      }
    },
  };
}
