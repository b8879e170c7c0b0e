import { useTranslation } from 'react-i18next';
import { formatDate, formatRupees } from '@utsav/shared/i18n/format';
import { toLanguage } from '@utsav/shared/i18n/languages';
import { categoryBySlug, categoryNameKey } from '@utsav/shared/domain/categories';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { parseSearchFilters, type FilterKey } from '../utils/filter-params';

interface Chip {
  label: string;
  /** The URL keys removing this chip clears (a price range is one chip for min and max). */
  keys: FilterKey[];
}

/** The filters in effect, one chip each, in the URL's order. Text search and sort are not chips. */
function useChips(params: URLSearchParams): Chip[] {
  const { t, i18n } = useTranslation('catalog');
  const f = parseSearchFilters(params);
  const rupees = (value: number) => formatRupees(value * 100);
  const chips: Chip[] = [];
  if (f.kind) chips.push({ label: t(`kinds.${f.kind}Plural`), keys: ['type'] });
  const category = categoryBySlug(f.category);
  if (category) chips.push({ label: t(categoryNameKey(category.key)), keys: ['category'] });
  if (f.date) chips.push({ label: t('filterSheet.chip.date', { date: formatDate(f.date, toLanguage(i18n.language)) }), keys: ['date'] });
  if (f.city) chips.push({ label: dataWord(t, 'cities', f.city), keys: ['city'] });
  if (f.minPrice !== undefined && f.maxPrice !== undefined)
    chips.push({ label: t('filterSheet.chip.priceRange', { min: rupees(f.minPrice), max: rupees(f.maxPrice) }), keys: ['min', 'max'] });
  else if (f.minPrice !== undefined) chips.push({ label: t('filterSheet.chip.priceFrom', { amount: rupees(f.minPrice) }), keys: ['min'] });
  else if (f.maxPrice !== undefined) chips.push({ label: t('filterSheet.chip.priceUpTo', { amount: rupees(f.maxPrice) }), keys: ['max'] });
  if (f.guests !== undefined) chips.push({ label: t('filterSheet.chip.guests', { count: f.guests }), keys: ['guests'] });
  if (f.rating !== undefined) chips.push({ label: t('filters.ratingAtLeast', { rating: f.rating }), keys: ['rating'] });
  if (f.language) chips.push({ label: dataWord(t, 'languages', f.language), keys: ['lang'] });
  if (f.tradition) chips.push({ label: dataWord(t, 'traditions', f.tradition), keys: ['tradition'] });
  if (f.cuisine) chips.push({ label: dataWord(t, 'cuisines', f.cuisine), keys: ['cuisine'] });
  if (f.style) chips.push({ label: t(`styles.${f.style}`, { defaultValue: f.style }), keys: ['style'] });
  if (f.veg) chips.push({ label: t('filters.vegOnly'), keys: ['veg'] });
  if (f.capacity !== undefined) chips.push({ label: t('filterSheet.chip.capacity', { count: f.capacity }), keys: ['capacity'] });
  return chips;
}

/**
 * Active filters as removable chips above the results (phone and desktop), with "Clear all"
 * once there are two or more. Removing one applies at once, like every change outside the sheet.
 */
export function ActiveFilterChips({
  params,
  onRemove,
  onClearAll,
}: {
  params: URLSearchParams;
  onRemove: (keys: FilterKey[]) => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation('catalog');
  const chips = useChips(params);
  if (chips.length === 0) return null;
  return (
    <ul className="catalog-active-chips" aria-label={t('filterSheet.active')}>
      {chips.map((chip) => (
        <li key={chip.keys.join()}>
          <button type="button" className="catalog-chip" aria-label={t('filterSheet.remove', { label: chip.label })} onClick={() => onRemove(chip.keys)}>
            <span>{chip.label}</span>
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <button type="button" className="catalog-chip catalog-chip--clear" onClick={onClearAll}>
            {t('filterSheet.clearAll')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/** The sticky row's button on phones: "Filters · Sort", with how many filters are on. */
export function FiltersButton({ withSort, activeCount, onOpen }: { withSort: boolean; activeCount: number; onOpen: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <button type="button" className="button catalog-filters-button" aria-haspopup="dialog" onClick={onOpen}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" focusable="false">
        <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {t(withSort ? 'filterSheet.open' : 'filterSheet.openNoSort')}{' '}
      {activeCount > 0 ? (
        <span className="catalog-filters-button__count">
          <span aria-hidden="true">{activeCount}</span>
          <span className="visually-hidden">{t('filterSheet.activeCount', { count: activeCount })}</span>
        </span>
      ) : null}
    </button>
  );
}
