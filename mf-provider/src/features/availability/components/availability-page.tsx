import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@utsav/shared/auth/use-session';
import { errorText } from '@utsav/shared/forms/server-error';
import { indianToday } from '@utsav/shared/i18n/calendar-dates';
import { formatDate } from '@utsav/shared/i18n/format';
import { toLanguage } from '@utsav/shared/i18n/languages';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { StatusBanner } from '../../../domain/provider/components/status-banner';
import { useMyApplication } from '../../../domain/provider/hooks/use-my-application';
import { useAvailability, useChangeAvailability } from '../hooks/use-availability';
import { monthOf, monthRange, shiftMonth, type MonthRef } from '../utils/month-grid';
import { AvailabilityMonth } from './availability-month';
import { BlockedDayPanel } from './blocked-day-panel';
import { CapacityList } from './capacity-list';

/**
 * Availability (`/service/add?view=availability`): a month of days to block or free, hours of a
 * day to block, and how many bookings each service takes at once. Blocked days vanish from the
 * request form's calendar and from searches by event date (the database reads these rows).
 */
export function AvailabilityPage() {
  const { t, i18n } = useTranslation('provider');
  const { session } = useSession();
  const application = useMyApplication(session?.user.id);
  const providerId = application.data?.status === 'approved' ? application.data.id : undefined;
  const today = indianToday();
  const [month, setMonth] = useState<MonthRef>(() => monthOf(today));
  const [selected, setSelected] = useState(today);
  const range = monthRange(month);
  const availability = useAvailability(providerId, range.from, range.to);
  const change = useChangeAvailability(providerId ?? '');

  const shell = (body: ReactNode) => (
    <section className="provider-page" aria-labelledby="availability-title">
      <h1 id="availability-title">{t('availability.title')}</h1>
      {body}
    </section>
  );
  if (!session || application.isPending) return shell(<PageSkeleton />);
  if (application.isError) return shell(<UnavailableState onRetry={() => void application.refetch()} />);
  const mine = application.data;
  if (!mine || mine.status !== 'approved') {
    return (
      <section className="provider-page" aria-labelledby="availability-title">
        <h1 id="availability-title">{t('availability.title')}</h1>
        {mine ? <StatusBanner application={mine} /> : null}
        <p>{t('services.onlyApproved')}</p>
      </section>
    );
  }
  const language = toLanguage(i18n.language);
  return (
    <section className="provider-page availability" aria-labelledby="availability-title">
      <h1 id="availability-title">{t('availability.title')}</h1>
      <p className="provider-muted">{t('availability.intro')}</p>
      {availability.isError ? (
        <UnavailableState onRetry={() => void availability.refetch()} />
      ) : (
        <div className="availability__layout">
          <AvailabilityMonth
            month={month}
            today={today}
            selected={selected}
            data={availability.data}
            loading={availability.isPending}
            onMonth={(by) => setMonth((current) => shiftMonth(current, by))}
            onSelect={setSelected}
          />
          <BlockedDayPanel
            day={selected}
            label={formatDate(selected, language)}
            past={selected < today}
            blocked={availability.data?.days.has(selected) ?? false}
            times={(availability.data?.times ?? []).filter((time) => time.day === selected)}
            busy={change.isPending}
            onChange={(next) => change.mutate(next)}
          />
        </div>
      )}
      <p className="availability__status" role="status">
        {change.error ? errorText(t, change.error) : null}
      </p>
      <CapacityList providerId={mine.id} />
    </section>
  );
}
