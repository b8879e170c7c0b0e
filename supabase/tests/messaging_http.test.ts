// Messaging through the API as the apps use it (unmodified supabase-js against the local stack):
// a new customer's first message to a provider, a photo in message-attachments read by the
// provider through a short-lived signed URL, refused to a stranger; the bucket's type and size
// limits; a repeated send with the same client id.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, signedInUser } from '../../local-supabase/test/helpers.ts';
import { ids } from './helpers/db.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let customer: Signed;
let stranger: Signed;
let provider: ReturnType<typeof client>;
let conversationId: string;

// A 1x1 WebP (the smallest real one): the bucket checks the declared content type.
const webp = () => new Blob([Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')], { type: 'image/webp' });

describe('messaging over the API', () => {
  beforeAll(async () => {
    [customer, stranger] = await Promise.all([signedInUser('asker'), signedInUser('stranger')]);
    provider = client();
    const { error } = await provider.auth.signInWithPassword({ email: 'provider@utsav.test', password: 'Utsav@123' });
    if (error) throw error;
  });

  it('the first message creates the conversation; the same client id again answers the same row', async () => {
    const key = randomUUID();
    const args = { p_provider_id: ids.providerRow, p_body: 'Can you do a Telugu griha pravesh?', p_client_id: key };
    const first = await customer.client.rpc('send_message', args);
    expect(first.error).toBeNull();
    const again = await customer.client.rpc('send_message', args);
    expect(again.data).toEqual(first.data);
    conversationId = (first.data as { conversation_id: string }).conversation_id;
    const { data: list } = await provider.rpc('my_conversations', { p_limit: 50 });
    expect((list as { id: string; unread: number }[]).find((c) => c.id === conversationId)).toMatchObject({ unread: 1, other_name: 'Test asker' });
  });

  it('a photo goes into the conversation\'s folder; the provider reads it by signed URL, a stranger cannot', async () => {
    const path = `${conversationId}/${randomUUID()}.webp`;
    const up = await customer.client.storage.from('message-attachments').upload(path, webp());
    expect(up.error).toBeNull();
    const sent = await customer.client.rpc('send_message', {
      p_provider_id: ids.providerRow, p_body: '', p_client_id: randomUUID(), p_conversation_id: conversationId,
      p_attachment: { path, name: 'mandap.webp', type: 'image/webp', size: 34, width: 1, height: 1 },
    });
    expect(sent.error).toBeNull();
    const signed = await provider.storage.from('message-attachments').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const theirs = await stranger.client.storage.from('message-attachments').createSignedUrl(path, 60);
    expect(theirs.data).toBeNull();
    const into = await stranger.client.storage.from('message-attachments').upload(`${conversationId}/${randomUUID()}.webp`, webp());
    expect(into.error?.message).toMatch(/row-level security/);
  });

  it('refuses other file types and files over 10 MB', async () => {
    const html = await customer.client.storage.from('message-attachments')
      .upload(`${conversationId}/${randomUUID()}.pdf`, new Blob(['<script>alert(1)</script>'], { type: 'text/html' }));
    expect(html.error).not.toBeNull();
    const big = await customer.client.storage.from('message-attachments')
      .upload(`${conversationId}/${randomUUID()}.pdf`, new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' }));
    expect(big.error).not.toBeNull();
  });
});
