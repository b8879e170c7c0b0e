export declare const PUBLIC_DEFAULT_JWT_SECRET: string;
export declare const defaultSecretsFile: string;
export declare function signHs256(claims: Record<string, unknown>, secret: string): string;
export interface ApiKeys {
  anonKey: string;
  serviceKey: string;
  publishableKey: string;
  secretKey: string;
}
export declare function apiKeysFor(secret: string): ApiKeys;
export declare function secretsFileFromEnv(): string;
export declare function loadOrCreateJwtSecret(file?: string): { jwtSecret: string; file: string | undefined; created: boolean };
export declare function localStackSecrets(file?: string): { jwtSecret: string; created: boolean; file: string } & ApiKeys;
