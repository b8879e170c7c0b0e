import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '@utsav/shared/head/page-head';
import { paths } from '@utsav/shared/paths';
import heroImage from '../../../assets/home/hero.svg';
import { PrefetchLink } from '../../../lib/federation/prefetch-link';
import { useHomeHighlights } from '../hooks/use-home-highlights';
import { CategoryGrid } from './category-grid';
import { HeroSearch } from './hero-search';
import { HowItWorks } from './how-it-works';
import { Testimonials } from './testimonials';

export default function HomePage() {
  const { t } = useTranslation('shell');
  usePageHead({ title: t('head.home.title'), description: t('head.home.description'), canonicalPath: paths.home() });
  const servicesSection = useRef<HTMLElement>(null);
  const highlights = useHomeHighlights(servicesSection);
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__inner">
          <div className="home-hero__text">
            <p className="home-hero__eyebrow">{t('home.eyebrow')}</p>
            <h1 id="home-title">{t('home.title')}</h1>
            <p className="home-hero__lead">{t('home.lead')}</p>
            <HeroSearch />
            <div className="home-hero__actions">
              <PrefetchLink className="button button--primary" to={paths.catalog.services()}>
                {t('home.exploreServices')}
              </PrefetchLink>
              <PrefetchLink className="button" to={paths.catalog.bundles()}>
                {t('home.viewBundles')}
              </PrefetchLink>
            </div>
          </div>
          <img className="home-hero__art" src={heroImage} alt="" width={560} height={440} />
        </div>
      </section>

      <section ref={servicesSection} className="home-section" aria-labelledby="home-services">
        <div className="home-section__head">
          <h2 id="home-services">{t('home.services.title')}</h2>
          <p>{t('home.services.lead')}</p>
        </div>
        <CategoryGrid highlights={highlights} />
        <p className="home-section__more">
          <PrefetchLink to={paths.catalog.bundles()}>{t('home.services.bundlesLink')}</PrefetchLink>
        </p>
      </section>

      <section className="home-band" aria-labelledby="home-how">
        <div className="home-section">
          <div className="home-section__head">
            <h2 id="home-how">{t('home.how.title')}</h2>
            <p>{t('home.how.lead')}</p>
          </div>
          <HowItWorks />
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-testimonials">
        <div className="home-section__head">
          <h2 id="home-testimonials">{t('home.testimonials.title')}</h2>
          <p>{t('home.testimonials.lead')}</p>
        </div>
        <Testimonials highlights={highlights} />
      </section>

      <section className="home-cta" aria-labelledby="home-cta">
        <h2 id="home-cta">{t('home.cta.title')}</h2>
        <p>{t('home.cta.body')}</p>
        <div className="home-cta__actions">
          <PrefetchLink className="button button--light" to={paths.catalog.services()}>
            {t('home.cta.customers')}
          </PrefetchLink>
          <PrefetchLink className="button button--outline-light" to={paths.provider.register()}>
            {t('home.cta.providers')}
          </PrefetchLink>
        </div>
      </section>
    </div>
  );
}
