import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryPath, SERVICE_CATEGORIES } from '../../lib/service-categories';
import { PrefetchLink } from '../../lib/federation/prefetch-link';
import { LanguageSwitcher } from '../../components/language-switcher';
import { SUPPORT_CONTACT } from '../../lib/support-contact';

export function SiteFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__brand" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__logo">
            Utsav
          </h2>
          <p>{t('footer.tagline')}</p>
          <LanguageSwitcher id="footer-language" />
        </section>
        <nav className="site-footer__column" aria-labelledby="footer-services">
          <h2 id="footer-services">{t('nav.services')}</h2>
          <ul>
            {SERVICE_CATEGORIES.map((category) => (
              <li key={category.slug}>
                <PrefetchLink to={categoryPath(category.slug)}>{t(`categories.${category.key}.name`)}</PrefetchLink>
              </li>
            ))}
            <li>
              <PrefetchLink to="/bundles">{t('nav.bundles')}</PrefetchLink>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby="footer-company">
          <h2 id="footer-company">{t('footer.company')}</h2>
          <ul>
            <li>
              <Link to="/about">{t('nav.aboutUs')}</Link>
            </li>
            <li>
              <PrefetchLink to="/blog">{t('nav.blog')}</PrefetchLink>
            </li>
            <li>
              <Link to="/contact">{t('nav.contact')}</Link>
            </li>
            <li>
              <PrefetchLink to="/track-booking">{t('nav.trackBooking')}</PrefetchLink>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby="footer-policies">
          <h2 id="footer-policies">{t('footer.label')}</h2>
          <ul>
            <li>
              <Link to="/policies/privacy-policy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/policies/terms-conditions">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/policies/shipping-delivery">{t('footer.shipping')}</Link>
            </li>
          </ul>
        </nav>
        <section className="site-footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contactUs')}</h2>
          <address>
            <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
            <br />
            <a href={`tel:${SUPPORT_CONTACT.phoneHref}`}>{SUPPORT_CONTACT.phone}</a>
            <br />
            {t('footer.hours')}
            <br />
            {t('footer.address')}
          </address>
        </section>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
