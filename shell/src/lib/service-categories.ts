/**
 * The seven categories of the spec, in the order the menus, the footer and the home page
 * show them. Names and blurbs are translated in the shell namespace (`categories.<key>`);
 * the slugs are the database's `service_categories.slug` and the URL segment.
 */
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

export const categoryPath = (slug: string) => `/services/${slug}`;
