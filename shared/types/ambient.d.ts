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
