import { rpc } from '@utsav/shared/supabase/rpc';

export type ProviderStatus = 'pending' | 'approved' | 'rejected' | 'suspended' | 'needs_info';

/**
 * An application the admin sent back: rejected, or more information asked for (needs_info, issue
 * 26). Either way the applicant reads why, corrects the form and sends it again (pending again).
 */
export const isSentBack = (status: string): boolean => status === 'rejected' || status === 'needs_info';

export interface ProviderPhoto {
  path: string;
  width: number;
  height: number;
}

/** What public.my_provider_application() answers (35_provider_applications.sql). */
export interface MyApplication {
  id: string;
  status: ProviderStatus;
  status_reason: string | null;
  submitted_at: string;
  approved_at: string | null;
  business_name: string;
  description: string | null;
  city: string;
  areas_served: string[];
  languages: string[];
  experience_years: number;
  phone: string | null;
  pan: string | null;
  gstin: string | null;
  identity_document_path: string | null;
  travels_outside_city: boolean;
  travel_fee_paise: number | null;
  contact_preferences: string[];
  terms_version: string | null;
  categories: string[];
  photos: ProviderPhoto[];
}

/** The signed-in person's application, or null when they never applied. */
export async function getMyApplication(): Promise<MyApplication | null> {
  return (await rpc('my_provider_application')) as unknown as MyApplication | null;
}
