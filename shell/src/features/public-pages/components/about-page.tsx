import { useTranslation } from 'react-i18next';
import { categoryNameKey, SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import { paths } from '@utsav/shared/paths';
import { PrefetchLink } from '../../../lib/federation/prefetch-link';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useNamespaces } from '../hooks/use-namespaces';
import { RangoliArt, ValueIconArt, type ValueIcon } from './about-art';
import './public-pages.css';

const VALUES: ValueIcon[] = ['vetted', 'prices', 'advance', 'language'];
const VETTING_STEPS = ['apply', 'check', 'approve', 'review'] as const;
// The seed's cities, in its order (supabase/seed.sql); a city is added here when it goes live.
const CITIES = ['bengaluru', 'chennai', 'hyderabad', 'mumbai', 'delhi', 'pune', 'kochi', 'jaipur'] as const;

/** Who we are, why we are different, how providers are vetted, where we are, and where to go next. */
export default function AboutPage() {
  useNamespaces('about');
  return <About />;
}

function About() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('eyebrow'));
  return (
    <article className="about" aria-labelledby="about-title">
      <header className="about__hero">
        <div className="about__hero-inner">
          <div className="about__hero-text">
            <p className="about__eyebrow">{t('eyebrow')}</p>
            <h1 id="about-title">{t('title')}</h1>
            <p className="about__lead">{t('lead')}</p>
          </div>
          <RangoliArt className="about__rangoli" />
        </div>
      </header>

      <section className="about__band about__story" aria-labelledby="about-story">
        <div className="about__prose">
          <h2 id="about-story">{t('story.heading')}</h2>
          <p>{t('story.p1')}</p>
          <p>{t('story.p2')}</p>
          <p className="about__mission">{t('story.mission')}</p>
        </div>
        <div className="about__categories">
          <h3>{t('categories.heading')}</h3>
          <ul className="about__chips">
            {SERVICE_CATEGORIES.map((category) => (
              <li key={category.slug}>
                <PrefetchLink to={paths.catalog.category({ category: category.slug })} className="about__chip">
                  {t(categoryNameKey(category.key))}
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="about__band about__band--tinted" aria-labelledby="about-values">
        <h2 id="about-values">{t('values.heading')}</h2>
        <ul className="about__values">
          {VALUES.map((value) => (
            <li key={value} className="about-value">
              <ValueIconArt icon={value} />
              <h3>{t(`values.${value}.title`)}</h3>
              <p>{t(`values.${value}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__band" aria-labelledby="about-vetting">
        <h2 id="about-vetting">{t('vetting.heading')}</h2>
        <p className="about__intro">{t('vetting.intro')}</p>
        <ol className="about__steps">
          {VETTING_STEPS.map((step) => (
            <li key={step} className="about-step">
              <h3>{t(`vetting.${step}.title`)}</h3>
              <p>{t(`vetting.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="about__band about__band--tinted" aria-labelledby="about-cities">
        <h2 id="about-cities">{t('cities.heading')}</h2>
        <p className="about__intro">{t('cities.intro')}</p>
        <ul className="about__cities">
          {CITIES.map((city) => (
            <li key={city}>{t(`cities.${city}`)}</li>
          ))}
        </ul>
      </section>

      <section className="about__band about__cta">
        <div className="about-cta about-cta--customers">
          <h2>{t('cta.customers.heading')}</h2>
          <p>{t('cta.customers.body')}</p>
          <PrefetchLink to={paths.catalog.services()} className="button button--primary">
            {t('cta.customers.action')}
          </PrefetchLink>
        </div>
        <div className="about-cta about-cta--providers">
          <h2>{t('cta.providers.heading')}</h2>
          <p>{t('cta.providers.body')}</p>
          <PrefetchLink to={paths.provider.register()} className="button">
            {t('cta.providers.action')}
          </PrefetchLink>
        </div>
      </section>
    </article>
  );
}
