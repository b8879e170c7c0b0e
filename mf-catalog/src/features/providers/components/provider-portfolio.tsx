import { useTranslation } from 'react-i18next';
import type { ProviderPhoto } from '../api/get-provider';
import './provider-page.css';

/** The provider's portfolio: each photo carries its own width and height so the grid keeps its boxes while they load. */
export function ProviderPortfolio({ photos, providerName }: { photos: ProviderPhoto[]; providerName: string }) {
  const { t } = useTranslation('catalog');
  if (!photos.length) return null;
  return (
    <section aria-labelledby="provider-portfolio">
      <h2 id="provider-portfolio">{t('provider.portfolio')}</h2>
      <ul className="catalog-portfolio">
        {photos.map((photo, index) => (
          <li key={photo.path}>
            <img
              src={photo.url}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              alt={t('provider.photoAlt', { name: providerName, n: index + 1, total: photos.length })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
