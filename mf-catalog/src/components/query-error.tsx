import { useTranslation } from 'react-i18next';

/** What a list shows when its request failed: a plain message and a retry, never a blank area. */
export function QueryError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="catalog-notice catalog-notice--error" role="alert">
      <p>{t('errors.load')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
