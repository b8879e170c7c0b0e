// Modules the bundler understands that TypeScript does not.
declare module '*.svg' {
  const src: string;
  export default src;
}
declare module '*.webp' {
  const src: string;
  export default src;
}
declare module '*.png' {
  const src: string;
  export default src;
}
declare module '*.css';

// rspack replaces this at build time.
declare const process: { env: { NODE_ENV: 'development' | 'production' | 'test' } };

// rspack's `import.meta.webpackContext`: the shell's share scope (host-shares.ts), the page server's
// modules for remotes (shell/server/shared-modules.ts) and a standalone page's share scope
// (shared/federation/standalone/standalone-host-shares.ts) each list every file of `shared/` with it.
interface ImportMeta {
  webpackContext(
    directory: string,
    options: { recursive: boolean; regExp: RegExp; mode?: 'sync' | 'lazy' | 'weak' },
  ): { keys(): string[]; resolve(key: string): string | number; (key: string): unknown };
}
