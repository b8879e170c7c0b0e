import { useTranslation } from 'react-i18next';

/** Placeholder while a lazily loaded page or remote arrives; sized like a page to avoid layout shift. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="skeleton" role="status" aria-live="polite" data-testid="page-skeleton">
      <span className="visually-hidden">{t('loading')}</span>
      <div className="skeleton__bar skeleton__bar--title" />
      <div className="skeleton__bar" />
      <div className="skeleton__bar" />
      <div className="skeleton__bar skeleton__bar--short" />
    </div>
  );
}
