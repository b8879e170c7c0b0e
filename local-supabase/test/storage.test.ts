// Supabase Storage through the gateway with unmodified supabase-js (`client.storage`): buckets
// and policies made here as a migration would make them, then every operation as anon, two
// signed-in users, an admin and service_role, with hosted's answers (HTTP 400 carrying the real
// statusCode in the body, as storage-api sends them).
import crypto from 'node:crypto';
import http from 'node:http';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeysFor } from '../src/secrets.mjs';
import { client, signedInUser, stack, uniqueEmail, withDb } from './helpers.ts';

const run = crypto.randomBytes(3).toString('hex');
const PRIVATE = `docs-${run}`;
const PUBLIC = `photos-${run}`;
const LIMITED = `limited-${run}`;

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let alice: Signed;
let bob: Signed;
let admin: Signed;

const text = (s: string) => new Blob([s], { type: 'text/plain' });

function apiError(e: unknown) {
  expect((e as Error | null)?.name).toBe('StorageApiError');
  const err = e as { status: number; statusCode: string; code?: string; message: string };
  return { status: err.status, statusCode: err.statusCode, code: err.code, message: err.message };
}

describe('storage (/storage/v1 via the gateway)', () => {
  beforeAll(async () => {
    await withDb((db) =>
      db.query(`
        insert into storage.buckets (id, name, public) values ('${PRIVATE}', '${PRIVATE}', false);
        insert into storage.buckets (id, name, public) values ('${PUBLIC}', '${PUBLIC}', true);
        insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ('${LIMITED}', '${LIMITED}', false, 1024, '{image/*}');
        create policy "${run} own folder read" on storage.objects for select to authenticated
          using (bucket_id in ('${PRIVATE}', '${LIMITED}') and (select auth.uid())::text = (storage.foldername(name))[1]);
        create policy "${run} own folder write" on storage.objects for insert to authenticated
          with check (bucket_id in ('${PRIVATE}', '${PUBLIC}', '${LIMITED}') and (select auth.uid())::text = (storage.foldername(name))[1]);
        create policy "${run} own folder update" on storage.objects for update to authenticated
          using (bucket_id in ('${PRIVATE}', '${PUBLIC}') and (select auth.uid())::text = (storage.foldername(name))[1]);
        create policy "${run} own folder delete" on storage.objects for delete to authenticated
          using (bucket_id in ('${PRIVATE}', '${PUBLIC}') and (select auth.uid())::text = (storage.foldername(name))[1]);
        create policy "${run} public read" on storage.objects for select to anon, authenticated using (bucket_id = '${PUBLIC}');
        create policy "${run} admins read all" on storage.objects for select to authenticated
          using (bucket_id = '${PRIVATE}' and (select auth.jwt()) -> 'app_metadata' ->> 'role' = 'admin');`),
    );
    [alice, bob] = await Promise.all([signedInUser('alice'), signedInUser('bob')]);
    const adminEmail = uniqueEmail('admin');
    const made = await client('service').auth.admin.createUser({ email: adminEmail, password: 'Test@12345', email_confirm: true, app_metadata: { role: 'admin' } });
    if (made.error) throw made.error;
    const c = client();
    const { data, error } = await c.auth.signInWithPassword({ email: adminEmail, password: 'Test@12345' });
    if (error || !data.session) throw error ?? new Error('admin sign-in failed');
    admin = { client: c, user: data.user!, session: data.session, email: adminEmail };
  });

  it('a migration as postgres may add buckets and policies but not alter storage tables or delete rows', async () => {
    await withDb(async (db) => {
      await db.query('begin');
      await db.query(`create policy "${run} probe" on storage.buckets for select to authenticated using (true)`);
      await db.query(`drop policy "${run} probe" on storage.buckets`);
      await db.query('rollback');
      for (const sql of [
        'alter table storage.objects disable row level security',
        `comment on policy "${run} public read" on storage.objects is 'x'`,
        'create index on storage.objects (owner)',
        `delete from storage.objects where bucket_id = '${PUBLIC}'`,
        'drop table storage.migrations',
        'create table storage.mine (id int)',
        'create function storage.mine() returns int language sql as $$ select 1 $$',
        'create trigger mine before insert on storage.objects for each row execute function storage.update_updated_at_column()',
      ]) {
        const e = await db.query(sql).then(() => null, (err: { code?: string }) => err);
        expect(e?.code, sql).toBe('42501');
      }
    });
  });

  it('uploads, downloads, lists, and keeps each user to their own folder', async () => {
    const mine = `${alice.user.id}/notes/hello.txt`;
    const up = await alice.client.storage.from(PRIVATE).upload(mine, text('hello'), { contentType: 'text/plain', cacheControl: '60' });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: mine, fullPath: `${PRIVATE}/${mine}` });
    expect(up.data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const down = await alice.client.storage.from(PRIVATE).download(mine);
    expect(down.error).toBeNull();
    expect(await down.data!.text()).toBe('hello');

    const list = await alice.client.storage.from(PRIVATE).list(alice.user.id);
    expect(list.data!.map((e) => [e.name, e.id === null])).toEqual([['notes', true]]);
    const inner = await alice.client.storage.from(PRIVATE).list(`${alice.user.id}/notes`);
    expect(inner.data!.map((e) => e.name)).toEqual(['hello.txt']);
    expect(inner.data![0]!.metadata).toMatchObject({ size: 5, mimetype: 'text/plain', cacheControl: 'max-age=60' });

    // Another user neither sees nor reads it, and cannot write into someone else's folder.
    expect((await bob.client.storage.from(PRIVATE).list(alice.user.id)).data).toEqual([]);
    const hidden = await bob.client.storage.from(PRIVATE).download(mine);
    expect(apiError(hidden.error)).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    const intrude = await bob.client.storage.from(PRIVATE).upload(`${alice.user.id}/evil.txt`, text('x'));
    expect(apiError(intrude.error)).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
    const anon = await client().storage.from(PRIVATE).upload(`${alice.user.id}/anon.txt`, text('x'));
    expect(apiError(anon.error)).toMatchObject({ statusCode: '403' });

    // The admin policy lets an admin read every user's documents.
    const asAdmin = await admin.client.storage.from(PRIVATE).download(mine);
    expect(await asAdmin.data!.text()).toBe('hello');
    expect((await alice.client.storage.from(PRIVATE).exists(mine)).data).toBe(true);
    const info = await alice.client.storage.from(PRIVATE).info(mine);
    expect(info.data).toMatchObject({ name: mine, size: 5, contentType: 'text/plain', bucketId: PRIVATE });
  });

  it('refuses a second upload to the same path unless upsert, and upsert replaces the bytes', async () => {
    const p = `${alice.user.id}/upsert.txt`;
    const files = alice.client.storage.from(PRIVATE);
    expect((await files.upload(p, text('one'))).error).toBeNull();
    const again = await files.upload(p, text('two'));
    expect(apiError(again.error)).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect((await files.upload(p, text('three'), { upsert: true })).error).toBeNull();
    expect(await (await files.download(p)).data!.text()).toBe('three');
    expect((await files.update(p, Buffer.from('four'), { contentType: 'text/plain' })).error).toBeNull();
    expect(await (await files.download(p)).data!.text()).toBe('four');
  });

  it('moves, copies and removes', async () => {
    const files = alice.client.storage.from(PRIVATE);
    const a = `${alice.user.id}/m/a.txt`;
    await files.upload(a, text('moved'));
    expect((await files.move(a, `${alice.user.id}/m/b.txt`)).error).toBeNull();
    expect(apiError((await files.download(a)).error)).toMatchObject({ statusCode: '404' });
    expect(await (await files.download(`${alice.user.id}/m/b.txt`)).data!.text()).toBe('moved');
    const copy = await files.copy(`${alice.user.id}/m/b.txt`, `${alice.user.id}/m/c.txt`);
    expect(copy.data).toEqual({ path: `${PRIVATE}/${alice.user.id}/m/c.txt` });
    // Bob may not move Alice's file into his folder: her row is not his to update.
    const steal = await bob.client.storage.from(PRIVATE).move(`${alice.user.id}/m/c.txt`, `${bob.user.id}/c.txt`);
    expect(apiError(steal.error)).toMatchObject({ statusCode: '404' });
    const removed = await files.remove([`${alice.user.id}/m/b.txt`, `${alice.user.id}/m/c.txt`, `${alice.user.id}/m/none.txt`]);
    expect(removed.data!.map((r) => r.name).sort()).toEqual([`${alice.user.id}/m/b.txt`, `${alice.user.id}/m/c.txt`]);
    expect((await files.list(`${alice.user.id}/m`)).data).toEqual([]);
    // Bob's remove of Alice's file deletes nothing (RLS filters it out), as on hosted.
    await files.upload(`${alice.user.id}/keep.txt`, text('keep'));
    expect((await bob.client.storage.from(PRIVATE).remove([`${alice.user.id}/keep.txt`])).data).toEqual([]);
    expect((await files.exists(`${alice.user.id}/keep.txt`)).data).toBe(true);
  });

  it('serves public URLs for public buckets only, with the content type and cache-control', async () => {
    const p = `${alice.user.id}/photo.png`;
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    expect((await alice.client.storage.from(PUBLIC).upload(p, png, { contentType: 'image/png', cacheControl: '3600' })).error).toBeNull();
    const url = client().storage.from(PUBLIC).getPublicUrl(p).data.publicUrl;
    const r = await fetch(url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('cache-control')).toBe('max-age=3600');
    expect(r.headers.get('etag')).toMatch(/^".+"$/);
    expect(Buffer.from(await r.arrayBuffer())).toEqual(png);
    const saved = await fetch(client().storage.from(PUBLIC).getPublicUrl(p, { download: 'mine.png' }).data.publicUrl);
    expect(saved.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''mine.png");
    expect((await fetch(url, { headers: { 'if-none-match': r.headers.get('etag')! } })).status).toBe(304);
    const ranged = await fetch(url, { headers: { range: 'bytes=0-3' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(png.subarray(0, 4));

    // A photo resized in the browser keeps its dimensions as the object's user metadata.
    const sized = `${alice.user.id}/sized.png`;
    await alice.client.storage.from(PUBLIC).upload(sized, new Blob([png], { type: 'image/png' }), { metadata: { width: 800, height: 600 } });
    expect((await client().storage.from(PUBLIC).info(sized)).data).toMatchObject({ contentType: 'image/png', metadata: { width: 800, height: 600 } });
    const rawSized = `${alice.user.id}/sized-raw.png`;
    await alice.client.storage.from(PUBLIC).upload(rawSized, png, { contentType: 'image/png', metadata: { width: 1200, height: 900 } });
    expect((await client().storage.from(PUBLIC).info(rawSized)).data!.metadata).toEqual({ width: 1200, height: 900 });

    await alice.client.storage.from(PRIVATE).upload(`${alice.user.id}/secret.txt`, text('secret'));
    const priv = await fetch(client().storage.from(PRIVATE).getPublicUrl(`${alice.user.id}/secret.txt`).data.publicUrl);
    expect(priv.status).toBe(400);
    expect(await priv.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });

  it('signed URLs work until they expire; a signed upload URL lets its holder upload', async () => {
    const p = `${alice.user.id}/id-card.txt`;
    await alice.client.storage.from(PRIVATE).upload(p, text('identity'));
    // Two seconds, not one: a token expires at the whole second (exp = the second it was signed in
    // + expiresIn, as hosted's), so one signed late in its second had a few milliseconds to live,
    // and the fetch below found it expired on a slow host (ci64). 2.1 s later it has expired in any case.
    const signed = await alice.client.storage.from(PRIVATE).createSignedUrl(p, 2);
    expect(signed.error).toBeNull();
    const ok = await fetch(signed.data!.signedUrl);
    expect(await ok.text()).toBe('identity');
    // Bob cannot sign what he cannot read.
    expect(apiError((await bob.client.storage.from(PRIVATE).createSignedUrl(p, 60)).error)).toMatchObject({ statusCode: '404' });
    const many = await alice.client.storage.from(PRIVATE).createSignedUrls([p, `${alice.user.id}/none.txt`], 60);
    expect(many.data!.map((d) => d.error === null)).toEqual([true, false]);
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await fetch(signed.data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT', message: 'jwt expired' });
    const forged = await fetch(signed.data!.signedUrl.replace(/token=[^&]+/, 'token=abc'));
    expect(forged.status).toBe(400);

    const target = `${alice.user.id}/signed-upload.txt`;
    const slot = await alice.client.storage.from(PRIVATE).createSignedUploadUrl(target);
    expect(slot.error).toBeNull();
    const put = await client().storage.from(PRIVATE).uploadToSignedUrl(target, slot.data!.token, text('via token'));
    expect(put.error).toBeNull();
    expect(await (await alice.client.storage.from(PRIVATE).download(target)).data!.text()).toBe('via token');
    // No signing of a path the caller could not upload to.
    expect(apiError((await bob.client.storage.from(PRIVATE).createSignedUploadUrl(`${alice.user.id}/x.txt`)).error)).toMatchObject({ statusCode: '403' });
  });

  it("enforces the bucket's size and type limits with hosted's codes", async () => {
    const files = alice.client.storage.from(LIMITED);
    const big = await files.upload(`${alice.user.id}/big.png`, Buffer.alloc(2000), { contentType: 'image/png' });
    expect(apiError(big.error)).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const bigForm = await files.upload(`${alice.user.id}/big2.png`, new Blob([Buffer.alloc(2000)], { type: 'image/png' }));
    expect(apiError(bigForm.error)).toMatchObject({ statusCode: '413' });
    const wrong = await files.upload(`${alice.user.id}/a.txt`, text('not an image'));
    expect(apiError(wrong.error)).toMatchObject({ status: 400, statusCode: '415', message: 'mime type text/plain is not supported' });
    expect((await files.upload(`${alice.user.id}/small.png`, Buffer.alloc(100), { contentType: 'image/png' })).error).toBeNull();
  });

  it('refuses odd names and missing buckets', async () => {
    const files = alice.client.storage.from(PRIVATE);
    // (`a/../b`, `a\\b` and `a#b` never leave the client as such: fetch resolves them, on hosted too.)
    // Hosted takes S3-safe ASCII names only: letters of other scripts, `%`, `#` and control characters are refused.
    for (const bad of [`${alice.user.id}/a\u0001b.txt`, `${alice.user.id}/फोटो.jpg`, `${alice.user.id}/50%.txt`]) {
      const r = await files.upload(bad, text('x'));
      expect(apiError(r.error), bad).toMatchObject({ status: 400, statusCode: '400', code: 'InvalidKey' });
    }
    expect((await files.upload(`${alice.user.id}/Photo (1) & co, v2+final=ok.txt`, text('x'))).error).toBeNull();
    for (const raw of ['..%2F..%2Fetc%2Fpasswd', `${alice.user.id}/a%5Cb.txt`, `${alice.user.id}//x.txt`, `${alice.user.id}/%2E%2E`, `${alice.user.id}/a%23b.txt`, `${alice.user.id}/%E0%A4.txt`]) {
      const res = await fetch(`${stack().url}/storage/v1/object/${PRIVATE}/${raw}`, {
        method: 'POST',
        body: 'x',
        headers: { apikey: stack().anonKey, authorization: `Bearer ${alice.session.access_token}`, 'content-type': 'text/plain' },
      });
      expect(res.status, raw).toBe(400);
      expect(await res.json(), raw).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
    const none = await files.upload(`${alice.user.id}/x.txt`, text('x'), {});
    expect(none.error).toBeNull();
    const noBucket = await alice.client.storage.from(`nope-${run}`).upload('x.txt', text('x'));
    expect(apiError(noBucket.error)).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('answers malformed requests with 400 and keeps serving', async () => {
    const headers = { apikey: stack().anonKey, authorization: `Bearer ${alice.session.access_token}` };
    const url = (p: string) => `${stack().url}/storage/v1${p}`;
    const bad = [
      await fetch(url(`/object/${PRIVATE}/${alice.user.id}/m.txt`), { method: 'POST', headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' }, body: '--xyz\r\ngarbage' }),
      await fetch(url(`/object/${PRIVATE}/${alice.user.id}/m.txt`), { method: 'POST', headers: { ...headers, 'content-type': 'multipart/form-data' }, body: 'no boundary' }),
      await fetch(url(`/object/${PRIVATE}/${alice.user.id}/m.txt`), { method: 'POST', headers: { ...headers, 'content-type': 'text/plain', 'x-metadata': Buffer.from('not json').toString('base64') }, body: 'x' }),
      await fetch(url(`/object/list/${PRIVATE}`), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{not json' }),
      await fetch(url(`/object/sign/${PRIVATE}/${alice.user.id}/m.txt`), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"expiresIn":"soon"}' }),
      await fetch(url(`/object/${PRIVATE}`), { method: 'DELETE', headers: { ...headers, 'content-type': 'application/json' }, body: '{"prefixes":[]}' }),
      await fetch(url(`/object/${PRIVATE}/${alice.user.id}/m.txt`), { headers: { ...headers, authorization: 'Bearer not-a-jwt' } }),
    ];
    for (const r of bad) {
      expect(r.status, r.url).toBe(400);
      expect(Object.keys((await r.json()) as object).sort(), r.url).toEqual(['code', 'error', 'message', 'statusCode']);
    }
    const missing = await fetch(url('/nothing-here'), { headers });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: '404', error: 'Not Found', message: 'Route GET:/storage/v1/nothing-here not found' });
    const ok = await alice.client.storage.from(PRIVATE).upload(`${alice.user.id}/after-bad.txt`, text('fine'));
    expect(ok.error).toBeNull();
  });

  it('an upload cut off mid-body stores nothing and the next one goes through', async () => {
    const name = `${alice.user.id}/cut.bin`;
    for (const type of ['application/octet-stream', 'multipart/form-data; boundary=cut']) {
      await new Promise<void>((resolve) => {
        const req = http.request(`${stack().url}/storage/v1/object/${PRIVATE}/${name}`, {
          method: 'POST',
          headers: { apikey: stack().anonKey, authorization: `Bearer ${alice.session.access_token}`, 'content-type': type, 'content-length': 100_000 },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.write(type.startsWith('multipart') ? '--cut\r\nContent-Disposition: form-data; name=""; filename="a"\r\n\r\n' + 'x'.repeat(1000) : Buffer.alloc(1000));
        setTimeout(() => req.destroy(), 200);
      });
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(apiError((await alice.client.storage.from(PRIVATE).download(name)).error)).toMatchObject({ statusCode: '404' });
    expect((await alice.client.storage.from(PRIVATE).upload(name, Buffer.from('whole'))).error).toBeNull();
    expect(await (await alice.client.storage.from(PRIVATE).download(name)).data!.text()).toBe('whole');
  });

  it('the bucket API is service_role only unless a policy says otherwise', async () => {
    const service = client('service').storage;
    const id = `made-${run}`;
    expect((await service.createBucket(id, { public: false, fileSizeLimit: '1MB', allowedMimeTypes: ['image/png'] })).data).toEqual({ name: id });
    expect((await service.getBucket(id)).data).toMatchObject({ id, public: false, file_size_limit: 1_000_000, allowed_mime_types: ['image/png'] });
    expect((await service.listBuckets()).data!.map((b) => b.id)).toContain(id);
    expect(apiError((await alice.client.storage.createBucket(`x-${run}`)).error)).toMatchObject({ statusCode: '403' });
    expect((await alice.client.storage.listBuckets()).data).toEqual([]);
    expect((await service.updateBucket(id, { public: true })).error).toBeNull();
    expect((await service.getBucket(id)).data!.public).toBe(true);
    await service.from(id).upload('a.png', Buffer.alloc(10), { contentType: 'image/png' });
    expect(apiError((await service.deleteBucket(id)).error)).toMatchObject({ statusCode: '409' });
    expect((await service.emptyBucket(id)).error).toBeNull();
    expect((await service.deleteBucket(id)).error).toBeNull();
    expect(apiError((await service.getBucket(id)).error)).toMatchObject({ statusCode: '404' });
  });

  it('works with the opaque keys: publishable as anon, secret as service_role; an unknown key is refused', async () => {
    const keys = apiKeysFor(stack().jwtSecret);
    const withKey = (key: string) => createClient(stack().url, key, { auth: { persistSession: false, autoRefreshToken: false } }).storage;
    const p = `${alice.user.id}/opaque.txt`;
    await alice.client.storage.from(PUBLIC).upload(p, text('opaque'));
    expect(await (await withKey(keys.publishableKey).from(PUBLIC).download(p)).data!.text()).toBe('opaque');
    expect(apiError((await withKey(keys.publishableKey).from(PRIVATE).upload(`${alice.user.id}/x.txt`, text('x'))).error)).toMatchObject({ statusCode: '403' });
    expect((await withKey(keys.secretKey).listBuckets()).data!.map((b) => b.id)).toContain(PRIVATE);
    const unknown = await withKey('sb_publishable_unknownunknownunknownunknown12').from(PUBLIC).download(p);
    expect(unknown.error).toMatchObject({ status: 401, message: 'Invalid API key' });
  });

  it('storage is reached through the Storage API only: PostgREST does not expose the storage schema', async () => {
    const r = await fetch(`${stack().url}/rest/v1/objects?select=name`, { headers: { apikey: stack().serviceKey, 'accept-profile': 'storage' } });
    expect(r.status).toBe(406);
    const asUser = await fetch(`${stack().url}/rest/v1/objects?select=name`, { headers: { apikey: stack().anonKey, authorization: `Bearer ${alice.session.access_token}`, 'accept-profile': 'storage' } });
    expect(asUser.status).toBe(406);
  });
});
