// The catalogue's filters live in the URL (?city=Chennai&min=5000&sort=price_asc&page=2),
// so a link reproduces the view and Back undoes a filter change. This module is the one
// place that reads and writes them: parsing is forgiving (a hand-edited or stale link
// never breaks the page, bad values are dropped), writing is canonical (fixed key order,
// defaults left out) so equal views have equal URLs and equal query-cache keys.
import type { RpcArgs } from '@utsav/shared/supabase/db';

export const SERVICE_SORTS = ['rating', 'price_asc', 'price_desc', 'newest'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];

export const BUNDLE_SORTS = ['featured', 'price_asc', 'price_desc', 'discount', 'newest'] as const;
export type BundleSort = (typeof BUNDLE_SORTS)[number];

export const RESULT_KINDS = ['service', 'provider', 'bundle'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** "4+ stars" and so on: the only minimum ratings offered (and accepted from a URL). */
export const RATING_OPTIONS = [4.5, 4, 3.5, 3] as const;

export const SERVICES_PAGE_SIZE = 12;
export const BUNDLES_PAGE_SIZE = 9;
export const SEARCH_PAGE_SIZE = 20;
/** The database refuses offsets above 10,000; no pager goes further than this. */
export const MAX_PAGE = 400;

/** Largest whole-rupee amount the filters accept (₹1 crore; services cap at this too). */
export const MAX_RUPEES = 100_000_000;
export const MAX_GUESTS = 100_000;

/** What the category pages (and search) filter by. Prices are whole rupees. */
export interface ServiceFilters {
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  guests?: number;
  rating?: number;
  language?: string;
  tradition?: string;
  cuisine?: string;
  style?: string;
  veg?: boolean;
  capacity?: number;
  /** The event date, YYYY-MM-DD: only who is free that day (visitors too, issue 24). */
  date?: string;
  sort: ServiceSort;
  page: number;
}

export interface SearchFilters extends Omit<ServiceFilters, 'sort'> {
  q?: string;
  kind?: ResultKind;
  category?: string;
}

export interface BundleFilters {
  q?: string;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  guests?: number;
  sort: BundleSort;
  page: number;
}

/** URL key of each filter, in the order they are written. */
const KEY_ORDER = [
  'q', 'type', 'category', 'date', 'city', 'min', 'max', 'guests', 'rating',
  'lang', 'tradition', 'cuisine', 'style', 'veg', 'capacity', 'sort', 'page',
] as const;
export type FilterKey = (typeof KEY_ORDER)[number];

const readText = (params: URLSearchParams, key: string, max = 80): string | undefined => {
  const value = params.get(key)?.trim();
  return value && value.length <= max ? value : undefined;
};

const readInt = (params: URLSearchParams, key: string, min: number, max: number): number | undefined => {
  const raw = params.get(key)?.trim();
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
};

const readOneOf = <T extends string>(params: URLSearchParams, key: string, options: readonly T[]): T | undefined => {
  const value = params.get(key);
  return options.find((option) => option === value);
};

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function readPrices(params: URLSearchParams): { minPrice?: number; maxPrice?: number } {
  const minPrice = readInt(params, 'min', 0, MAX_RUPEES);
  const maxPrice = readInt(params, 'max', 0, MAX_RUPEES);
  // A swapped range in a hand-written link still means a range.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) return { minPrice: maxPrice, maxPrice: minPrice };
  return { minPrice, maxPrice };
}

function readRating(params: URLSearchParams): number | undefined {
  const value = Number(params.get('rating'));
  return RATING_OPTIONS.find((option) => option === value);
}

const readDate = (params: URLSearchParams) => {
  const date = params.get('date') ?? '';
  return isIsoDate(date) ? date : undefined;
};

const readPage = (params: URLSearchParams) => readInt(params, 'page', 1, MAX_PAGE) ?? 1;

export function parseServiceFilters(params: URLSearchParams): ServiceFilters {
  return {
    city: readText(params, 'city'),
    ...readPrices(params),
    guests: readInt(params, 'guests', 1, MAX_GUESTS),
    rating: readRating(params),
    language: readText(params, 'lang'),
    tradition: readText(params, 'tradition'),
    cuisine: readText(params, 'cuisine'),
    style: readText(params, 'style'),
    veg: params.get('veg') === '1' ? true : undefined,
    capacity: readInt(params, 'capacity', 1, MAX_GUESTS),
    date: readDate(params),
    sort: readOneOf(params, 'sort', SERVICE_SORTS) ?? 'rating',
    page: readPage(params),
  };
}

export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  const { sort: _sort, ...service } = parseServiceFilters(params);
  return {
    ...service,
    q: readText(params, 'q', 100),
    kind: readOneOf(params, 'type', RESULT_KINDS),
    category: readText(params, 'category', 60),
  };
}

export function parseBundleFilters(params: URLSearchParams): BundleFilters {
  return {
    q: readText(params, 'q', 100),
    city: readText(params, 'city'),
    ...readPrices(params),
    guests: readInt(params, 'guests', 1, MAX_GUESTS),
    sort: readOneOf(params, 'sort', BUNDLE_SORTS) ?? 'featured',
    page: readPage(params),
  };
}

export type ParamValue = string | number | boolean | undefined | null;

/**
 * The URL after changing some filters. Empty values and `false` remove a key; any change
 * other than the page itself goes back to page 1 (page 3 of the old results means nothing
 * for the new ones). Keys come out in one fixed order; keys this module does not know
 * (utm_source...) are kept, after them.
 */
export function patchParams(current: URLSearchParams, patch: Partial<Record<FilterKey, ParamValue>>): URLSearchParams {
  const values = new Map<string, string>();
  for (const [key, value] of current) values.set(key, value);
  const keys = Object.keys(patch) as FilterKey[];
  for (const key of keys) {
    const value = patch[key];
    if (value === undefined || value === null || value === false || value === '') values.delete(key);
    else values.set(key, value === true ? '1' : String(value).trim());
  }
  if (!keys.includes('page') || values.get('page') === '1') values.delete('page');
  const next = new URLSearchParams();
  for (const key of KEY_ORDER) {
    const value = values.get(key);
    if (value !== undefined) next.set(key, value);
  }
  for (const [key, value] of values) if (!(KEY_ORDER as readonly string[]).includes(key)) next.set(key, value);
  return next;
}

/** Removes every filter (and the page), keeping the search text and result type if asked. */
export function clearFilters(current: URLSearchParams, keep: FilterKey[] = []): URLSearchParams {
  const patch: Partial<Record<FilterKey, ParamValue>> = {};
  for (const key of KEY_ORDER) if (!keep.includes(key)) patch[key] = undefined;
  return patchParams(current, patch);
}

/** How many filters are active (for "Clear filters (3)"), not counting text, sort and page. */
export function countActiveFilters(params: URLSearchParams): number {
  const ignored = new Set(['q', 'sort', 'page', 'type']);
  return KEY_ORDER.filter((key) => !ignored.has(key) && params.has(key)).length;
}

const paise = (rupees: number | undefined) => (rupees === undefined ? null : rupees * 100);

/** Arguments of rpc('list_services') for a category page. */
export function listServicesArgs(category: string | null, f: ServiceFilters, pageSize = SERVICES_PAGE_SIZE): RpcArgs<'list_services'> {
  return {
    p_category: category,
    p_city: f.city ?? null,
    p_min_price: paise(f.minPrice),
    p_max_price: paise(f.maxPrice),
    p_guests: f.guests ?? null,
    p_min_rating: f.rating ?? null,
    p_language: f.language ?? null,
    p_tradition: f.tradition ?? null,
    p_cuisine: f.cuisine ?? null,
    p_veg: f.veg ?? null,
    p_min_capacity: f.capacity ?? null,
    p_style: f.style ?? null,
    p_event_date: f.date ?? null,
    p_sort: f.sort,
    p_limit: pageSize,
    p_offset: (f.page - 1) * pageSize,
  };
}

/** Arguments of rpc('search_catalogue'). */
export function searchArgs(f: SearchFilters, pageSize = SEARCH_PAGE_SIZE): RpcArgs<'search_catalogue'> {
  return {
    p_q: f.q ?? null,
    p_kind: f.kind ?? null,
    p_category: f.category ?? null,
    p_city: f.city ?? null,
    p_min_price: paise(f.minPrice),
    p_max_price: paise(f.maxPrice),
    p_guests: f.guests ?? null,
    p_min_rating: f.rating ?? null,
    p_event_date: f.date ?? null,
    p_language: f.language ?? null,
    p_tradition: f.tradition ?? null,
    p_cuisine: f.cuisine ?? null,
    p_veg: f.veg ?? null,
    p_min_capacity: f.capacity ?? null,
    p_style: f.style ?? null,
    p_limit: pageSize,
    p_offset: (f.page - 1) * pageSize,
  };
}

/** Arguments of rpc('list_bundles') for the /bundles list. */
export function listBundlesArgs(f: BundleFilters, pageSize = BUNDLES_PAGE_SIZE): RpcArgs<'list_bundles'> {
  return {
    p_q: f.q ?? null,
    p_city: f.city ?? null,
    p_min_price: paise(f.minPrice),
    p_max_price: paise(f.maxPrice),
    p_guests: f.guests ?? null,
    p_sort: f.sort,
    p_limit: pageSize,
    p_offset: (f.page - 1) * pageSize,
  };
}

export const pageCount = (total: number, pageSize: number) => Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / pageSize)));
