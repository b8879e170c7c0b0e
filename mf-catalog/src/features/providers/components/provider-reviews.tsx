import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@utsav/shared/i18n/format';
import { toLanguage } from '@utsav/shared/i18n/languages';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { useProviderReviews } from '../hooks/use-provider-reviews';

/** Reviews with the provider's replies, newest first, five at a time. */
export function ProviderReviews({ providerId, providerName, total }: { providerId: string; providerName: string; total: number }) {
  const { t, i18n } = useTranslation('catalog');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [pages, setPages] = useState(1);
  const reviews = useProviderReviews(providerId, pages);
  const rows = reviews.data?.rows ?? [];
  const more = (reviews.data?.total ?? 0) > rows.length;

  return (
    <section aria-labelledby="provider-reviews" className="catalog-reviews">
      <h2 id="provider-reviews">{t('provider.reviews', { count: total })}</h2>
      {reviews.isError ? <UnavailableState onRetry={() => void reviews.refetch()} /> : null}
      {reviews.data && rows.length === 0 ? <p>{t('provider.noReviews')}</p> : null}
      <ul className="catalog-reviews__list">
        {rows.map((review) => (
          <li key={review.id}>
            <article className="catalog-review" aria-label={t('provider.reviewBy', { name: review.reviewer_name ?? '' })}>
              <p className="catalog-review__head">
                <strong>{review.reviewer_name}</strong>{' '}
                <span role="img" aria-label={t('provider.stars', { count: review.rating })}>
                  <span aria-hidden="true">{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span>
                </span>{' '}
                <time className="catalog-muted" dateTime={review.created_at}>
                  {formatDate(review.created_at, language)}
                </time>
              </p>
              {review.service?.title || review.bundle?.name ? (
                <p className="catalog-muted">{review.service?.title ?? review.bundle?.name}</p>
              ) : null}
              {review.comment ? <p>{review.comment}</p> : null}
              {review.provider_reply ? (
                <div className="catalog-review__reply">
                  <p className="catalog-review__reply-title">{t('provider.replyFrom', { name: providerName })}</p>
                  <p>{review.provider_reply}</p>
                </div>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      {more ? (
        <button type="button" className="button" disabled={reviews.isFetching} onClick={() => setPages((n) => n + 1)}>
          {t('provider.moreReviews')}
        </button>
      ) : null}
    </section>
  );
}
