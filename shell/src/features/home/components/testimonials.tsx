import { dataWord } from '@utsav/shared/i18n/data-words';
import { useTranslation } from 'react-i18next';
import type { HighlightsState } from '../hooks/use-home-highlights';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('shell');
  return (
    <span className="testimonial__stars" role="img" aria-label={t('home.testimonials.rating', { rating })}>
      {'★'.repeat(rating)}
      <span className="testimonial__stars-empty">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** Three real reviews from the database; placeholders hold their space while they load. */
export function Testimonials({ highlights }: { highlights: HighlightsState }) {
  const { t } = useTranslation('shell');
  if (highlights.status === 'error') return <p className="testimonials__note">{t('home.testimonials.unavailable')}</p>;
  if (highlights.status === 'loading')
    return (
      <ul className="testimonials" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <li key={key} className="testimonial testimonial--placeholder" aria-hidden="true" />
        ))}
      </ul>
    );
  const { testimonials } = highlights.data;
  if (testimonials.length === 0) return <p className="testimonials__note">{t('home.testimonials.none')}</p>;
  return (
    <ul className="testimonials">
      {testimonials.map((review) => (
        <li key={review.id} className="testimonial">
          <figure>
            <Stars rating={review.rating} />
            <blockquote lang={review.language}>
              <p>{review.comment}</p>
            </blockquote>
            <figcaption>
              <span className="testimonial__name">{review.reviewerName}</span>
              <span className="testimonial__meta">
                {t('home.testimonials.about', { provider: review.providerName, city: dataWord(t, 'cities', review.city) })}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
