import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Attempts per failure before the section is reported unavailable; brief blips are absorbed. */
export const REMOTE_LOAD_ATTEMPTS = 3;
const BACKOFF_MS = 250;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote's manifest and entry a few times with backoff, then lets the
 * failure through as a typed error, so the route's error boundary can show the
 * "section unavailable" panel while the rest of the shell keeps working.
 */
export function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'utsav-offline-remote',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= REMOTE_LOAD_ATTEMPTS; attempt += 1) {
        try {
          const response = await globalThis.fetch(url, { ...init, cache: 'no-store' });
          if (response.ok) return response;
          lastError = new Error(`${url}: HTTP ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < REMOTE_LOAD_ATTEMPTS) await wait(BACKOFF_MS * attempt);
      }
      throw lastError;
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      throw new RemoteUnavailableError(id, lifecycle, error);
    },
  };
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remoteId: string,
    readonly lifecycle: string,
    cause: unknown,
  ) {
    super(`Remote ${remoteId} could not be loaded (${lifecycle})`, { cause });
  }
}
