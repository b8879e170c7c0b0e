import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RemoteWidget } from '@utsav/shared/federation/remote-widget';
import { useSession } from '@utsav/shared/auth/use-session';
import { usePageHead } from '@utsav/shared/head/page-head';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { useMyApplication } from '../../../domain/provider/hooks/use-my-application';
import { useRequests } from '../hooks/use-requests';
import { AgendaPanel } from './agenda-panel';
import { ApplicationStatus } from './application-status';
import { EarningsPanel } from './earnings-panel';
import { ListingLinks } from './listing-links';
import { MonthCalendar } from './month-calendar';
import { PanelLoading } from './panel-loading';
import { PerformancePanel } from './performance-panel';
import { RequestsPanel } from './requests-panel';
import { ReviewsPanel } from './reviews-panel';
import './dashboard.css';

/**
 * /dashboard: an approved provider's requests first, then the agenda and month, money,
 * performance and reviews, each panel one call of its own. Messages are the messages remote's
 * widget (the same one /profile shows customers); `?conversation=<id>` opens one.
 */
export default function DashboardPage() {
  const { t } = useTranslation('provider');
  const { session } = useSession();
  const provider = useMyApplication(session?.user.id);
  const approved = provider.data?.status === 'approved' ? provider.data : undefined;
  const requests = useRequests(approved?.id);
  const waiting = requests.data?.length ?? 0;
  // The count of requests awaiting an answer in the tab's title, so a provider sees it from another tab.
  usePageHead({ title: waiting ? t('dashboard.titleWithCount', { count: waiting }) : t('dashboard.title') });

  // The heading at once (it is known); only what depends on the application waits.
  if (provider.isPending)
    return (
      <div className="provider-page dash">
        <h1>{t('dashboard.title')}</h1>
        <PanelLoading lines={6} />
      </div>
    );
  if (provider.isError)
    return (
      <div className="provider-page dash">
        <h1>{t('dashboard.title')}</h1>
        <UnavailableState variant="page" onRetry={provider.refetch} />
      </div>
    );
  if (!approved)
    return (
      <div className="provider-page dash">
        <h1>{t('dashboard.title')}</h1>
        <ApplicationStatus application={provider.data ?? null} />
      </div>
    );
  return (
    <div className="provider-page dash">
      <h1>{t('dashboard.title')}</h1>
      <ListingLinks />
      <RequestsPanel requests={requests} />
      <DashboardMessages />
      <div className="dash-columns">
        <AgendaPanel providerId={approved.id} />
        <MonthCalendar />
      </div>
      <EarningsPanel />
      <PerformancePanel />
      <ReviewsPanel />
    </div>
  );
}

/** The provider's conversations, from the messages remote; with that remote down, its own Retry panel. */
function DashboardMessages() {
  const { t } = useTranslation('provider');
  const [params, setParams] = useSearchParams();
  return (
    <RemoteWidget
      widget="messages/MessagesWidget"
      props={{
        side: 'provider',
        conversationId: params.get('conversation'),
        onOpen: (id) => setParams(id ? { conversation: id } : {}, { replace: true }),
      }}
      frame={(content, { loaded }) =>
        loaded ? (
          <div className="dash-panel">{content}</div>
        ) : (
          <section className="dash-panel" aria-labelledby="dash-messages">
            <h2 id="dash-messages">{t('dashboard.messages.title')}</h2>
            {content}
          </section>
        )
      }
      loading={<PanelLoading lines={3} />}
      unavailable={t('dashboard.messages.unavailable')}
    />
  );
}
