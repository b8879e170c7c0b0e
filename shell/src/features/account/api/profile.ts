import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { isLanguage, type Language } from '@utsav/shared/i18n/languages';
import { toAppError } from '@utsav/shared/supabase/app-error';

export interface Profile {
  id: string;
  fullName: string;
  phone: string;
  city: string;
  preferredLanguage: Language;
  createdAt: string;
}

export type ProfileUpdate = Pick<Profile, 'fullName' | 'phone' | 'city' | 'preferredLanguage'>;

export const profileQueryKey = (userId: string) => ['account', 'profile', userId] as const;

interface ProfileRow {
  id: string;
  full_name: string | null;
  phone: string | null;
  city: string | null;
  preferred_language: string | null;
  created_at: string;
}

const COLUMNS = 'id, full_name, phone, city, preferred_language, created_at';

function fromRow(row: ProfileRow): Profile {
  return {
    id: row.id,
    fullName: row.full_name ?? '',
    phone: row.phone ?? '',
    city: row.city ?? '',
    preferredLanguage: isLanguage(row.preferred_language) ? row.preferred_language : 'en',
    createdAt: row.created_at,
  };
}

export async function fetchProfile(userId: string): Promise<Profile | null> {
  const { data, error } = await getSupabase().from('profiles').select(COLUMNS).eq('id', userId).maybeSingle<ProfileRow>().retry(false);
  if (error) throw toAppError(error);
  return data ? fromRow(data) : null;
}

/** Empty fields are stored as null (the columns' checks refuse blank strings). */
export async function updateProfile(userId: string, update: ProfileUpdate): Promise<Profile> {
  const { data, error } = await getSupabase()
    .from('profiles')
    .update({
      full_name: update.fullName.trim() || null,
      phone: update.phone || null,
      city: update.city.trim() || null,
      preferred_language: update.preferredLanguage,
    })
    .eq('id', userId)
    .select(COLUMNS)
    .single<ProfileRow>();
  if (error) throw toAppError(error);
  return fromRow(data);
}
