import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import type { RefundTier } from '../api/list-refund-tiers';
import { useRefundTiers } from '../hooks/use-refund-tiers';

/** "30 days or more", "7 to 29 days", "less than 7 days": each tier up to the one above it. */
function tierLabel(t: TFunction<'booking'>, tiers: RefundTier[], index: number): string {
  const tier = tiers[index]!;
  const above = tiers[index - 1];
  if (!above) return t('terms.atLeast', { count: tier.min_days_before });
  if (tier.min_days_before === 0) return t('terms.under', { count: above.min_days_before });
  return t('terms.range', { from: tier.min_days_before, to: above.min_days_before - 1 });
}

function refundLabel(t: TFunction<'booking'>, percent: number): string {
  if (percent >= 100) return t('terms.full');
  if (percent <= 0) return t('terms.none');
  return t('terms.part', { percent });
}

/** The cancellation terms before paying, from the table the refund is computed from (0033). */
export function RefundTerms() {
  const { t } = useTranslation('booking');
  const tiers = useRefundTiers();
  return (
    <section className="booking-card" aria-labelledby="request-terms">
      <h2 id="request-terms">{t('terms.title')}</h2>
      <p>{t('terms.intro')}</p>
      {tiers.isError ? <UnavailableState onRetry={() => void tiers.refetch()} /> : null}
      {tiers.isPending ? <p className="booking-muted">{t('common.loading')}</p> : null}
      {tiers.data ? (
        <table className="booking-terms">
          <thead>
            <tr>
              <th scope="col">{t('terms.when')}</th>
              <th scope="col">{t('terms.refund')}</th>
            </tr>
          </thead>
          <tbody>
            {tiers.data.map((tier, index) => (
              <tr key={tier.min_days_before}>
                <th scope="row">{tierLabel(t, tiers.data, index)}</th>
                <td>{refundLabel(t, tier.advance_percent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p>{t('terms.providerCancels')}</p>
      <p>
        <Link to={paths.policies.terms()}>{t('terms.fullTerms')}</Link>
      </p>
    </section>
  );
}
