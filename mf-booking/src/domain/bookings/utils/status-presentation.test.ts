import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '@utsav/shared/supabase/booking-graph';
import en from '../../../locales/en.json';
import hi from '../../../locales/hi.json';
import kn from '../../../locales/kn.json';
import ta from '../../../locales/ta.json';
import te from '../../../locales/te.json';
import { statusKey, statusTone } from './status-presentation';

describe('booking status presentation', () => {
  it('has words for exactly the statuses the database has, in every language', () => {
    for (const [language, words] of Object.entries({ en, hi, kn, ta, te })) {
      expect(Object.keys(words.status).sort(), language).toEqual([...BOOKING_STATUSES, 'unknown'].sort());
    }
  });

  it('names a status it does not know as updated, and keeps it pending', () => {
    expect(statusKey('payment_expired')).toBe('status.payment_expired');
    expect(statusKey('accepted')).toBe('status.unknown');
    expect(statusTone('accepted')).toBe('pending');
  });

  it('colours a booking by how it stands', () => {
    expect(statusTone('held')).toBe('pending');
    expect(statusTone('confirmed')).toBe('good');
    expect(statusTone('cancelled_by_provider')).toBe('ended');
  });
});
