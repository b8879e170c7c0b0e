import { useTranslation } from 'react-i18next';

// Stand-ins until the dashboard and services features replace their route's line in provider-app.tsx.
function Placeholder({ id, titleKey }: { id: string; titleKey: 'common.dashboardTitle' | 'common.serviceAddTitle' }) {
  const { t } = useTranslation('provider');
  return (
    <section className="provider-page" aria-labelledby={id}>
      <h1 id={id}>{t(titleKey)}</h1>
      <p>{t('common.comingSoon')}</p>
    </section>
  );
}

export function DashboardPlaceholder() {
  return <Placeholder id="provider-dashboard-title" titleKey="common.dashboardTitle" />;
}

export function ServiceAddPlaceholder() {
  return <Placeholder id="provider-service-add-title" titleKey="common.serviceAddTitle" />;
}
