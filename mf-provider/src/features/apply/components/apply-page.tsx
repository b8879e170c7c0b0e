import { useTranslation } from 'react-i18next';

/** `/register/service-provider`: a signed-in guest applies to become a provider. */
export default function ApplyPage() {
  const { t } = useTranslation('provider');
  return (
    <section className="provider-page" aria-labelledby="provider-apply-title">
      <h1 id="provider-apply-title">{t('apply.title')}</h1>
      <p>{t('apply.lead')}</p>
    </section>
  );
}
