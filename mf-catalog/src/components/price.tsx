import { useTranslation } from 'react-i18next';
import { formatRupees } from '@utsav/shared/i18n/format';

/** "from ₹5,100 per event": prices are paise in the database, whole rupees with Indian grouping here. */
export function PriceFrom({ paise, unit }: { paise: number; unit?: string | null }) {
  const { t } = useTranslation('catalog');
  return (
    <span className="catalog-price">
      {t('price.from')} <strong>{formatRupees(paise)}</strong>
      {unit ? <span className="catalog-price__unit"> {t(`price.units.${unit}`)}</span> : null}
    </span>
  );
}
