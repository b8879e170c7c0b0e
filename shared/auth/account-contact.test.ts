import { describe, expect, it } from 'vitest';
import { accountContact } from '@utsav/shared/auth/account-contact';

describe('accountContact', () => {
  it('is the email when there is one', () => {
    expect(accountContact({ email: 'asha@example.in', phone: '919876543210' })).toBe('asha@example.in');
  });

  it('is the phone as people read it for an account made by phone', () => {
    expect(accountContact({ email: '', phone: '919876543210' })).toBe('+91 98765 43210');
    expect(accountContact({ email: '', phone: '447700900123' })).toBe('+447700900123');
  });

  it('is empty when there is neither', () => {
    expect(accountContact(null)).toBe('');
    expect(accountContact({ email: '', phone: '' })).toBe('');
  });
});
