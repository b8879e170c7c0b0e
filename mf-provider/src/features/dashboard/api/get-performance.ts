import { rpc } from '@utsav/shared/supabase/rpc';

/** provider_performance's answer; a rate is null when there was nothing to count in the last 30 days. */
export interface Performance {
  requests_30d: number;
  response_rate: number | null;
  median_response_seconds: number | null;
  acceptance_rate: number | null;
  rating_avg: number;
  rating_count: number;
  completed_count: number;
  cancellations_12m: number;
}

export const performanceKey = ['provider', 'dashboard', 'performance'] as const;

export async function getPerformance(): Promise<Performance> {
  return (await rpc('provider_performance')) as unknown as Performance;
}
