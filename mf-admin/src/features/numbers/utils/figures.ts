type Translate = (key: string, values: Record<string, number>) => string;

/** A share as a percentage with one decimal (62.5%); null (nothing requested) is a dash, not 0%. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
}

/** A median answer time in the largest units that keep it readable: 2 h 5 min, 45 min, 30 s. */
export function formatDuration(seconds: number | null, t: Translate): string {
  if (seconds === null) return '—';
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return t('numbers.duration.seconds', { s: whole });
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return t('numbers.duration.minutes', { m: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('numbers.duration.hoursMinutes', { h: hours, m: minutes % 60 });
  return t('numbers.duration.daysHours', { d: Math.floor(hours / 24), h: hours % 24 });
}
