import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, failureOf, serverErrorField } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { toast } from '@utsav/shared/toast/toast-store';
import { FormError, FormTextArea } from '@utsav/shared/ui/form-field';
import { limitParams, optionalReviewCommentSchema } from '@utsav/shared/validation/rules';
import { formatDay } from '@utsav/shared/i18n/calendar-dates';
import type { BookingReview as Review } from '../api/get-my-booking';
import { useSaveReview } from '../hooks/use-save-review';

const reviewSchema = v.object({
  rating: v.pipe(v.string(), v.nonEmpty('booking:review.errors.ratingRequired'), v.transform(Number)),
  comment: optionalReviewCommentSchema({ tooLong: 'booking:review.errors.commentTooLong' }),
});

const STARS = [1, 2, 3, 4, 5] as const;
const SERVER_FIELDS: Partial<Record<string, 'comment'>> = { comment: 'comment' };

/** The stars as text for screen readers ("4 stars out of 5") and as glyphs for the eye. */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('booking');
  return (
    <p className="booking-review__stars">
      <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
      <span className="visually-hidden">{t('review.stars', { count: rating })}</span>
    </p>
  );
}

interface BookingReviewProps {
  bookingId: string;
  providerId: string;
  providerName: string;
  review: Review | null;
}

/**
 * A completed booking's review: written once, editable after (the provider's rating follows,
 * 0007), with the provider's reply under it. Only a completed booking shows this, and the
 * database refuses any other: a review here is a verified one.
 */
export function BookingReview({ bookingId, providerId, providerName, review }: BookingReviewProps) {
  const { t } = useTranslation('booking');
  const [editing, setEditing] = useState(false);
  if (review && !editing)
    return (
      <section className="booking-card" aria-labelledby="booking-review">
        <h2 id="booking-review">{t('review.yours')}</h2>
        <Stars rating={review.rating} />
        {review.comment ? <p className="booking-prewrap">{review.comment}</p> : null}
        <p className="booking-muted">{t('review.postedOn', { date: formatDay(review.created_at.slice(0, 10), currentLanguage(), 'long') })}</p>
        {review.provider_reply ? (
          <blockquote className="booking-review__reply">
            <p className="booking-muted">{t('review.replyFrom', { name: providerName })}</p>
            <p className="booking-prewrap">{review.provider_reply}</p>
          </blockquote>
        ) : null}
        <button type="button" className="button" onClick={() => setEditing(true)}>
          {t('review.edit')}
        </button>
      </section>
    );
  return <ReviewForm bookingId={bookingId} providerId={providerId} providerName={providerName} review={review} onDone={() => setEditing(false)} />;
}

function ReviewForm({ bookingId, providerId, providerName, review, onDone }: BookingReviewProps & { onDone: () => void }) {
  const { t } = useTranslation('booking');
  const save = useSaveReview();
  const { register, handleSubmit, formState, formRef, showServerError } = useAppForm(reviewSchema, {
    rating: review ? String(review.rating) : '',
    comment: review?.comment ?? '',
  });
  const { errors } = formState;
  // The stars lit up to the one chosen (the radios themselves stay uncontrolled).
  const [chosen, setChosen] = useState(review?.rating ?? 0);
  const ratingError = fieldErrorText(t, errors.rating);
  const commentError = fieldErrorText(t, errors.comment, limitParams('reviewComment'));
  const failure = failureOf(save.error);
  const failureField = failure ? serverErrorField(failure, SERVER_FIELDS) : undefined;

  const submit = handleSubmit(({ rating, comment }) =>
    save.mutate(
      { bookingId, providerId, reviewId: review?.id ?? null, rating, comment },
      {
        onSuccess: () => {
          toast({ title: t(review ? 'review.updated' : 'review.thanks') });
          onDone();
        },
        onError: (error) => {
          // A comment the database judged goes beside the comment; anything else under the form.
          const failed = failureOf(error);
          if (failed && serverErrorField(failed, SERVER_FIELDS) === 'comment') showServerError('comment', failed);
        },
      },
    ),
  );

  return (
    <section className="booking-card" aria-labelledby="booking-review">
      <h2 id="booking-review">{review ? t('review.editTitle') : t('review.title', { name: providerName })}</h2>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset
          className={`booking-review__rating${ratingError ? ' form-field--invalid' : ''}`}
          aria-describedby={ratingError ? 'review-rating-error' : undefined}
          aria-invalid={ratingError ? true : undefined}
        >
          <legend>{t('review.rating')}</legend>
          <div className="booking-review__choices">
            {STARS.map((value) => (
              <label key={value} className={value <= chosen ? 'is-on' : undefined}>
                <input type="radio" value={String(value)} className="booking-review__radio" {...register('rating', { onChange: (event: { target: { value: string } }) => setChosen(Number(event.target.value)) })} />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('review.stars', { count: value })}</span>
              </label>
            ))}
          </div>
          {ratingError ? (
            <p id="review-rating-error" className="form-field__error">
              {ratingError}
            </p>
          ) : null}
        </fieldset>
        <FormTextArea
          id="review-comment"
          label={t('review.comment')}
          optionalLabel={t('form.optional')}
          hint={t('review.commentHint')}
          rows={4}
          error={commentError}
          {...register('comment')}
        />
        {failure && !failureField ? <FormError>{errorText(t, failure)}</FormError> : null}
        <div className="booking-dialog__actions">
          {review ? (
            <button type="button" className="button" onClick={onDone}>
              {t('review.keep')}
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t('review.saving') : review ? t('review.save') : t('review.post')}
          </button>
        </div>
      </form>
    </section>
  );
}
