import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

export interface StatusCount {
  /** An Asia/Kolkata calendar day, `YYYY-MM-DD`. */
  day: string;
  status: string;
  count: number;
}

export interface CategoryFigure {
  slug: string;
  name: string;
  bookings: number;
  gmv_paise: number;
}

export interface CityFigure {
  city: string;
  bookings: number;
  gmv_paise: number;
}

/** admin_metrics' answer over the bookings created in the range (90_admin.sql defines each figure). */
export interface Metrics {
  by_day: StatusCount[];
  gmv_confirmed_paise: number;
  gmv_completed_paise: number;
  advances_paise: number;
  refunds_paise: number;
  requests: number;
  confirmed: number;
  /** confirmed / requests; null when nothing was requested. */
  conversion: number | null;
  median_response_seconds: number | null;
  top_categories: CategoryFigure[];
  top_cities: CityFigure[];
}

export const metricsKey = (from: string, to: string) => ['admin', 'numbers', from, to] as const;

export async function getMetrics(from: string, to: string): Promise<Metrics> {
  // Called by name until the generated types have admin_metrics (90_admin.sql); its jsonb answer
  // (several shapes in one round trip) is typed here once.
  const client = getSupabase() as unknown as { rpc: (fn: string, args: Record<string, unknown>) => PromiseLike<{ data: unknown; error: unknown }> };
  return throwIfError(await client.rpc('admin_metrics', { p_from: from, p_to: to })) as Metrics;
}
