import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@utsav/shared/supabase/database.types';
import type { RpcArgs, RpcName } from '@utsav/shared/supabase/db';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

type GeneratedArgs<F extends RpcName> = Database['public']['Functions'][F]['Args'];

// Only a type to name the client's rpc by (nothing exists at run time). Inferred, callRpc's result
// type reaches into @supabase/postgrest-js, not a dependency here, and is too long for shared's
// declarations, which the apps typecheck against.
declare const _client: SupabaseClient<Database>;
type RpcBuilder<F extends RpcName> = ReturnType<typeof _client.rpc<F, GeneratedArgs<F>>>;

/**
 * `getSupabase().rpc(fn, args)` with the arguments typed as RpcArgs: the schema's names and
 * types, and null on any of them, which SQL passes through but the generated type leaves out.
 * Resolves to supabase-js's `{ data, error }`, `data` typed by the function's result.
 */
export function callRpc<F extends RpcName>(fn: F, args?: RpcArgs<F>): RpcBuilder<F> {
  return getSupabase().rpc(fn, args as GeneratedArgs<F>);
}
