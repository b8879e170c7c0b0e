import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';

// The refund table of the Terms page (shell/src/locales/terms, "Cancellations and refunds of
// advances") and of private.customer_cancellation_refund_paise (0019): one rule everywhere.
const ROWS = [
  { when: 'thirtyPlus', refund: 'full' },
  { when: 'sevenTo29', refund: 'half' },
  { when: 'underSeven', refund: 'none' },
] as const;

/** Cancellation terms: what comes back of the advance, by how early the customer cancels. */
export function CancellationTerms({ kind }: { kind: 'service' | 'bundle' }) {
  const { t } = useTranslation('catalog');
  return (
    <section className="catalog-detail__section" aria-labelledby="detail-cancellation">
      <h2 id="detail-cancellation">{t('detail.cancellation.heading')}</h2>
      <p>
        {/* Cancel is on each booking's page; the profile's booking history opens it. */}
        <Trans t={t} i18nKey="detail.cancellation.where" components={{ bookings: <Link to={paths.profile()} /> }} />{' '}
        {t('detail.cancellation.intro')}
      </p>
      <table className="catalog-detail__refunds">
        <thead>
          <tr>
            <th scope="col">{t('detail.cancellation.when')}</th>
            <th scope="col">{t('detail.cancellation.refund')}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.when}>
              <th scope="row">{t(`detail.cancellation.${row.when}`)}</th>
              <td>{t(`detail.cancellation.${row.refund}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('detail.cancellation.providerCancels')}
        {kind === 'bundle' ? ` ${t('detail.cancellation.bundleWhole')}` : ''}
      </p>
      <p>
        <Link to={paths.policies.terms()}>{t('detail.cancellation.fullTerms')}</Link>
      </p>
    </section>
  );
}
