export interface CategoryHighlight {
  slug: string;
  /** Lowest listed price in the category, in paise; null when nothing is listed yet. */
  fromPaise: number | null;
  unit: 'per_event' | 'per_plate' | 'per_hour' | 'per_day' | 'per_person' | null;
  serviceCount: number;
}

export interface Testimonial {
  id: string;
  reviewerName: string;
  rating: number;
  comment: string;
  /** The language the customer wrote in (en, hi, ta, te, kn): the quote is marked up with it. */
  language: string;
  providerName: string;
  city: string;
  categorySlug: string | null;
}

export interface HomeHighlights {
  categories: CategoryHighlight[];
  testimonials: Testimonial[];
}

/**
 * One RPC (migrations 0018, 0027): testimonials written in `language` come first. supabase-js
 * is imported here, so it loads after the first paint.
 */
export async function getHomeHighlights(language: string): Promise<HomeHighlights> {
  const { getSupabase } = await import('@utsav/shared/supabase/supabase-client');
  const { data, error } = await getSupabase().rpc('home_highlights', { p_language: language });
  if (error) throw (await import('@utsav/shared/supabase/app-error')).toAppError(error);
  // The function builds this object with json_build_object; the schema types it only as Json.
  return data as unknown as HomeHighlights;
}
