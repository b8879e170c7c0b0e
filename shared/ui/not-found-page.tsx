import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageHead } from '@utsav/shared/head/page-head';
import { paths } from '@utsav/shared/paths';

/** Shared so a remote can answer an unknown id or slug with the same page as the shell. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageHead({ title: t('notFound.title') });
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button button--primary" to={paths.home()}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
