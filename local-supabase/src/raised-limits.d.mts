export declare const RAISED_AUTH_LIMITS_ENV: Readonly<Record<string, string>>;
