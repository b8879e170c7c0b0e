import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Loads the part again; the button says "Retrying…" until the promise settles. */
  onRetry: () => unknown;
  /**
   * `page`: a whole area (a remote's route), with its heading. `inline`: one part of a page (a
   * widget, a list whose request failed), a line and the button, beside what still works.
   */
  variant?: 'page' | 'inline';
  /** The inline line, when the failure has words of its own (already translated: "too many attempts"). */
  message?: ReactNode;
}

/**
 * What a part of Utsav shows when it could not be loaded, whatever failed (a remote's code, a
 * widget, a request): never a blank area or a false empty state, always a way to try again.
 */
export function UnavailableState({ onRetry, variant = 'inline', message }: Props) {
  const { t } = useTranslation('common');
  const [retrying, setRetrying] = useState(false);
  const retry = (
    <button
      type="button"
      className={variant === 'page' ? 'button button--primary' : 'button'}
      disabled={retrying}
      onClick={() => {
        setRetrying(true);
        void Promise.resolve()
          .then(onRetry)
          .catch(() => undefined)
          .finally(() => setRetrying(false));
      }}
    >
      {retrying ? t('unavailable.retrying') : t('unavailable.retry')}
    </button>
  );
  if (variant === 'inline') {
    return (
      <div className="unavailable-state" role="alert">
        <p>{message ?? t('unavailable.part')}</p>
        {retry}
      </div>
    );
  }
  return (
    <section className="status-page" role="alert" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">{t('unavailable.title')}</h1>
      <p>{t('unavailable.body')}</p>
      <div className="status-page__actions">{retry}</div>
    </section>
  );
}
