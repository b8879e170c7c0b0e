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
  /** Gateway, Postgres and PostgREST ports (tests that start a gateway of their own use PostgREST's). */
  ports: { api: number; db: number; rest: number };
  /** The mail catcher's web inbox (its JSON API is `${inboxUrl}/api/email`). */
  inboxUrl: string;
  /** The mail catcher's SMTP port. */
  smtpPort: number;
}

/** The run's own local-razorpay (the payment functions' Razorpay): its URL (API under /v1) and keys. */
export interface RazorpayInfo {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    razorpay: RazorpayInfo;
  }
}
