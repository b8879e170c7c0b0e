// The largest object Storage takes, whatever the bucket says: hosted's global upload limit
// (50 MB on the free plan), STORAGE_FILE_SIZE_LIMIT (bytes) to match another plan.
export const DEFAULT_STORAGE_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** A bad value stops the start with its name (stack.ts reads it before anything starts). */
export function storageLimitFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.STORAGE_FILE_SIZE_LIMIT;
  if (!raw) return DEFAULT_STORAGE_FILE_SIZE_LIMIT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`STORAGE_FILE_SIZE_LIMIT=${raw} is not a positive integer`);
  return n;
}
