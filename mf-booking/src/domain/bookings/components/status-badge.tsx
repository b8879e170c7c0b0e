import { useTranslation } from 'react-i18next';
import { statusKey, statusTone } from '../utils/status-presentation';

/** A booking's status in words, coloured by how it stands (the colour is never the only signal). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('booking');
  return <span className={`booking-status booking-status--${statusTone(status)}`}>{t(statusKey(status))}</span>;
}
