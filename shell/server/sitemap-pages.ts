import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@utsav/shared/supabase/database.types';
import { paths } from '@utsav/shared/paths';
import { staticSitemapPaths, type SitemapPage } from './sitemap';

/** Rows a PostgREST request returns at most (the hosted default `max-rows`): read in pages of this. */
const PAGE_ROWS = 1000;

type Row = { updated_at: string };

/** Every row of a query, a page of `PAGE_ROWS` at a time, in a stable order (`id`, or the key). */
async function everyRow<T extends Row>(read: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: unknown }>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE_ROWS) {
    const { data, error } = await read(from, from + PAGE_ROWS - 1);
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
  const [categories, services, bundles, articles] = await Promise.all([
    everyRow((from, to) => supabase.from('service_categories').select('slug, updated_at').eq('active', true).order('sort_order').order('slug').range(from, to)),
    everyRow((from, to) => supabase.from('services').select('id, category_slug, updated_at').order('id').range(from, to)),
    everyRow((from, to) => supabase.from('bundles').select('id, updated_at').order('id').range(from, to)),
    blogPaths(),
  ]);
  return [
    ...staticSitemapPaths().map((path) => ({ path })),
    ...categories.map(({ slug, updated_at }) => ({ path: paths.catalog.category({ category: slug }), lastmod: updated_at })),
    ...articles.map((path) => ({ path })),
    ...services.map(({ id, category_slug, updated_at }) => ({ path: paths.catalog.service({ category: category_slug, serviceId: id }), lastmod: updated_at })),
    ...bundles.map(({ id, updated_at }) => ({ path: paths.catalog.bundle({ bundleId: id }), lastmod: updated_at })),
  ];
}
