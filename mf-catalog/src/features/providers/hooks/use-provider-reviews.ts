import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listProviderReviews } from '../api/list-provider-reviews';

/** The first `pages` pages of reviews ("Show more" asks for one more page). */
export const useProviderReviews = (providerId: string, pages: number) =>
  useQuery({
    queryKey: ['catalog', 'provider-reviews', providerId, pages],
    queryFn: () => listProviderReviews(providerId, pages),
    placeholderData: keepPreviousData,
  });
