import { useTranslation } from 'react-i18next';
import { ART_HEIGHT, ART_WIDTH } from '../../../domain/offers/utils/categories';

/**
 * The offer's photos: one large, the rest beside it on a desktop; on a phone a strip that
 * swipes sideways (scroll snap, no script), so the page itself never scrolls sideways. Every
 * image reserves its 16:10 box before it loads, so nothing below it moves.
 */
export function PhotoGallery({ name, photos }: { name: string; photos: string[] }) {
  const { t } = useTranslation('catalog');
  const count = photos.length;
  return (
    <section className="catalog-detail__gallery" aria-label={t('detail.photos', { name })}>
      {/* A list the keyboard can scroll when it overflows (a focusable region, as axe asks). */}
      <ul className="catalog-detail__photos" tabIndex={count > 1 ? 0 : undefined} aria-label={t('detail.photos', { name })}>
        {photos.map((src, index) => (
          <li key={`${src}-${index}`}>
            <img
              src={src}
              width={ART_WIDTH}
              height={ART_HEIGHT}
              alt={count > 1 ? t('detail.photoAlt', { name, n: index + 1, total: count }) : name}
              // The first photo is the page's largest picture: fetch it first.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
