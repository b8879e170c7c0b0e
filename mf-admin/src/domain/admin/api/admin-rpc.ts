import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

type Call = (fn: string, args?: Record<string, unknown>) => PromiseLike<{ data: unknown; error: unknown; status?: number }>;

/**
 * The admin functions (supabase/schemas/90_admin.sql), called by name: written against the issue's
 * contract while the generated types did not have them yet (as mf-messages did before its
 * functions were typed); their rows are typed in ./types.ts. A refusal throws an AppError, as
 * shared's rpc() does, so its hint is the message the page shows.
 */
export async function adminRpc<T>(fn: string, args?: Record<string, unknown>): Promise<T> {
  const client = getSupabase();
  const call = client.rpc.bind(client) as unknown as Call;
  return throwIfError(await call(fn, args)) as T;
}
