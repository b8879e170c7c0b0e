import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from '@utsav/shared/config/runtime-config';
import { AUTH_STORAGE_KEY, getSupabase } from '@utsav/shared/supabase/supabase-client';

afterEach(() => vi.unstubAllGlobals());

describe('the shared Supabase client', () => {
  it('is created once, from the runtime config file, with the spec’s session settings', async () => {
    const fetchConfig = vi.fn(async (_url: string) =>
      new Response(JSON.stringify({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' })),
    );
    vi.stubGlobal('fetch', fetchConfig);
    await loadRuntimeConfig('http://localhost:3000/');
    expect(String(fetchConfig.mock.calls[0]?.[0])).toBe('http://localhost:3000/runtime-config.json');

    const client = getSupabase();
    expect(getSupabase()).toBe(client);
    const auth = client.auth as unknown as { storageKey: string; autoRefreshToken: boolean; persistSession: boolean; detectSessionInUrl: boolean };
    expect(auth.storageKey).toBe(AUTH_STORAGE_KEY);
    expect(auth.autoRefreshToken).toBe(true);
    expect(auth.persistSession).toBe(true);
    expect(auth.detectSessionInUrl).toBe(false);
  });
});
