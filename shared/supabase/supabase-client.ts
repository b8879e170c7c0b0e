import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '@utsav/shared/config/runtime-config';
import { AUTH_STORAGE_KEY } from '@utsav/shared/supabase/auth-storage-key';
import type { Database } from '@utsav/shared/supabase/database.types';

export { AUTH_STORAGE_KEY };

let client: SupabaseClient<Database> | undefined;

/**
 * The browser's only Supabase client, created on first use from the runtime config. Typed
 * with the generated schema: tables, columns, embeds and RPC arguments are checked.
 */
export function getSupabase(): SupabaseClient<Database> {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
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
