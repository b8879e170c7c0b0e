import { startSessionSync } from '@utsav/shared/auth/session-store';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { recordContinueConsent } from './record-consent';

/**
 * Texts a one-time code to `phone` (`+91XXXXXXXXXX`); a number new to Utsav becomes an account
 * on the first code. The number and language go in as sign-up data so the new profile has them.
 */
export async function sendPhoneCode({ phone, language }: { phone: string; language: string }): Promise<void> {
  const { error } = await getSupabase().auth.signInWithOtp({ phone, options: { channel: 'sms', data: { phone, preferred_language: language } } });
  if (error) throw error;
}

/** Turns the texted code into a session; the session store hears about it before this resolves. */
export async function verifyPhoneCode({ phone, code }: { phone: string; code: string }) {
  await startSessionSync();
  const { data, error } = await getSupabase().auth.verifyOtp({ phone, token: code, type: 'sms' });
  if (error) throw error;
  if (data.session) await recordContinueConsent();
  return data.session;
}
