import type { User } from '@supabase/supabase-js';

/**
 * How the UI names the signed-in account: the email, or for an account made by phone (no
 * email) the number as people read it. GoTrue returns the phone as E.164 digits without the plus.
 */
export function accountContact(user: Pick<User, 'email' | 'phone'> | null | undefined): string {
  if (user?.email) return user.email;
  const phone = user?.phone ?? '';
  if (/^91\d{10}$/.test(phone)) return `+91 ${phone.slice(2, 7)} ${phone.slice(7)}`;
  return phone ? `+${phone}` : '';
}
