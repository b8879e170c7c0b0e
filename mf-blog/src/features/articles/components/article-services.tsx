import { Link } from 'react-router-dom';
import { categoryBySlug, categoryNameKey, type CategorySlug } from '@utsav/shared/domain/categories';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import type { ArticleMeta } from '../../../content/article-types';
import { SERVICES_FOR_ARTICLES } from '../../../content/article-services';
import { useBlogLanguage } from '../hooks/use-blog-language';
import { TOP_SERVICES_SHOWN, useTopServices } from '../hooks/use-top-services';

/**
 * "Book for this occasion" under an article: the services it is about, from its category
 * (content/article-services.ts). The foremost category shows its best-rated services with
 * prices; every category links to its page with a "Book …" call.
 */
export function ArticleServices({ category }: { category: ArticleMeta['category'] }) {
  const { t } = useBlogLanguage();
  const [main, ...others] = SERVICES_FOR_ARTICLES[category];
  const mainKey = categoryBySlug(main)?.key;
  if (!mainKey) return null;
  return (
    <section className="blog-services" aria-labelledby="blog-services-title">
      <h2 id="blog-services-title">{t('services.heading')}</h2>
      <div className="blog-services__main">
        <h3>{t(categoryNameKey(mainKey))}</h3>
        <TopServices category={main} />
        <Link className="button button--primary" to={paths.catalog.category({ category: main })}>
          {t(`services.categories.${mainKey}.book`)}
        </Link>
      </div>
      {others.length > 0 ? (
        <ul className="blog-services__more" aria-label={t('services.moreLabel')}>
          {others.map((slug) => (
            <OtherCategory key={slug} slug={slug} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function OtherCategory({ slug }: { slug: CategorySlug }) {
  const { t } = useBlogLanguage();
  const key = categoryBySlug(slug)?.key;
  if (!key) return null;
  return (
    <li>
      <Link to={paths.catalog.category({ category: slug })}>{t(`services.categories.${key}.book`)}</Link>
    </li>
  );
}

/** Up to three services; the list keeps its height while loading, and a failure leaves only the link. */
function TopServices({ category }: { category: CategorySlug }) {
  const { t } = useBlogLanguage();
  const services = useTopServices(category);
  if (services.status === 'failed' || (services.status === 'done' && services.services.length === 0)) return null;
  if (services.status === 'loading') return <div className="blog-services__list blog-services__list--loading" aria-hidden="true" />;
  return (
    <ul className="blog-services__list" aria-label={t('services.listLabel')}>
      {services.services.slice(0, TOP_SERVICES_SHOWN).map((service) => (
        <li key={service.id} className="blog-services__item">
          <Link to={paths.catalog.service({ category: service.categorySlug, serviceId: service.id })}>{service.title}</Link>
          <span className="blog-services__meta">
            {service.providerName} · {service.city}
          </span>
          <span className="blog-services__price">
            {t('services.from')} <strong>{formatRupees(service.pricePaise)}</strong> {t(`services.units.${service.priceUnit}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
