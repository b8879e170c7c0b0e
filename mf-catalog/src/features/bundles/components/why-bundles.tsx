import { useTranslation } from 'react-i18next';

const REASONS = ['saveMoney', 'coordinated', 'simplified'] as const;

/** The spec's "why choose bundles" block. */
export function WhyBundles() {
  const { t } = useTranslation('catalog');
  return (
    <section className="catalog-why" aria-labelledby="catalog-why-heading">
      <h2 id="catalog-why-heading">{t('bundles.why.title')}</h2>
      <ul>
        {REASONS.map((reason) => (
          <li key={reason}>
            <h3>{t(`bundles.why.${reason}.title`)}</h3>
            <p>{t(`bundles.why.${reason}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
