// What the global setup hands every backend test via inject('stack').
export interface StackInfo {
  url: string;
  anonKey: string;
  serviceKey: string;
  /** The owner role `postgres` (not a superuser, bypasses RLS), as on hosted. */
  dbUrl: string;
  /** The superuser supabase_admin: only for platform-level checks (terminating the realtime listener...). */
  adminDbUrl: string;
  jwtSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
