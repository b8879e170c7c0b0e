import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@utsav/shared/supabase/database.types';
import { paths } from '@utsav/shared/paths';
import { staticSitemapPaths, type SitemapPage } from './sitemap';

/** Rows a PostgREST request returns at most (the hosted default `max-rows`): read in pages of this. */
const PAGE_ROWS = 1000;

type Row = { id: string; updated_at: string };

/**
 * Every row of a table, `PAGE_ROWS` at a time in `id` order, each page after the last id seen
 * (keyset: an offset would make the database walk past every earlier row again, 200 times over 200,000 services).
 */
async function everyRow<T extends Row>(read: (after: string | undefined) => PromiseLike<{ data: T[] | null; error: unknown }>): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const { data, error } = await read(rows.at(-1)?.id);
    if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE_ROWS) return rows;
  }
}

export interface SitemapSources {
  /** The anon key's client: the sitemap lists exactly what a visitor may read (RLS). */
  supabase: SupabaseClient<Database>;
  /** The blog's article paths, from the blog remote's own deployment (its articles live in its code). */
  blogPaths: () => Promise<string[]>;
}

/**
 * The public pages: the static routes, then the active categories, every public service and
 * bundle (active, of an approved provider: the tables' public policies decide), and the blog's articles.
 */
export async function loadSitemapPages({ supabase, blogPaths }: SitemapSources): Promise<SitemapPage[]> {
  const after = <Q extends { gt: (column: 'id', value: string) => Q }>(query: Q, id: string | undefined) => (id ? query.gt('id', id) : query);
  const [categories, services, bundles, articles] = await Promise.all([
    // A few dozen rows: one request.
    supabase.from('service_categories').select('slug, updated_at').eq('active', true).order('sort_order').order('slug'),
    everyRow((id) => after(supabase.from('services').select('id, category_slug, updated_at'), id).order('id').limit(PAGE_ROWS)),
    everyRow((id) => after(supabase.from('bundles').select('id, updated_at'), id).order('id').limit(PAGE_ROWS)),
    blogPaths(),
  ]);
  if (categories.error) throw new Error(categories.error.message);
  return [
    ...staticSitemapPaths().map((path) => ({ path })),
    ...(categories.data ?? []).map(({ slug, updated_at }) => ({ path: paths.catalog.category({ category: slug }), lastmod: updated_at })),
    ...articles.map((path) => ({ path })),
    ...services.map(({ id, category_slug, updated_at }) => ({ path: paths.catalog.service({ category: category_slug, serviceId: id }), lastmod: updated_at })),
    ...bundles.map(({ id, updated_at }) => ({ path: paths.catalog.bundle({ bundleId: id }), lastmod: updated_at })),
  ];
}
