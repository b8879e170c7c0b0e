import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { accountContact } from '@utsav/shared/auth/account-contact';
import { RemoteWidget } from '@utsav/shared/federation/remote-widget';
import { usePageHead } from '@utsav/shared/head/page-head';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatDate } from '@utsav/shared/i18n/format';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { useProfile } from '../hooks/use-profile';
import { PersonalInfoForm } from './personal-info-form';
import { ProfileSettings } from './profile-settings';
import '../account.css';
import { FormError } from '@utsav/shared/ui/form-field';

/** /profile: personal information, messages, booking history, favourites and settings (behind RequireAuth). */
export default function ProfilePage() {
  const session = useSessionStore((state) => state.session);
  if (!session) return <PageSkeleton />;
  return (
    <QueryProvider>
      <Profile userId={session.user.id} contact={accountContact(session.user)} />
    </QueryProvider>
  );
}

function Profile({ userId, contact }: { userId: string; contact: string }) {
  const { t } = useTranslation('account');
  usePageHead({ title: t('profile.title') });
  const profile = useProfile(userId);

  if (profile.isPending) return <PageSkeleton />;

  return (
    <div className="page profile-page">
      <header className="profile-page__head">
        <h1>{t('profile.title')}</h1>
        <p className="profile-page__meta">
          {contact}
          {profile.data ? <> · {t('profile.memberSince', { date: formatDate(profile.data.createdAt, currentLanguage()) })}</> : null}
        </p>
      </header>

      <section className="profile-card" aria-labelledby="profile-personal">
        <h2 id="profile-personal">{t('profile.personal.title')}</h2>
        {profile.isError ? (
          <FormError>
            {t('profile.loadFailed')}
          </FormError>
        ) : (
          <PersonalInfoForm userId={userId} profile={profile.data ?? null} />
        )}
      </section>

      <ProfileMessages />

      <RemoteWidget
        widget="booking/BookingHistoryWidget"
        frame={profileCard(t('profile.bookings.title'), 'profile-bookings')}
        loading={<p className="profile-card__muted">{t('profile.widgetLoading')}</p>}
        absent={<p className="profile-card__muted">{t('profile.bookings.empty')}</p>}
        unavailable={t('profile.bookings.unavailable')}
      />

      <RemoteWidget
        widget="catalog/FavouritesWidget"
        frame={profileCard(t('profile.favourites.title'), 'profile-favourites')}
        loading={<p className="profile-card__muted">{t('profile.widgetLoading')}</p>}
        absent={<p className="profile-card__muted">{t('profile.favourites.empty')}</p>}
        unavailable={t('profile.favourites.unavailable')}
      />

      <section className="profile-card" aria-labelledby="profile-settings">
        <h2 id="profile-settings">{t('profile.settings.title')}</h2>
        <ProfileSettings />
      </section>
    </div>
  );
}

/**
 * The customer's conversations (messages remote): `?conversation=<id>` opens one (a chat
 * notification's link), `?provider=<id>` a first message to that provider; the open one stays in
 * the address so a reload or Back keeps it.
 */
function ProfileMessages() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  return (
    <RemoteWidget
      widget="messages/MessagesWidget"
      props={{
        side: 'customer',
        conversationId: params.get('conversation'),
        providerId: params.get('provider'),
        onOpen: (id) => setParams(id ? { conversation: id } : {}, { replace: true }),
      }}
      frame={profileCard(t('profile.messages.title'), 'profile-messages')}
      loading={<p className="profile-card__muted">{t('profile.widgetLoading')}</p>}
      absent={<p className="profile-card__muted">{t('profile.messages.empty')}</p>}
      unavailable={t('profile.messages.unavailable')}
    />
  );
}

/**
 * A profile card around another app's widget: a loaded widget renders its own labelled section and
 * heading, so its card has none; until then (or without it) the card is a section of the shell's own.
 */
function profileCard(title: string, headingId: string) {
  return function ProfileCard(content: ReactNode, { loaded }: { loaded: boolean }) {
    if (loaded) return <div className="profile-card profile-card--widget">{content}</div>;
    return (
      <section className="profile-card" aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        {content}
      </section>
    );
  };
}
