import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listOfferReviews, type ReviewTarget } from '../api/list-offer-reviews';

/** The first `pages` pages of a service's or bundle's reviews ("Show more" asks for one more). */
export const useOfferReviews = (target: ReviewTarget, pages: number) =>
  useQuery({
    queryKey: ['catalog', 'offer-reviews', target.serviceId ?? null, target.bundleId ?? null, pages],
    queryFn: () => listOfferReviews(target, pages),
    placeholderData: keepPreviousData,
  });
