import { rpc } from '@utsav/shared/supabase/rpc';

export interface EarningsMonth {
  /** First day of the month, `YYYY-MM-DD`. */
  month: string;
  advances_paise: number;
  balances_paise: number;
  refunds_paise: number;
  net_paise: number;
}

/** provider_earnings' answer: money by month and where it is now (52_provider_dashboard.sql says how each is counted). */
export interface Earnings {
  months: EarningsMonth[];
  held_paise: number;
  due_paise: number;
  balances_to_collect_paise: number;
  refunds_pending_paise: number;
}

export const earningsKey = ['provider', 'dashboard', 'earnings'] as const;

export async function getEarnings(): Promise<Earnings> {
  // A jsonb answer (two shapes in one round trip), typed here once.
  return (await rpc('provider_earnings', { p_months: 6 })) as unknown as Earnings;
}
