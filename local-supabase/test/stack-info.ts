// What the global setup hands every backend test via inject('stack').
export interface StackInfo {
  url: string;
  anonKey: string;
  serviceKey: string;
  dbUrl: string;
  jwtSecret: string;
  /** The mail catcher's web inbox (its JSON API is `${inboxUrl}/api/email`). */
  inboxUrl: string;
  /** The mail catcher's SMTP port. */
  smtpPort: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
