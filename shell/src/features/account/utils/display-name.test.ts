import { describe, expect, it } from 'vitest';
import { displayName, metadataName } from './display-name';

describe('the account menu name', () => {
  it('is the profile row once read, even after sign-up stored another name in the session', () => {
    expect(displayName('Priya Raman', { full_name: 'Priya R' })).toBe('Priya Raman');
  });

  it('is empty when the profile has no name: a name removed on the profile page stays removed', () => {
    expect(displayName('', { full_name: 'Priya R' })).toBe('');
  });

  it('stands in with the session copy while the row is being read', () => {
    expect(displayName(undefined, { full_name: ' Priya R ' })).toBe('Priya R');
    expect(displayName(null, { name: 'Google Name' })).toBe('Google Name');
    expect(metadataName(undefined)).toBe('');
    expect(metadataName({ full_name: 42 })).toBe('');
  });
});
