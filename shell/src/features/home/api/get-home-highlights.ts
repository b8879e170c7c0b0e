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
  providerName: string;
  city: string;
  categorySlug: string | null;
}

export interface HomeHighlights {
  categories: CategoryHighlight[];
  testimonials: Testimonial[];
}

/** One RPC (migration 0018). supabase-js is imported here, so it loads after the first paint. */
export async function getHomeHighlights(): Promise<HomeHighlights> {
  const { getSupabase } = await import('@utsav/shared/supabase/supabase-client');
  const { data, error } = await getSupabase().rpc('home_highlights');
  if (error) throw (await import('@utsav/shared/supabase/app-error')).toAppError(error);
  return data as HomeHighlights;
}
