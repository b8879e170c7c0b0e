import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  onRetry: () => Promise<void>;
}

/** Shown in place of a remote's area while it cannot be loaded; the header and other routes still work. */
export function RemoteUnavailable({ onRetry }: Props) {
  const { t } = useTranslation('common');
  const [retrying, setRetrying] = useState(false);

  return (
    <section className="status-page" role="alert" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">{t('unavailable.title')}</h1>
      <p>{t('unavailable.body')}</p>
      <div className="status-page__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={retrying}
          onClick={() => {
            setRetrying(true);
            onRetry().finally(() => setRetrying(false));
          }}
        >
          {retrying ? t('unavailable.retrying') : t('unavailable.retry')}
        </button>
      </div>
    </section>
  );
}
