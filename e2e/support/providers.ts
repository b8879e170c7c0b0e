// Provider applications for the journeys (issue 24): what the admin remote will do one day (its
// decision, through the API as the seeded admin) and what a form upload leaves in Storage, made
// through the same HTTP APIs the apps use, never by writing rows behind them.
import { deflateSync, crc32 } from 'node:zlib';
import { passwordSession, type ApiSession } from './auth';
import { DEMO } from './db';
import { POLICY_VERSIONS } from '../../shared/domain/policy-versions';
import { E2E_ANON_KEY, E2E_SUPABASE_URL } from './e2e-env';

const api = (session: ApiSession) => ({ apikey: E2E_ANON_KEY, authorization: `Bearer ${session.access_token}` });

/** The admin's decision through the API: approve, or reject/suspend with the reason the provider is shown. */
export async function reviewProvider(providerId: string, decision: 'approved' | 'rejected' | 'suspended', reason?: string): Promise<void> {
  const admin = await passwordSession(DEMO.admin.email);
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/rpc/admin_review_provider`, {
    method: 'POST',
    headers: { ...api(admin), 'content-type': 'application/json' },
    body: JSON.stringify({ p_provider_id: providerId, p_decision: decision, p_reason: reason ?? null }),
  });
  if (!response.ok) throw new Error(`admin_review_provider failed: HTTP ${response.status} ${await response.text()}`);
}

/** The signed-in user's own application, as the apply page reads it. */
export async function myApplication(session: ApiSession): Promise<{ id: string; status: string } | null> {
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/rpc/my_provider_application`, { method: 'POST', headers: { ...api(session), 'content-type': 'application/json' }, body: '{}' });
  if (!response.ok) throw new Error(`my_provider_application failed: HTTP ${response.status}`);
  return (await response.json()) as { id: string; status: string } | null;
}

/** A real PNG of one colour (the browser decodes and resizes it as it would a camera photo). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A small PDF standing in for a scanned identity card. */
export const identityPdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** One upload as the form makes it (supabase-js storage's POST), into the user's own folder. */
export async function uploadAs(session: ApiSession, bucket: 'provider-documents' | 'provider-photos', name: string, body: Buffer, type: string): Promise<string> {
  const path = `${session.user.id}/${name}`;
  const response = await fetch(`${E2E_SUPABASE_URL}/storage/v1/object/${bucket}/${path}`, {
    method: 'POST',
    headers: { ...api(session), 'content-type': type, 'x-upsert': 'true' },
    body: new Blob([new Uint8Array(body)], { type }),
  });
  if (!response.ok) throw new Error(`upload of ${path} failed: HTTP ${response.status} ${await response.text()}`);
  return path;
}

/**
 * A complete application submitted through the API, as the form would send it (files uploaded
 * first): for journeys that start after the form, such as a rejected applicant resubmitting.
 */
export async function submitApplicationAs(session: ApiSession, businessName: string): Promise<string> {
  const document = await uploadAs(session, 'provider-documents', 'identity.pdf', identityPdf(), 'application/pdf');
  const photos = [];
  for (const [index, colour] of ([[200, 80, 40], [40, 120, 90], [230, 180, 30]] as [number, number, number][]).entries()) {
    photos.push({ path: await uploadAs(session, 'provider-photos', `portfolio-${index}.png`, solidPng(64, 48, colour), 'image/png'), width: 64, height: 48 });
  }
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/rpc/submit_provider_application`, {
    method: 'POST',
    headers: { ...api(session), 'content-type': 'application/json' },
    body: JSON.stringify({
      p_business_name: businessName, p_description: 'Bridal mehendi with natural henna, home visits across Chennai.',
      p_categories: ['mehendi-artists'], p_city: 'Chennai', p_areas_served: ['Adyar', 'Mylapore'], p_languages: ['Tamil', 'English'],
      p_experience_years: 5, p_phone: '9876512345', p_pan: 'AAPFU0939F', p_gstin: null, p_identity_document_path: document,
      p_photos: photos, p_travels_outside_city: false, p_travel_fee_paise: null, p_contact_preferences: ['whatsapp'],
      p_terms_version: POLICY_VERSIONS.terms, p_privacy_version: POLICY_VERSIONS.privacy,
    }),
  });
  if (!response.ok) throw new Error(`submit_provider_application failed: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
