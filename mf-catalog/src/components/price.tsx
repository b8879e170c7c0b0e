import { useCachedTranslation } from '../hooks/use-cached-translation';
import { formatIndianNumber, formatRupees } from '@utsav/shared/i18n/format';

/** "from ₹5,100 per event": prices are paise in the database, whole rupees with Indian grouping here. */
export function PriceFrom({ paise, unit }: { paise: number; unit?: string | null }) {
  const { t } = useCachedTranslation('catalog');
  return (
    <span className="catalog-price">
      {t('price.from')} <strong>{formatRupees(paise)}</strong>
      {unit ? <span className="catalog-price__unit"> {t(`price.units.${unit}`)}</span> : null}
    </span>
  );
}

/**
 * "≈ ₹55,000 for 100 guests", "≈ ₹40,000 for 5 hours": what a booking of a service priced by
 * the plate, person or hour comes to, for the guests chosen in the filters (else the
 * service's minimum) or the hours the service states. It is what "Price: low to high" sorts
 * by (list_services, migration 0026), so the order on screen can be checked by eye. Nothing
 * for prices by the event or day: the price is the total.
 */
export function PriceEstimate({ paise, unit, quantity }: { paise: number; unit: string; quantity: number }) {
  const { t } = useCachedTranslation('catalog');
  const kind = unit === 'per_hour' ? 'hours' : unit === 'per_plate' || unit === 'per_person' ? 'guests' : null;
  if (!kind) return null;
  const values = { amount: formatRupees(paise), count: quantity, number: formatIndianNumber(quantity) };
  return (
    <span className="catalog-price__estimate">
      {kind === 'hours' ? t('card.estimateHours', values) : t('card.estimateGuests', values)}
    </span>
  );
}
