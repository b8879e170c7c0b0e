import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@utsav/shared/i18n/format';
import { toLanguage } from '@utsav/shared/i18n/languages';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import type { ReviewTarget } from '../api/list-offer-reviews';
import { useOfferReviews } from '../hooks/use-offer-reviews';

/**
 * Reviews of this service or bundle, newest first, five at a time, with the provider's
 * replies. Reviewers appear as first name and initial (rpc('offer_reviews'), 0025).
 */
export function OfferReviews({ target, total, providerName }: { target: ReviewTarget; total: number; providerName: string }) {
  const { t, i18n } = useTranslation('catalog');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [pages, setPages] = useState(1);
  const reviews = useOfferReviews(target, pages);
  const rows = reviews.data?.rows ?? [];
  const more = (reviews.data?.total ?? 0) > rows.length;
  const kind = target.serviceId ? 'service' : 'bundle';

  return (
    <section className="catalog-detail__section catalog-reviews" aria-labelledby="detail-reviews" aria-busy={reviews.isFetching}>
      <h2 id="detail-reviews">{t(`detail.reviews.${kind}`, { count: total })}</h2>
      {reviews.isError ? <UnavailableState onRetry={() => void reviews.refetch()} /> : null}
      {reviews.data && rows.length === 0 ? <p>{t(`detail.reviews.none.${kind}`)}</p> : null}
      {reviews.isPending ? <div className="catalog-detail__reviews-skeleton" aria-hidden="true" /> : null}
      <ul className="catalog-reviews__list">
        {rows.map((review) => {
          const name = review.reviewer_name ?? t('detail.reviews.anonymous');
          return (
            <li key={review.id}>
              <article className="catalog-review" aria-label={t('provider.reviewBy', { name })}>
                <p className="catalog-review__head">
                  <strong>{name}</strong>{' '}
                  <span role="img" aria-label={t('provider.stars', { count: review.rating })}>
                    <span aria-hidden="true">
                      {'★'.repeat(review.rating)}
                      {'☆'.repeat(5 - review.rating)}
                    </span>
                  </span>{' '}
                  <time className="catalog-muted" dateTime={review.created_at}>
                    {formatDate(review.created_at, language)}
                  </time>
                </p>
                {review.comment ? <p>{review.comment}</p> : null}
                {review.provider_reply ? (
                  <div className="catalog-review__reply">
                    <p className="catalog-review__reply-title">{t('provider.replyFrom', { name: providerName })}</p>
                    <p>{review.provider_reply}</p>
                  </div>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      {more ? (
        <button type="button" className="button" disabled={reviews.isFetching} onClick={() => setPages((n) => n + 1)}>
          {t('provider.moreReviews')}
        </button>
      ) : null}
    </section>
  );
}
