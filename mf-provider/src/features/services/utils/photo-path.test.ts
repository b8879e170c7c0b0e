import { describe, expect, it } from 'vitest';
import { photoPathOf } from './photo-path';

describe('photoPathOf', () => {
  it('reads the object name back from a public address, and nothing from another address', () => {
    expect(photoPathOf('http://127.0.0.1:54321/storage/v1/object/public/provider-photos/u1/service-abc.webp')).toBe('u1/service-abc.webp');
    expect(photoPathOf('https://x.supabase.co/storage/v1/object/public/provider-photos/u1/a%20b.jpg?v=1')).toBe('u1/a b.jpg');
    expect(photoPathOf('/images/services/music-1.svg')).toBeNull();
  });
});
