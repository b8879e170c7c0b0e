const PUBLIC_PREFIX = '/storage/v1/object/public/provider-photos/';

/** The object name inside provider-photos of a public photo address; null for any other address (a seeded illustration). */
export function photoPathOf(url: string): string | null {
  const at = url.indexOf(PUBLIC_PREFIX);
  return at === -1 ? null : decodeURIComponent(url.slice(at + PUBLIC_PREFIX.length).split('?')[0]!);
}
