import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatMoment } from '@utsav/shared/i18n/calendar-dates';
import { statusKey } from '../../../domain/bookings/utils/status-presentation';
import type { TrackedStep } from '../api/track-booking';

/** Every status the booking went through, oldest first, each with its date and time in the user's language. */
export function StatusTimeline({ steps }: { steps: TrackedStep[] }) {
  const { t } = useTranslation('booking');
  const language = currentLanguage();
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="track-timeline">
      <h3 id="track-timeline">{t('track.timeline')}</h3>
      <ol className="booking-timeline">
        {steps.map((step, index) => (
          <li key={`${step.status}-${step.at}`} aria-current={index === steps.length - 1 ? 'step' : undefined}>
            <span className="booking-timeline__status">{t(statusKey(step.status))}</span>
            <time dateTime={step.at}>{formatMoment(step.at, language)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
