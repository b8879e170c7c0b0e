import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { useReviews } from '../hooks/use-reviews';
import { formatDay } from '@utsav/shared/i18n/calendar-dates';
import { PanelLoading } from './panel-loading';
import { ReviewReply } from './review-reply';

export function ReviewsPanel() {
  const { t } = useTranslation('provider');
  const language = currentLanguage();
  const reviews = useReviews(true);
  return (
    <section className="dash-panel" aria-labelledby="dash-reviews">
      <h2 id="dash-reviews">{t('dashboard.reviews.title')}</h2>
      {reviews.isPending ? (
        <PanelLoading lines={4} />
      ) : reviews.isError ? (
        <UnavailableState onRetry={reviews.refetch} />
      ) : reviews.data.length === 0 ? (
        <p className="dash-muted">{t('dashboard.reviews.none')}</p>
      ) : (
        <ul className="dash-list">
          {reviews.data.map((r) => (
            <li key={r.id} className="dash-card">
              <p>
                <span className="dash-stars" aria-hidden="true">
                  {'★'.repeat(r.rating)}
                  {'☆'.repeat(5 - r.rating)}
                </span>{' '}
                <span className="visually-hidden">{t('dashboard.reviews.stars', { count: r.rating })}</span>
                <strong>{r.reviewer_name}</strong> · {r.title} · {formatDay(r.created_at, language, 'medium')}
              </p>
              {r.comment ? <p className="dash-prewrap">{r.comment}</p> : null}
              <ReviewReply reviewId={r.id} reply={r.provider_reply} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
