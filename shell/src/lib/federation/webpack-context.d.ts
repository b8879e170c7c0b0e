// rspack's `import.meta.webpackContext`: the shell's share scope (host-shares.ts) and the page
// server's modules for remotes (server/shared-modules.ts) each list every file of `shared/` with it.
export {};

declare global {
  interface ImportMeta {
    webpackContext(
      directory: string,
      options: { recursive: boolean; regExp: RegExp; mode?: 'sync' | 'lazy' | 'weak' },
    ): { keys(): string[]; resolve(key: string): string | number; (key: string): unknown };
  }
}
