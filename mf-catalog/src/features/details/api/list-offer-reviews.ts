import type { Refine, RpcRow, Tables } from '@utsav/shared/supabase/db';
import { rpc, toPage, type Page } from '@utsav/shared/supabase/rpc';

/** One review as visitors read it: the reviewer is a first name and initial, never an id. */
export type OfferReview = Refine<
  RpcRow<'offer_reviews'>,
  Pick<Tables<'reviews'>, 'reviewer_name' | 'comment' | 'provider_reply' | 'replied_at'>
>;

/** Reviews of one service or one bundle. */
export type ReviewTarget = { serviceId: string; bundleId?: never } | { bundleId: string; serviceId?: never };

export const OFFER_REVIEWS_PAGE_SIZE = 5;

/** The first `pages` pages of an offer's reviews, newest first. */
export const listOfferReviews = async (target: ReviewTarget, pages: number): Promise<Page<OfferReview>> =>
  toPage(
    (await rpc('offer_reviews', {
      p_service_id: target.serviceId,
      p_bundle_id: target.bundleId,
      p_limit: pages * OFFER_REVIEWS_PAGE_SIZE,
      p_offset: 0,
    })) as OfferReview[],
  );
