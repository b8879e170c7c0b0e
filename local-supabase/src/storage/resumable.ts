// Resumable uploads (TUS 1.0.0) at /storage/v1/upload/resumable, as Supabase documents them for
// tus-js-client: metadata bucketName, objectName, contentType, cacheControl, header x-upsert.
// @tus/server speaks the protocol and @tus/file-store keeps the parts; on creation the bucket's
// limits and the caller's right to insert are checked, and when the last byte is in the object is
// stored as the caller like any other upload.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { allowedOrigins } from '../gateway/cors.ts';
import { callerFromHeaders, type Caller } from './caller.ts';
import { ERRORS, StorageError } from './errors.ts';
import { checkBucketId, checkKey } from './names.ts';
import { bucketLimits, maxBytesFor, run, storeObject, type StorageCtx } from './objects.ts';
import { mimeAllowed } from './upload-body.ts';

export const RESUMABLE_PREFIX = '/upload/resumable';

type Headers = { get(name: string): string | null };

/** What @tus/server sends back for a refusal: hosted's status and message. */
const tusError = (e: unknown) => {
  const s = e instanceof StorageError ? e : ERRORS.internal();
  if (!(e instanceof StorageError)) console.error('[storage] resumable upload failed', e);
  return { status_code: s.statusCode, body: JSON.stringify({ statusCode: String(s.statusCode), code: s.code, error: s.error ?? s.code, message: s.message }) };
};

function target(upload: Upload): { bucket: string; name: string; contentType: string; cacheControl: string } {
  const md = upload.metadata ?? {};
  if (!md.bucketName) throw ERRORS.missingParameter('bucketName');
  if (!md.objectName) throw ERRORS.missingParameter('objectName');
  const cc = md.cacheControl ?? '3600';
  return {
    bucket: checkBucketId(md.bucketName),
    name: checkKey(md.objectName),
    contentType: md.contentType || 'application/octet-stream',
    cacheControl: /^\d+$/.test(cc) ? `max-age=${cc}` : cc,
  };
}

export function createResumable(ctx: StorageCtx) {
  const directory = path.join(ctx.root, '.resumable');
  fs.mkdirSync(directory, { recursive: true });
  const origins = allowedOrigins();
  const caller = (h: Headers): Promise<Caller> => callerFromHeaders(h.get('authorization'), h.get('apikey'), ctx.jwtSecret);
  const server = new Server({
    path: `/storage/v1${RESUMABLE_PREFIX}`,
    datastore: new FileStore({ directory }),
    maxSize: ctx.maxFileBytes,
    namingFunction: () => crypto.randomUUID(),
    // tus writes its own CORS headers (with the ones it must expose): for the gateway's origins only.
    allowedOrigins: (origin) => origins.has(origin),
    async onUploadCreate(req, upload) {
      try {
        const who = await caller(req.headers);
        const t = target(upload);
        const limits = await bucketLimits(ctx, t.bucket);
        if (upload.size !== undefined && upload.size > maxBytesFor(ctx, limits)) throw ERRORS.entityTooLarge();
        if (!mimeAllowed(limits.allowed_mime_types, t.contentType)) throw ERRORS.invalidMimeType(t.contentType);
        const upsert = req.headers.get('x-upsert') === 'true';
        await run(ctx, who, 'object.upload', async (db) => {
          await db.query('savepoint probe');
          await db.query('insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, $3)', [t.bucket, t.name, who.sub ?? null]).catch((e: { code?: string }) => {
            if (!(upsert && e.code === '23505')) throw e;
          });
          await db.query('rollback to savepoint probe');
        });
        return {};
      } catch (e) {
        throw tusError(e);
      }
    },
    async onUploadFinish(req, upload) {
      try {
        const who = await caller(req.headers);
        const t = target(upload);
        const limits = await bucketLimits(ctx, t.bucket);
        const file = path.join(directory, upload.id);
        const size = fs.statSync(file).size;
        if (size > maxBytesFor(ctx, limits)) throw ERRORS.entityTooLarge();
        const md5 = crypto.createHash('md5');
        for await (const chunk of fs.createReadStream(file)) md5.update(chunk as Buffer);
        const tmpFile = path.join(ctx.root, '.tmp', crypto.randomUUID());
        fs.renameSync(file, tmpFile);
        fs.rmSync(`${file}.json`, { force: true });
        await storeObject(
          ctx,
          who,
          t.bucket,
          t.name,
          { tmpFile, size, mimetype: t.contentType, cacheControl: t.cacheControl, etag: `"${md5.digest('hex')}"`, userMetadata: null },
          { upsert: req.headers.get('x-upsert') === 'true' },
        );
        return {};
      } catch (e) {
        throw tusError(e);
      }
    },
  });
  return { handle: (req: IncomingMessage, res: ServerResponse) => server.handle(req, res) };
}
