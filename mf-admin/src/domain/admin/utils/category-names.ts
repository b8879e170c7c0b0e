import type { TFunction } from 'i18next';
import { categoryBySlug, categoryNameKey } from '@utsav/shared/domain/categories';

/** Category slugs as the reader names them (a slug the list does not know stays as it is). */
export function categoryNames(t: TFunction, slugs: readonly string[] | null | undefined): string {
  return (slugs ?? [])
    .map((slug) => {
      const category = categoryBySlug(slug);
      return category ? t(categoryNameKey(category.key)) : slug;
    })
    .join(', ');
}
