import { useTranslation } from 'react-i18next';
import { formatRupees } from '@utsav/shared/i18n/format';
import { errorText } from '@utsav/shared/forms/server-error';
import type { BundleTotals } from '../api/bundle-quote';

interface Props {
  picked: number;
  quote: BundleTotals | undefined;
  error: unknown;
  updating: boolean;
  pricePaise: number | null;
}

/** The database's totals for the picked services: one by one, the bundle's price, the saving. The box keeps its size while they load. */
export function BundleTotalsBox({ picked, quote, error, updating, pricePaise }: Props) {
  const { t } = useTranslation(['provider', 'errors']);
  return (
    <section className="bundle-totals" aria-labelledby="bundle-totals-title" aria-busy={updating}>
      <h2 id="bundle-totals-title">{t('bundles.totals.title')}</h2>
      {picked < 2 ? (
        <p className="provider-muted">{t('bundles.totals.pickTwo')}</p>
      ) : error ? (
        <p className="form-field__error">{errorText(t, error)}</p>
      ) : (
        <dl aria-live="polite">
          <div>
            <dt>{t('bundles.totals.individual')}</dt>
            <dd data-testid="bundle-individual">{quote ? formatRupees(quote.individual_total_paise) : '…'}</dd>
          </div>
          <div>
            <dt>{t('bundles.totals.price')}</dt>
            <dd>{pricePaise !== null ? formatRupees(pricePaise) : '…'}</dd>
          </div>
          <div>
            <dt>{t('bundles.totals.saving')}</dt>
            <dd data-testid="bundle-saving">
              {quote && pricePaise !== null
                ? t('bundles.totals.savingValue', { amount: formatRupees(quote.discount_paise), percent: quote.discount_percent })
                : '…'}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
