import type { RpcRow } from '@utsav/shared/supabase/db';
import { rpc } from '@utsav/shared/supabase/rpc';

/** One booking of the month calendar (provider_month). */
export type MonthBooking = RpcRow<'provider_month'>;

export const monthKey = (month: string) => ['provider', 'dashboard', 'month', month] as const;

/** `month`: any day of it, `YYYY-MM-DD`. */
export async function listMonth(month: string): Promise<MonthBooking[]> {
  return (await rpc('provider_month', { p_month: month })) ?? [];
}
