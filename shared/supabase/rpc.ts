import { throwIfError } from '@utsav/shared/supabase/app-error';
import { callRpc } from '@utsav/shared/supabase/call-rpc';
import type { RpcArgs, RpcName, RpcReturns } from '@utsav/shared/supabase/db';

/**
 * A database function of the generated schema (name, arguments and result typed by it). A refusal
 * is thrown as an AppError, its hint the translation key: react-query's error state, not a result
 * every caller must inspect.
 */
export async function rpc<F extends RpcName>(fn: F, args?: RpcArgs<F>): Promise<RpcReturns<F>> {
  return throwIfError(await callRpc(fn, args)) as RpcReturns<F>;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** The listing functions repeat the total on every row (count(*) over ()): one query, not two. */
export function toPage<T extends { total_count: number }>(rows: T[] | null): Page<T> {
  const list = rows ?? [];
  return { rows: list, total: list[0]?.total_count ?? 0 };
}
