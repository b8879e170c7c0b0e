import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@utsav/shared/paths';
import { categoryNameKey, SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import { PrefetchLink } from '../../lib/federation/prefetch-link';
import { QuietLink } from '../../lib/navigation/quiet-link';
import { LanguageSwitcher } from '@utsav/shared/ui/language-switcher';
import { SUPPORT_CONTACT } from '../../lib/support-contact';

// Memoised: the root layout re-renders on every navigation (its outlet changes), and this has no props.
export const SiteFooter = memo(function SiteFooter() {
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
                <PrefetchLink to={paths.catalog.category({ category: category.slug })}>{t(categoryNameKey(category.key))}</PrefetchLink>
              </li>
            ))}
            <li>
              <PrefetchLink to={paths.catalog.bundles()}>{t('nav.bundles')}</PrefetchLink>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby="footer-company">
          <h2 id="footer-company">{t('footer.company')}</h2>
          <ul>
            <li>
              <QuietLink to={paths.about()}>{t('nav.aboutUs')}</QuietLink>
            </li>
            <li>
              <PrefetchLink to={paths.blog.index()}>{t('nav.blog')}</PrefetchLink>
            </li>
            <li>
              <QuietLink to={paths.contact()}>{t('nav.contact')}</QuietLink>
            </li>
            <li>
              <PrefetchLink to={paths.booking.track()}>{t('nav.trackBooking')}</PrefetchLink>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby="footer-policies">
          <h2 id="footer-policies">{t('footer.label')}</h2>
          <ul>
            <li>
              <QuietLink to={paths.policies.privacy()}>{t('footer.privacy')}</QuietLink>
            </li>
            <li>
              <QuietLink to={paths.policies.terms()}>{t('footer.terms')}</QuietLink>
            </li>
            <li>
              <QuietLink to={paths.policies.shipping()}>{t('footer.shipping')}</QuietLink>
            </li>
          </ul>
        </nav>
        <section className="site-footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contactUs')}</h2>
          <address>
            {/* On a narrow column the address breaks after the @, not mid-word. */}
            <a href={`mailto:${SUPPORT_CONTACT.email}`}>
              {SUPPORT_CONTACT.email.split('@')[0]}@<wbr />
              {SUPPORT_CONTACT.email.split('@')[1]}
            </a>
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
});
