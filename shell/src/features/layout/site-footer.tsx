import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_PAGES } from '../../app/route-table';

export function SiteFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul>
          <li>
            <Link to={SHELL_PAGES.privacy}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={SHELL_PAGES.terms}>{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to={SHELL_PAGES.shipping}>{t('footer.shipping')}</Link>
          </li>
        </ul>
      </nav>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
