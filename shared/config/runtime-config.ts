import type { Language } from '@utsav/shared/i18n/languages';

// Deployment-specific values live in JSON files served beside index.html (at the app's
// origin root, whatever the current path), so one
// build runs against the local stack or a hosted Supabase project unchanged.
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Razorpay Checkout's script (the local payment gateway's stand-in outside production). */
  razorpayCheckoutUrl?: string;
}

let config: RuntimeConfig | undefined;
let loading: Promise<RuntimeConfig> | undefined;

declare global {
  interface Window {
    /** Requests index.html starts for the runtime files (see tooling/index.html). */
    __UTSAV_BOOT__?: Record<string, Promise<unknown> | undefined>;
    __UTSAV_SSR__?: RenderedPage;
  }
}

/** A runtime file from the origin root: the request index.html already started, used once, else a new one. */
export function fetchBootFile<T>(file: string): Promise<T> {
  const boot = typeof window === 'undefined' ? undefined : window.__UTSAV_BOOT__;
  const started = boot?.[file];
  if (started && boot) {
    boot[file] = undefined;
    return started as Promise<T>;
  }
  return fetchJson<T>(`${window.location.origin}/${file}`);
}

export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function loadRuntimeConfig(baseUrl?: string): Promise<RuntimeConfig> {
  loading ??= (
    baseUrl ? fetchJson<RuntimeConfig>(new URL('runtime-config.json', baseUrl).href) : fetchBootFile<RuntimeConfig>('runtime-config.json')
  ).then((loaded) => (config = loaded));
  return loading;
}

/** The page server's config: it has no runtime-config.json to fetch, it is given the values. */
export function setRuntimeConfig(values: RuntimeConfig): void {
  config = values;
  loading = Promise.resolve(values);
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!config) throw new Error('Runtime config read before loadRuntimeConfig() finished');
  return config;
}

/**
 * What the page server says about the page it rendered (`window.__UTSAV_SSR__`, written after
 * #root): its language, the remote whose page it is, and the query cache its data came from, so
 * the browser hydrates exactly that tree. Absent when the page arrived empty, or when the page's
 * inline script dropped the markup (another saved language, a signed-in visitor).
 */
export interface RenderedPage {
  language: Language;
  /** The registry name of the remote serving the path, when it is not the shell's. */
  remote?: string;
  /** TanStack Query's dehydrated cache (`dehydrate(queryClient)`), when the page read data. */
  queries?: unknown;
}

/** The global's name, for the page server that writes it. */
export const RENDERED_PAGE_GLOBAL = '__UTSAV_SSR__';

export function renderedPage(): RenderedPage | undefined {
  return typeof window === 'undefined' ? undefined : window.__UTSAV_SSR__;
}
