import { rpc } from '@utsav/shared/supabase/rpc';

/** The provider's phone once they have confirmed a booking of the caller's (0034's provider_phone); null before. */
export const getProviderPhone = (providerId: string): Promise<string | null> => rpc('provider_phone', { provider_id: providerId });
