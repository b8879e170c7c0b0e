import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '@utsav/shared/config/runtime-config';
import { AUTH_STORAGE_KEY } from '@utsav/shared/supabase/auth-storage-key';

export { AUTH_STORAGE_KEY };

let client: SupabaseClient | undefined;

/** The browser's only Supabase client, created on first use from the runtime config. */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createClient(supabaseUrl, supabaseAnonKey, {
      auth: {
        storageKey: AUTH_STORAGE_KEY,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
      },
    });
  }
  return client;
}
