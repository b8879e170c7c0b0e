/** The name sign-up stored in the session (`full_name`, or `name` from Google). */
export function metadataName(metadata: Record<string, unknown> | undefined): string {
  const name = metadata?.full_name ?? metadata?.name;
  return typeof name === 'string' ? name.trim() : '';
}

/**
 * The name the account menu shows. The profile row is the one the profile page edits; the
 * session's user_metadata is a copy made at sign-up that nothing updates afterwards (the old
 * menu showed it, so an edited name never appeared). The copy only stands in until the row is read.
 */
export function displayName(profileName: string | null | undefined, metadata: Record<string, unknown> | undefined): string {
  const fromProfile = profileName?.trim();
  if (profileName !== undefined && profileName !== null) return fromProfile ?? '';
  return metadataName(metadata);
}
