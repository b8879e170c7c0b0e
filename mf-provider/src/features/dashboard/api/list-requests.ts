import type { RpcRow } from '@utsav/shared/supabase/db';
import { rpc } from '@utsav/shared/supabase/rpc';

/** A request awaiting the provider's answer, with the moves the booking graph allows now (provider_requests). */
export type ProviderRequest = RpcRow<'provider_requests'>;

export const requestsKey = ['provider', 'dashboard', 'requests'] as const;

export async function listRequests(): Promise<ProviderRequest[]> {
  return (await rpc('provider_requests')) ?? [];
}
