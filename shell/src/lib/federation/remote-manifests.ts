import { fetchBootFile } from '@utsav/shared/config/runtime-config';

/**
 * Reads the remotes' manifest URLs from remotes.json beside index.html. In development
 * `?remotes=blog@http://localhost:4005/mf-manifest.json,catalog@...` overrides entries.
 */
export async function readRemoteManifests(location: Location = window.location) {
  let urls: Record<string, string> = {};
  try {
    urls = await fetchBootFile<Record<string, string>>('remotes.json');
  } catch (error) {
    // Every remote area then shows its "unavailable" panel; the shell itself still works.
    console.error('remotes.json could not be read', error);
  }
  if (process.env.NODE_ENV !== 'production') Object.assign(urls, parseOverride(location.search));
  return urls;
}

export function parseOverride(search: string): Record<string, string> {
  const raw = new URLSearchParams(search).get('remotes');
  if (!raw) return {};
  return Object.fromEntries(
    raw
      .split(',')
      .map((pair) => pair.split(/@(.+)/))
      .filter((parts): parts is [string, string] => Boolean(parts[0] && parts[1]))
      .map(([name, url]) => [name.trim(), url.trim()]),
  );
}
