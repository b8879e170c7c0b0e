// Resumable uploads (TUS) at /storage/v1/upload/resumable with tus-js-client, configured as
// Supabase's guide shows it (the user's bearer, x-upsert, metadata bucketName/objectName/
// contentType/cacheControl, no apikey), and hosted's global per-object limit on plain uploads.
import crypto from 'node:crypto';
import * as tus from 'tus-js-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, stack, withDb } from './helpers.ts';

const run = crypto.randomBytes(3).toString('hex');
const BUCKET = `tus-${run}`;
const SMALL = `tus-small-${run}`;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

function tusUpload(token: string, bucket: string, objectName: string, body: Buffer, opts: { upsert?: boolean; contentType?: string; chunkSize?: number } = {}) {
  return new Promise<void>((resolve, reject) => {
    const upload = new tus.Upload(body, {
      endpoint: `${stack().url}/storage/v1/upload/resumable`,
      retryDelays: [],
      headers: { authorization: `Bearer ${token}`, 'x-upsert': String(opts.upsert ?? false) },
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      metadata: { bucketName: bucket, objectName, contentType: opts.contentType ?? 'application/pdf', cacheControl: '3600' },
      chunkSize: opts.chunkSize ?? 6 * 1024 * 1024,
      onError: reject,
      onSuccess: () => resolve(),
    });
    upload.start();
  });
}

describe('storage resumable uploads (TUS) and the global limit', () => {
  beforeAll(async () => {
    await withDb((db) =>
      db.query(`
        insert into storage.buckets (id, name, public) values ('${BUCKET}', '${BUCKET}', false);
        insert into storage.buckets (id, name, public, file_size_limit) values ('${SMALL}', '${SMALL}', false, 1000);
        create policy "${run} own read" on storage.objects for select to authenticated
          using (bucket_id in ('${BUCKET}', '${SMALL}') and (select auth.uid())::text = (storage.foldername(name))[1]);
        create policy "${run} own write" on storage.objects for insert to authenticated
          with check (bucket_id in ('${BUCKET}', '${SMALL}') and (select auth.uid())::text = (storage.foldername(name))[1]);
        create policy "${run} own update" on storage.objects for update to authenticated
          using (bucket_id = '${BUCKET}' and (select auth.uid())::text = (storage.foldername(name))[1]);`),
    );
    [alice, bob] = await Promise.all([signedInUser('alice'), signedInUser('bob')]);
  });

  it('uploads in chunks; the object is stored as the caller and reads back whole', async () => {
    const body = crypto.randomBytes(700_000);
    const name = `${alice.user.id}/docs/id-card.pdf`;
    await tusUpload(alice.session.access_token, BUCKET, name, body, { chunkSize: 256 * 1024 });
    const down = await alice.client.storage.from(BUCKET).download(name);
    expect(down.error).toBeNull();
    expect(Buffer.from(await down.data!.arrayBuffer()).equals(body)).toBe(true);
    const info = await alice.client.storage.from(BUCKET).info(name);
    expect(info.data).toMatchObject({ size: body.length, contentType: 'application/pdf', cacheControl: 'max-age=3600' });
    // Again without x-upsert: the path is taken (409); with it the bytes are replaced.
    await expect(tusUpload(alice.session.access_token, BUCKET, name, Buffer.from('again'))).rejects.toThrow(/409/);
    await tusUpload(alice.session.access_token, BUCKET, name, Buffer.from('again'), { upsert: true });
    expect(await (await alice.client.storage.from(BUCKET).download(name)).data!.text()).toBe('again');
  });

  it("refuses what the policies refuse, what the bucket's limit refuses and a caller without a token", async () => {
    await expect(tusUpload(bob.session.access_token, BUCKET, `${alice.user.id}/evil.pdf`, Buffer.from('x'))).rejects.toThrow(/403/);
    await expect(tusUpload(alice.session.access_token, SMALL, `${alice.user.id}/big.pdf`, Buffer.alloc(2000))).rejects.toThrow(/413/);
    await expect(tusUpload('not-a-jwt', BUCKET, `${alice.user.id}/x.pdf`, Buffer.from('x'))).rejects.toThrow(/400/);
    expect((await alice.client.storage.from(BUCKET).list(alice.user.id)).data!.map((e) => e.name)).toEqual(['docs']);
  });

  it("refuses a plain upload over hosted's global 50 MB limit with its error", async () => {
    const over = await alice.client.storage.from(BUCKET).upload(`${alice.user.id}/huge.bin`, Buffer.alloc(50 * 1024 * 1024 + 1), { contentType: 'application/octet-stream' });
    expect(over.error).toMatchObject({ name: 'StorageApiError', status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
  });
});
