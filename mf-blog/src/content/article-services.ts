import type { CategorySlug } from '@utsav/shared/domain/categories';
import type { ArticleMeta } from './article-types';

/**
 * The services each kind of article is about, the first one foremost (its top-rated services
 * are shown under the article). Keyed by the article's category, so a new article links to
 * services by being filed under a category, with nothing to write per article.
 */
export const SERVICES_FOR_ARTICLES: Record<ArticleMeta['category'], readonly [CategorySlug, ...CategorySlug[]]> = {
  // Rituals need a priest first; then the hall, the photographer and the meal.
  weddings: ['pooja-services', 'function-hall', 'wedding-photography', 'catering'],
  ceremonies: ['pooja-services', 'catering', 'decoration'],
  festivals: ['pooja-services', 'decoration', 'music'],
  beauty: ['mehendi-artists', 'wedding-photography'],
  photography: ['wedding-photography'],
  catering: ['catering', 'function-hall'],
  decoration: ['decoration', 'function-hall'],
};
