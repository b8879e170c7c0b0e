import { useTranslation } from 'react-i18next';

/** `/provider/profile`: the provider edits what their public page shows. */
export default function ProfilePage() {
  const { t } = useTranslation('provider');
  return (
    <section className="provider-page" aria-labelledby="provider-profile-title">
      <h1 id="provider-profile-title">{t('profile.title')}</h1>
    </section>
  );
}
