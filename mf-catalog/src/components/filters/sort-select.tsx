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
