import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * The top bar's account area (right of the main navigation). Placeholder until accounts land
 * (issue 5): signed-out actions only.
 */
export function AccountNav() {
  const { t } = useTranslation('shell');
  return (
    <>
      <Link className="button" to="/auth/login">
        {t('nav.signIn')}
      </Link>
      <Link className="button button--primary" to="/register">
        {t('nav.joinUs')}
      </Link>
    </>
  );
}

/** The same account items as links for the mobile side sheet; `onNavigate` closes the sheet. */
export function AccountSheetItems({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <li>
        <Link to="/auth/login" onClick={onNavigate}>
          {t('nav.signIn')}
        </Link>
      </li>
      <li>
        <Link to="/register" onClick={onNavigate}>
          {t('nav.joinUs')}
        </Link>
      </li>
    </>
  );
}
