import { throwIfError } from '@utsav/shared/supabase/app-error';
import { callRpc } from '@utsav/shared/supabase/call-rpc';
import type { RpcArgs, RpcName, RpcReturns } from '@utsav/shared/supabase/db';

/** A database function of the generated schema; a refusal is thrown as an AppError (its hint is the key). */
export async function rpc<F extends RpcName>(fn: F, args?: RpcArgs<F>): Promise<RpcReturns<F>> {
  return throwIfError(await callRpc(fn, args)) as RpcReturns<F>;
}
