import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PriceFrom } from '../../../components/price';
import { Rating } from '../../../components/rating';
import type { FavouriteItem } from '../utils/describe-favourite';

/** Thumbnail sizes: reserved by width/height so the list does not move as pictures load. */
const THUMB_WIDTH = 96;
const THUMB_HEIGHT = 60;

/** One favourite: picture, kind, name (linked while it is public), city and price or rating, and Remove. */
export function FavouriteRow({ item, busy, onRemove }: { item: FavouriteItem; busy: boolean; onRemove: (name: string) => void }) {
  const { t } = useTranslation('catalog');
  const name = item.name ?? t('favourites.unavailable');
  return (
    <li className="catalog-favourites__item">
      <img className="catalog-favourites__photo" src={item.image} width={THUMB_WIDTH} height={THUMB_HEIGHT} alt="" loading="lazy" decoding="async" />
      <div className="catalog-favourites__body">
        <span className="catalog-favourites__kind">{t(`kinds.${item.target.kind}`)}</span>
        <span className="catalog-favourites__name">{item.href ? <Link to={item.href}>{name}</Link> : name}</span>
        {item.city ? <span className="catalog-muted">{item.city}</span> : null}
        {item.pricePaise !== undefined ? (
          <span className="catalog-favourites__price">
            <PriceFrom paise={item.pricePaise} unit={item.priceUnit} />
          </span>
        ) : null}
        {item.rating ? <Rating average={item.rating.average} count={item.rating.count} /> : null}
      </div>
      <button
        type="button"
        className="button catalog-favourites__remove"
        aria-label={t('favourites.remove', { name })}
        disabled={busy}
        onClick={() => onRemove(name)}
      >
        {t('favourites.removeShort')}
      </button>
    </li>
  );
}
