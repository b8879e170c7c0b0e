/** What a heart saves: a service, a provider or a bundle (favourites has one column for each). */
export type FavouriteKind = 'service' | 'provider' | 'bundle';

export interface FavouriteTarget {
  kind: FavouriteKind;
  id: string;
}

export const favouriteKey = ({ kind, id }: FavouriteTarget) => `${kind}:${id}`;
export const favouriteColumn = (kind: FavouriteKind) => `${kind}_id` as const;
