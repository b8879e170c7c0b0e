import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminLayout } from '../../../domain/admin/components/admin-layout';
import { ContactTab } from './contact-tab';
import { ReportsTab } from './reports-tab';
import { ReviewsTab } from './reviews-tab';

const TABS = ['reports', 'reviews', 'contact'] as const;
type Tab = (typeof TABS)[number];

/** `/admin/moderation`: reported messages, reviews and contact messages, one tab each (the tab is in the address). */
export default function ModerationPage() {
  const { t } = useTranslation('admin');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'reports';
  const select = (next: Tab) => setParams({ tab: next }, { replace: true });
  // The WAI-ARIA tabs pattern: arrows move between tabs, the panel follows.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    select(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <AdminLayout title={t('moderation.title')} lead={t('moderation.lead')}>
      <div className="admin-tabs" role="tablist" aria-label={t('moderation.title')} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => select(name)}
          >
            {t(`moderation.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {tab === 'reports' ? <ReportsTab /> : tab === 'reviews' ? <ReviewsTab /> : <ContactTab />}
      </div>
    </AdminLayout>
  );
}
