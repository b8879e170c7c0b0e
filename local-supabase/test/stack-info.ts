// What the global setup hands every backend test via inject('stack').
export interface StackInfo {
  url: string;
  anonKey: string;
  serviceKey: string;
  dbUrl: string;
  jwtSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
