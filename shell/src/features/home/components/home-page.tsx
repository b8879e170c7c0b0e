import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../federation/prefetch-link';

export default function HomePage() {
  const { t } = useTranslation('shell');
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p className="home__lead">{t('home.lead')}</p>
        <div className="home__actions">
          <PrefetchLink className="button button--primary" to="/services">
            {t('home.exploreServices')}
          </PrefetchLink>
          <PrefetchLink className="button" to="/blog">
            {t('home.readBlog')}
          </PrefetchLink>
        </div>
      </section>
    </div>
  );
}
