import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

/** Calls a catalogue function; a database refusal becomes a thrown AppError (react-query's error state, with its key). */
export async function rpc<T>(fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await getSupabase().rpc(fn, args);
  if (error) throw toAppError(error);
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
