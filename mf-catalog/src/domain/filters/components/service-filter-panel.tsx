import { memo, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { toLanguage } from '@utsav/shared/i18n/languages';
import { categoryBySlug } from '@utsav/shared/domain/categories';
import { CATEGORY_FILTERS } from '../../offers/utils/categories';
import { orderWords, type OrderedFacets, type OrderedGroup } from '../../offers/utils/facet-order';
import { parseGuests } from '../utils/filter-input';
import { RATING_OPTIONS, type FilterKey, type ParamValue, type ServiceFilters } from '../utils/filter-params';
import { useUrlBackedValue } from '../../../hooks/use-url-backed-value';
import { RangeFields } from './range-fields';
import { SelectFilter } from './select-filter';
import { TextFilterField } from './text-filter-field';
import { useDebouncedCommit } from '../hooks/use-debounced-commit';
import { useTypedDraft } from '../../../hooks/use-typed-draft';

type Filters = Omit<ServiceFilters, 'sort' | 'page'>;

interface Props {
  category: string | null;
  filters: Filters;
  facets: OrderedFacets | undefined;
  onChange: (patch: Partial<Record<FilterKey, ParamValue>>) => void;
}

/**
 * Options of a data-word filter: the value stays the database's English word (it is the URL's
 * and the query's), the label is the word in the reader's language, in its alphabetical order
 * (already so when the facets were ordered for this language where they were fetched).
 */
function options(t: TFunction, group: OrderedGroup, facets: OrderedFacets | undefined, language: string) {
  const words = facets?.[group] ?? [];
  const ordered = facets?.wordsOrderedFor === language ? words : orderWords(t, group, words, language);
  return ordered.map((value) => ({ value, label: dataWord(t, group, value) }));
}

function VegFilter({ value, onChange }: { value: boolean; onChange: Props['onChange'] }) {
  const { t } = useTranslation('catalog');
  const [checked, setChecked] = useUrlBackedValue(value);
  // The panel can be on the page twice (sidebar and phone sheet): ids of its own.
  const id = useId();
  return (
    <div className="catalog-field catalog-field--check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChange({ veg: event.target.checked });
        }}
      />
      <label htmlFor={id}>{t('filters.vegOnly')}</label>
    </div>
  );
}

/** Minimum hall capacity: its own field, applied like the price range (pause in typing, Enter, or leaving it). */
function CapacityField({ value, onChange }: { value?: number; onChange: Props['onChange'] }) {
  const { t } = useTranslation('catalog');
  const [error, setError] = useState<ReturnType<typeof parseGuests>['error']>();
  const { draft, setDraft, sent } = useTypedDraft(String(value), () => (value === undefined ? '' : String(value)), () =>
    setError(undefined),
  );
  const commit = () => {
    const result = parseGuests(draft);
    setError(result.error);
    if (result.error || result.value === value) return;
    sent(String(result.value));
    onChange({ capacity: result.value });
  };
  const { schedule, now } = useDebouncedCommit(commit);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        now();
      }}
    >
      <TextFilterField
        label={t('filters.capacity')}
        name="capacity"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        error={error}
        onChange={(text) => {
          setDraft(text);
          schedule();
        }}
        onCommit={now}
      />
    </form>
  );
}

/**
 * The filters of a category page (and of search once a category is chosen): city, price
 * range, guests and rating for every category, plus the category's own (language and
 * tradition for pooja, cuisine and veg for catering, capacity for halls...). Memoised:
 * a new page of results does not re-render the filters.
 */
export const ServiceFilterPanel = memo(function ServiceFilterPanel({ category, filters, facets, onChange }: Props) {
  const { t, i18n } = useTranslation('catalog');
  const language = toLanguage(i18n.language);
  const known = categoryBySlug(category);
  const attributeFilters = known ? CATEGORY_FILTERS[known.slug] : [];
  const priceLabel = known ? t(`categories.${known.key}.priceLabel`) : t('filters.price');

  return (
    <div className="catalog-filters">
      <SelectFilter
        name="city"
        label={t('filters.city')}
        anyLabel={t('filters.allCities')}
        value={filters.city}
        options={options(t, 'cities', facets, language)}
        onChange={(city) => onChange({ city })}
      />
      <RangeFields
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        guests={filters.guests}
        priceLabel={priceLabel}
        onChange={onChange}
      />
      <SelectFilter
        name="rating"
        label={t('filters.rating')}
        anyLabel={t('filters.anyRating')}
        value={filters.rating === undefined ? undefined : String(filters.rating)}
        options={RATING_OPTIONS.map((rating) => ({ value: String(rating), label: t('filters.ratingAtLeast', { rating }) }))}
        onChange={(rating) => onChange({ rating })}
      />
      {attributeFilters.includes('language') ? (
        <SelectFilter
          name="lang"
          label={t('filters.language')}
          anyLabel={t('filters.any')}
          value={filters.language}
          options={options(t, 'languages', facets, language)}
          onChange={(lang) => onChange({ lang })}
        />
      ) : null}
      {attributeFilters.includes('tradition') ? (
        <SelectFilter
          name="tradition"
          label={t('filters.tradition')}
          anyLabel={t('filters.any')}
          value={filters.tradition}
          options={options(t, 'traditions', facets, language)}
          onChange={(tradition) => onChange({ tradition })}
        />
      ) : null}
      {attributeFilters.includes('cuisine') ? (
        <SelectFilter
          name="cuisine"
          label={t('filters.cuisine')}
          anyLabel={t('filters.any')}
          value={filters.cuisine}
          options={options(t, 'cuisines', facets, language)}
          onChange={(cuisine) => onChange({ cuisine })}
        />
      ) : null}
      {attributeFilters.includes('style') ? (
        <SelectFilter
          name="style"
          label={t('filters.style')}
          anyLabel={t('filters.any')}
          value={filters.style}
          options={(facets?.styles ?? []).map((style) => ({ value: style, label: t(`styles.${style}`, { defaultValue: style }) }))}
          onChange={(style) => onChange({ style })}
        />
      ) : null}
      {attributeFilters.includes('veg') ? <VegFilter value={filters.veg === true} onChange={onChange} /> : null}
      {attributeFilters.includes('capacity') ? <CapacityField value={filters.capacity} onChange={onChange} /> : null}
    </div>
  );
});
