import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '@utsav/shared/ui/use-seconds-left';

/**
 * How long the held slot stays the customer's (mm:ss). Ticks every second on screen, but a
 * screen reader is told the minutes only (the live text changes once a minute).
 */
export function HoldCountdown({ until, onEnd }: { until: string; onEnd?: () => void }) {
  const { t } = useTranslation('booking');
  const left = useSecondsLeft(until, onEnd);

  if (left === 0) return <p className="booking-notice booking-notice--error">{t('detail.holdEnded')}</p>;
  const minutes = Math.floor(left / 60);
  const clock = `${minutes}:${String(left % 60).padStart(2, '0')}`;
  return (
    <div className="booking-notice booking-hold">
      <p aria-hidden="true">{t('detail.holdClock', { clock })}</p>
      <p className="visually-hidden" aria-live="polite">
        {t('detail.holdMinutes', { count: Math.max(1, Math.ceil(left / 60)) })}
      </p>
    </div>
  );
}
