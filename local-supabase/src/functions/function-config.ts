// Which functions exist and how each is served, read the way the Supabase CLI reads them:
// a function is a folder of supabase/functions with an index.ts (folders starting with `_`
// hold shared code), and supabase/config.toml's [functions.<name>] may turn JWT verification
// off (`verify_jwt = false`, for webhooks) or the function off (`enabled = false`).
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

export interface FunctionSettings {
  verifyJwt: boolean;
  enabled: boolean;
}

/** Names the CLI deploys: letters, digits, `-` and `_`, not starting with `_` (shared code). */
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export const isFunctionName = (name: string): boolean => FUNCTION_NAME.test(name);

/** [functions.<name>] settings from config.toml; a missing file means every default. */
export function readFunctionSettings(configFile: string): Map<string, FunctionSettings> {
  const out = new Map<string, FunctionSettings>();
  if (!fs.existsSync(configFile)) return out;
  // A broken config.toml stops the start with the file's name: the CLI refuses it too.
  let doc: Record<string, unknown>;
  try {
    doc = parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  } catch (e) {
    throw new Error(`${configFile}: ${(e as Error).message}`, { cause: e });
  }
  const functions = (doc.functions ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, section] of Object.entries(functions)) {
    if (!section || typeof section !== 'object') continue;
    for (const key of ['verify_jwt', 'enabled'] as const) {
      if (section[key] !== undefined && typeof section[key] !== 'boolean') throw new Error(`${configFile}: functions.${name}.${key} must be true or false`);
    }
    out.set(name, { verifyJwt: section.verify_jwt !== false, enabled: section.enabled !== false });
  }
  return out;
}

/** The entry file of a function, if `name` is one that exists and is enabled. */
export function functionEntry(functionsDir: string, name: string, settings: Map<string, FunctionSettings>): string | undefined {
  if (!isFunctionName(name) || settings.get(name)?.enabled === false) return undefined;
  const entry = path.join(functionsDir, name, 'index.ts');
  return fs.existsSync(entry) ? entry : undefined;
}

export const settingsFor = (settings: Map<string, FunctionSettings>, name: string): FunctionSettings =>
  settings.get(name) ?? { verifyJwt: true, enabled: true };
