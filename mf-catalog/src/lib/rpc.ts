import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/** Calls a catalogue function; a database refusal becomes a thrown Error (react-query's error state). */
export async function rpc<T>(fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await getSupabase().rpc(fn, args);
  if (error) throw new Error(error.message);
  return data as T;
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
