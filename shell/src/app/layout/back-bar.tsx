import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PrefetchLink } from '../../lib/federation/prefetch-link';
import { backTarget } from './back-target';

/** Sticky under the header on every page but `/`; where it leads is decided by `backTarget`. */
export function BackBar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const target = backTarget(pathname);
  if (target === null) return null;
  return (
    <nav className="back-bar" aria-label={t('backBar.label')}>
      <div className="back-bar__inner">
        <PrefetchLink to={target} end className="back-bar__link" data-testid="back-bar">
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('backBar.back')}
        </PrefetchLink>
      </div>
    </nav>
  );
}
