// The spec's service categories: the one list every app shows, in the one order menus, the
// footer, the home page and the catalogue use. The slug is the database's
// `service_categories.slug` and the URL segment (a backend test checks this list equals the
// table); `key` names the category in every app's translations (`categories.<key>...`).
// Its name is said once, in the common namespace (`common:categories.<key>`, shared/locales):
// menus, footer, home, catalogue and about page all read it through categoryNameKey, so a
// category has one name per language everywhere (the database's `name` column is English
// reference data and is never shown). Pictures stay in the app that shows them, as a
// `CategoryRecord` so none can be forgotten.

export const SERVICE_CATEGORIES = [
  { slug: 'pooja-services', key: 'pooja' },
  { slug: 'wedding-photography', key: 'photography' },
  { slug: 'mehendi-artists', key: 'mehendi' },
  { slug: 'catering', key: 'catering' },
  { slug: 'music', key: 'music' },
  { slug: 'decoration', key: 'decoration' },
  { slug: 'function-hall', key: 'functionHall' },
] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type CategorySlug = ServiceCategory['slug'];
export type CategoryKey = ServiceCategory['key'];

export const CATEGORY_SLUGS: readonly CategorySlug[] = SERVICE_CATEGORIES.map((category) => category.slug);

/** One value per category: adding a category to the list fails typecheck until every record has it. */
export type CategoryRecord<T> = Record<CategorySlug, T>;

export const isCategorySlug = (value: string | null | undefined): value is CategorySlug =>
  SERVICE_CATEGORIES.some((category) => category.slug === value);

/** The category of a slug (from a URL or a row), or undefined for anything else. */
export const categoryBySlug = (slug: string | null | undefined): ServiceCategory | undefined =>
  SERVICE_CATEGORIES.find((category) => category.slug === slug);

/** The translation key of a category's name, for any namespace's `t`: `t(categoryNameKey('pooja'))`. */
export const categoryNameKey = (key: CategoryKey) => `common:categories.${key}` as const;
