// The email secrets Edge Functions get on the local stack when supabase/functions/.env names
// none: the gateway's own Resend stand-in (/email/v1, src/email/email-api.ts) with this install's
// key, so send-notification-emails' mail lands in the local inbox. Hosted sets the same names with
// `supabase secrets set` (EMAIL_API_BASE=https://api.resend.com, a Resend key, a verified sender).
import { EMAIL_API_PREFIX, localEmailApiKey } from '../email/email-api.ts';

export function localEmailSecrets(gatewayUrl: string, jwtSecret: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    EMAIL_API_BASE: `${gatewayUrl.replace(/\/+$/, '')}${EMAIL_API_PREFIX}`,
    EMAIL_API_KEY: localEmailApiKey(jwtSecret),
    EMAIL_FROM: `${env.AUTH_SENDER_NAME || 'Utsav'} <${env.AUTH_SENDER_EMAIL || 'no-reply@utsav.test'}>`,
    // Where the emails' links lead: the shell, as auth's links (SITE_URL).
    SITE_URL: env.SITE_URL || 'http://localhost:3000',
  };
}
