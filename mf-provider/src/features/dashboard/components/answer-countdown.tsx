import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '@utsav/shared/ui/use-seconds-left';
import { splitSeconds, URGENT_SECONDS } from '../utils/time-left';

/**
 * Time left to answer a request. The clock ticks every second on screen; a screen reader gets
 * hours and minutes only, so it is not told something new every second.
 */
export function AnswerCountdown({ until, onEnd }: { until: string; onEnd?: () => void }) {
  const { t } = useTranslation('provider');
  const left = useSecondsLeft(until, onEnd);

  if (left === 0) return <p className="dash-countdown dash-countdown--over">{t('dashboard.requests.expired')}</p>;
  const { hours, minutes, clock } = splitSeconds(left);
  return (
    <p className={left < URGENT_SECONDS ? 'dash-countdown dash-countdown--urgent' : 'dash-countdown'}>
      <span aria-hidden="true">{t('dashboard.requests.timeLeftClock', { clock })}</span>
      <span className="visually-hidden">{t('dashboard.requests.timeLeft', { hours, minutes })}</span>
    </p>
  );
}
