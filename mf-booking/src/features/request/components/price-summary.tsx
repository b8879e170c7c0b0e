import { useTranslation } from 'react-i18next';
import { errorText } from '@utsav/shared/forms/server-error';
import { formatIndianNumber, formatRupees } from '@utsav/shared/i18n/format';
import type { Quote } from '../api/quote-booking';

interface PriceSummaryProps {
  quote: Quote | null | undefined;
  error: unknown;
  /** A newer quote is on its way (the figures shown are the last ones). */
  updating: boolean;
  onRetry: () => void;
}

/** The price the server quotes now, in ₹ with Indian grouping: what is paid now and what later. */
export function PriceSummary({ quote, error, updating, onRetry }: PriceSummaryProps) {
  const { t } = useTranslation(['booking', 'errors']);
  let body;
  if (error && !quote)
    body = (
      <div role="alert">
        <p>{errorText(t, error)}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  else if (!quote) body = <p className="booking-muted">{t('price.loading')}</p>;
  else
    body = (
      <dl className="booking-facts booking-price">
        <dt>{t('facts.guests')}</dt>
        <dd data-testid="quote-guests">{formatIndianNumber(quote.guest_count)}</dd>
        {quote.individual_total_paise !== null && quote.discount_paise ? (
          <>
            <dt>{t('price.individualTotal')}</dt>
            <dd>{formatRupees(quote.individual_total_paise)}</dd>
            <dt>{t('price.discount')}</dt>
            <dd>−{formatRupees(quote.discount_paise)}</dd>
          </>
        ) : null}
        <dt>{t('price.total')}</dt>
        <dd data-testid="quote-total">{formatRupees(quote.total_paise)}</dd>
        <dt>{t('price.advanceNow')}</dt>
        <dd data-testid="quote-advance">
          <strong>{formatRupees(quote.advance_paise)}</strong>
        </dd>
        <dt>{t('price.remainingLater')}</dt>
        <dd>{formatRupees(quote.remaining_paise)}</dd>
      </dl>
    );
  return (
    <section className="booking-card" aria-labelledby="request-price" aria-busy={updating || undefined}>
      <h2 id="request-price">{t('price.title')}</h2>
      <div aria-live="polite">{body}</div>
      {quote && error ? <p className="booking-muted">{errorText(t, error)}</p> : null}
    </section>
  );
}
