import { useTranslation } from 'react-i18next';

/** A panel's place while its one call runs, as tall as a typical answer, so nothing below it jumps. */
export function PanelLoading({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="skeleton dash-skeleton" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={i === lines - 1 ? 'skeleton__bar skeleton__bar--short' : 'skeleton__bar'} />
      ))}
    </div>
  );
}
