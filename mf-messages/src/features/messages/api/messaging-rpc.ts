import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

type Call = (fn: string, args?: Record<string, unknown>) => PromiseLike<{ data: unknown; error: unknown; status?: number }>;

/**
 * The messaging functions (supabase/schemas/75_messaging.sql), called by name: their rows are
 * typed here (domain/messages/types.ts) because the widget was written against the contract
 * while the generated types did not have them yet. A refusal throws an AppError, as rpc() does.
 */
export async function messagingRpc<T>(fn: string, args?: Record<string, unknown>): Promise<T> {
  const client = getSupabase();
  const call = client.rpc.bind(client) as unknown as Call;
  return throwIfError(await call(fn, args)) as T;
}
