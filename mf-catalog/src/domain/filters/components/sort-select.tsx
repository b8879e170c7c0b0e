import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from './select-filter';

/** The results' sort order (kept in the URL as `sort`). */
export function SortSelect<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: readonly T[];
  onChange: (value: T | undefined) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <SelectFilter
      name="sort"
      label={t('sort.label')}
      value={value}
      options={options.map((option) => ({ value: option, label: t(`sort.${option as string}`) }))}
      onChange={(next) => onChange(next as T | undefined)}
    />
  );
}

/** The sort order in the phone sheet: every option in view as a radio button (one tap, no picker). */
export function SortChoices<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  const { t } = useTranslation('catalog');
  const name = useId();
  return (
    <fieldset className="catalog-sort-choices">
      <legend>{t('sort.label')}</legend>
      {options.map((option) => (
        <label key={option} className="catalog-sort-choices__option">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {t(`sort.${option as string}`)}
        </label>
      ))}
    </fieldset>
  );
}
