import { toAppError } from '@utsav/shared/supabase/app-error';
import { callRpc } from '@utsav/shared/supabase/call-rpc';
import type { RpcArgs, RpcName, RpcReturns } from '@utsav/shared/supabase/db';

/**
 * Calls a catalogue function; a database refusal becomes a thrown AppError (react-query's error state, with its key).
 * Name, arguments and result are the generated schema's.
 */
export async function rpc<F extends RpcName>(fn: F, args?: RpcArgs<F>): Promise<RpcReturns<F>> {
  const { data, error } = await callRpc(fn, args);
  if (error) throw toAppError(error);
  return data as RpcReturns<F>;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** The listing functions repeat the total on every row (count(*) over ()). */
export function toPage<T extends { total_count: number }>(rows: T[] | null): Page<T> {
  const list = rows ?? [];
  return { rows: list, total: list[0]?.total_count ?? 0 };
}
