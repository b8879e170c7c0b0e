import type { RpcName } from '@utsav/shared/supabase/db';
import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

type Call = (fn: string, args?: Record<string, unknown>) => PromiseLike<{ data: unknown; error: unknown; status?: number }>;

/** The admin functions of the generated schema (supabase/schemas/90_admin.sql): a renamed one fails the typecheck. */
export type AdminFunction = Extract<RpcName, `admin_${string}`>;

/**
 * An admin function, its rows typed by ./types.ts: the pages were written against the issue's
 * contract before the generated types had these functions, and the generator types every column
 * of a `returns table` as set, where the admin rows have many that may be null. A refusal throws
 * an AppError, as shared's rpc() does, so its hint is the message the page shows.
 */
export async function adminRpc<T>(fn: AdminFunction, args?: Record<string, unknown>): Promise<T> {
  const client = getSupabase();
  const call = client.rpc.bind(client) as unknown as Call;
  return throwIfError(await call(fn, args)) as T;
}
