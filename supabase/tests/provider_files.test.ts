// The provider buckets (22_provider_files.sql) through /storage/v1 with unmodified supabase-js, as
// the apply form uses them: identity documents private to their owner and admins (signed URLs),
// portfolio photos public by URL, each user writing only their own folder, the buckets' size and
// type limits enforced; then the application RPC accepts what was really uploaded.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { POLICY_VERSIONS } from '../../shared/domain/policy-versions.ts';
import { client, signedInUser, stack } from '../../local-supabase/test/helpers.ts';

// tus-js-client is the local stack's (and the provider remote's) dependency, not the root's.
// The little of its API used here is typed below.
interface TusUpload {
  start(): void;
}
const tus = createRequire(new URL('../../local-supabase/package.json', import.meta.url))('tus-js-client') as {
  Upload: new (file: Buffer, options: Record<string, unknown>) => TusUpload;
};

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let applicant: Signed;
let other: Signed;
let admin: ReturnType<typeof client>;

const pdf = () => new Blob(['%PDF-1.4\n% identity\n'], { type: 'application/pdf' });
// A 1x1 WebP (the smallest real one): the bucket checks the declared content type.
const webp = () => new Blob([Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')], { type: 'image/webp' });

describe('provider-documents and provider-photos', () => {
  beforeAll(async () => {
    [applicant, other] = await Promise.all([signedInUser('applicant'), signedInUser('other')]);
    admin = client();
    const { error } = await admin.auth.signInWithPassword({ email: 'admin@utsav.test', password: 'Utsav@123' });
    if (error) throw error;
  });

  it('the owner uploads an identity document into their folder, never into another', async () => {
    const own = await applicant.client.storage.from('provider-documents').upload(`${applicant.user.id}/identity.pdf`, pdf());
    expect(own.error).toBeNull();
    const theirs = await applicant.client.storage.from('provider-documents').upload(`${other.user.id}/identity.pdf`, pdf());
    expect(theirs.error?.message).toMatch(/row-level security/);
    const visitor = await client().storage.from('provider-documents').upload(`${applicant.user.id}/visitor.pdf`, pdf());
    expect(visitor.error).not.toBeNull();
  });

  it('a document is read by its owner and admins through short-lived signed URLs, by nobody else', async () => {
    const path = `${applicant.user.id}/read-me.pdf`;
    expect((await applicant.client.storage.from('provider-documents').upload(path, pdf())).error).toBeNull();
    for (const reader of [applicant.client, admin]) {
      const { data, error } = await reader.storage.from('provider-documents').createSignedUrl(path, 60);
      expect(error).toBeNull();
      const res = await fetch(data!.signedUrl);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('%PDF');
    }
    const stranger = await other.client.storage.from('provider-documents').createSignedUrl(path, 60);
    expect(stranger.error).not.toBeNull();
    const visitor = await client().storage.from('provider-documents').download(path);
    expect(visitor.error).not.toBeNull();
    // The public URL of a private bucket answers nothing.
    expect((await fetch(client().storage.from('provider-documents').getPublicUrl(path).data.publicUrl)).status).toBeGreaterThanOrEqual(400);
  });

  it('photos are public by URL; only the owner replaces or removes them', async () => {
    const path = `${applicant.user.id}/portfolio-1.webp`;
    expect((await applicant.client.storage.from('provider-photos').upload(path, webp())).error).toBeNull();
    const res = await fetch(client().storage.from('provider-photos').getPublicUrl(path).data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const overwrite = await other.client.storage.from('provider-photos').upload(path, webp(), { upsert: true });
    expect(overwrite.error).not.toBeNull();
    const removed = await other.client.storage.from('provider-photos').remove([path]);
    expect(removed.data ?? []).toHaveLength(0);
    expect((await fetch(client().storage.from('provider-photos').getPublicUrl(path).data.publicUrl)).status).toBe(200);
    expect((await applicant.client.storage.from('provider-photos').remove([path])).data).toHaveLength(1);
  });

  it('a document above 6 MB goes up resumably (TUS, 6 MB chunks, as the apply form sends it) into the owner folder only', async () => {
    const send = (token: string, objectName: string, size: number) =>
      new Promise<void>((resolve, reject) => {
        const upload = new tus.Upload(Buffer.alloc(size, 37), {
          endpoint: `${stack().url}/storage/v1/upload/resumable`,
          retryDelays: [],
          headers: { apikey: stack().anonKey, authorization: `Bearer ${token}`, 'x-upsert': 'true' },
          uploadDataDuringCreation: true,
          removeFingerprintOnSuccess: true,
          metadata: { bucketName: 'provider-documents', objectName, contentType: 'application/pdf', cacheControl: '3600' },
          chunkSize: 6 * 1024 * 1024,
          onError: reject,
          onSuccess: () => resolve(),
        });
        upload.start();
      });
    await send(applicant.session.access_token, `${applicant.user.id}/identity-scan.pdf`, 7 * 1024 * 1024);
    const { data } = await applicant.client.storage.from('provider-documents').list(applicant.user.id, { search: 'identity-scan' });
    expect(data?.map((o) => o.name)).toEqual(['identity-scan.pdf']);
    await expect(send(other.session.access_token, `${applicant.user.id}/intruder.pdf`, 1024)).rejects.toThrow(/403/);
    await expect(send(applicant.session.access_token, `${applicant.user.id}/too-big.pdf`, 10 * 1024 * 1024 + 1)).rejects.toThrow(/413/);
  });

  it('the buckets refuse other types and files over their limits', async () => {
    const text = await applicant.client.storage.from('provider-documents').upload(`${applicant.user.id}/notes.txt`, new Blob(['hi'], { type: 'text/plain' }));
    expect(text.error).not.toBeNull();
    const pdfAsPhoto = await applicant.client.storage.from('provider-photos').upload(`${applicant.user.id}/doc.pdf`, pdf());
    expect(pdfAsPhoto.error).not.toBeNull();
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/jpeg' });
    const tooBig = await applicant.client.storage.from('provider-photos').upload(`${applicant.user.id}/big.jpg`, big);
    expect(tooBig.error).not.toBeNull();
    expect((tooBig.error as unknown as { statusCode?: string }).statusCode).toBe('413');
  });

  it('an application naming the uploaded files is accepted over the API, pending', async () => {
    const uid = applicant.user.id;
    const photos = [];
    for (const n of [1, 2, 3]) {
      const path = `${uid}/apply-${n}.webp`;
      expect((await applicant.client.storage.from('provider-photos').upload(path, webp())).error).toBeNull();
      photos.push({ path, width: 1, height: 1 });
    }
    const { data, error } = await applicant.client.rpc('submit_provider_application', {
      p_business_name: 'Storage Test Studio', p_description: 'Wedding photography tested end to end through storage.',
      p_categories: ['wedding-photography'], p_city: 'Chennai', p_areas_served: ['Adyar'], p_languages: ['Tamil'],
      p_experience_years: 3, p_phone: '9876501234', p_pan: 'AAPFU0939F', p_gstin: null,
      p_identity_document_path: `${uid}/identity.pdf`, p_photos: photos, p_travels_outside_city: false, p_travel_fee_paise: null,
      p_contact_preferences: ['call'], p_terms_version: POLICY_VERSIONS.terms, p_privacy_version: POLICY_VERSIONS.privacy,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'pending', photos: photos.map((p) => ({ ...p })) });
  });
});
