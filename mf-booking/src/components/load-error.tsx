import { useTranslation } from 'react-i18next';

/**
 * What a part shows when its request failed: a plain message (or the failure's own, already
 * translated: "too many attempts") and a retry, never a blank or a false empty state.
 */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation('booking');
  return (
    <div className="booking-notice booking-notice--error" role="alert">
      <p>{message ?? t('common.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
