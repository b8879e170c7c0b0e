import { loginUrlFor } from '@utsav/shared/auth/login-url';
import { paths } from '@utsav/shared/paths';
import type { ServiceCategory } from '@utsav/shared/domain/categories';

/** A category and the names a visitor may type for it (in their language and in English). */
export interface CategoryNames {
  category: ServiceCategory;
  names: string[];
}

const normalise = (text: string) => text.toLocaleLowerCase().normalize('NFC').replace(/\s+/g, ' ').trim();

/** The category a query names ("catering", "pooja services", "மெஹந்தி"), if it names one. */
export function categoryForQuery(query: string, categories: CategoryNames[]): ServiceCategory | undefined {
  const wanted = normalise(query);
  if (wanted.length < 3) return undefined;
  return categories.find(({ category, names }) =>
    [...names, category.slug.replace(/-/g, ' ')].some((name) => {
      const known = normalise(name);
      return known.includes(wanted) || wanted.includes(known) || known.split(' ').some((word) => word.length >= 4 && wanted.includes(word));
    }),
  )?.category;
}

/**
 * Where the not-found page's search goes. Signed in: the search page. A visitor (the spec keeps
 * `/search` behind sign-in): a query that names a category opens that category's listing, which
 * is public, as Urban Company lets anyone browse first; any other query asks them to sign in and
 * comes back to its results.
 */
export function notFoundSearchTarget(query: string, signedIn: boolean, categories: CategoryNames[]): string {
  const search = paths.catalog.search({ q: query });
  if (signedIn) return search;
  const category = categoryForQuery(query, categories);
  return category ? paths.catalog.category({ category: category.slug }) : loginUrlFor(search);
}
