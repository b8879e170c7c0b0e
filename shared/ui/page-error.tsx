import { useTranslation } from 'react-i18next';

/** In place of one page that failed while rendering; the header, the rest of the app and other pages still work. */
export function PageError({ onTryAgain }: { onTryAgain: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className="status-page" role="alert" aria-labelledby="page-error-title">
      <h1 id="page-error-title">{t('errorScreen.title')}</h1>
      <p>{t('pageError.body')}</p>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={onTryAgain}>
          {t('errorScreen.tryAgain')}
        </button>
      </div>
    </section>
  );
}
