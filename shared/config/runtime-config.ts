// Deployment-specific values live in JSON files served beside index.html (at the app's
// origin root, whatever the current path), so one
// build runs against the local stack or a hosted Supabase project unchanged.
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

let config: RuntimeConfig | undefined;
let loading: Promise<RuntimeConfig> | undefined;

export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function loadRuntimeConfig(baseUrl: string = `${window.location.origin}/`): Promise<RuntimeConfig> {
  loading ??= fetchJson<RuntimeConfig>(new URL('runtime-config.json', baseUrl).href).then(
    (loaded) => (config = loaded),
  );
  return loading;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!config) throw new Error('Runtime config read before loadRuntimeConfig() finished');
  return config;
}

