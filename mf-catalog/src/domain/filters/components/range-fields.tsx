import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseGuests, parsePriceRange, type FieldErrorKey } from '../utils/filter-input';
import type { FilterKey, ParamValue } from '../utils/filter-params';
import { TextFilterField } from './text-filter-field';
import { useDebouncedCommit } from '../hooks/use-debounced-commit';
import { useTypedDraft } from '../../../hooks/use-typed-draft';

interface Props {
  minPrice?: number;
  maxPrice?: number;
  guests?: number;
  priceLabel: string;
  showGuests?: boolean;
  onChange: (patch: Partial<Record<FilterKey, ParamValue>>) => void;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const key = (...values: (number | undefined)[]) => values.join('|');

/**
 * Price range and guest count: typed freely, applied once typing pauses, on Enter, or when
 * the group is left (no Apply button: every filter applies the same way). A bad value gets
 * its message next to the field and is not applied; what was typed stays.
 */
export function RangeFields({ minPrice, maxPrice, guests, priceLabel, showGuests = true, onChange }: Props) {
  const { t } = useTranslation('catalog');
  const [errors, setErrors] = useState<{ min?: FieldErrorKey; max?: FieldErrorKey; guests?: FieldErrorKey }>({});
  const { draft, setDraft, sent } = useTypedDraft(
    key(minPrice, maxPrice, guests),
    () => ({ min: text(minPrice), max: text(maxPrice), guests: text(guests) }),
    () => setErrors({}),
  );

  const commit = () => {
    const range = parsePriceRange(draft.min, draft.max);
    const guestResult = parseGuests(draft.guests);
    const next = { ...range.errors, guests: guestResult.error };
    setErrors(next);
    if (next.min || next.max || next.guests) return;
    if (range.min === minPrice && range.max === maxPrice && guestResult.value === guests) return;
    sent(key(range.min, range.max, guestResult.value));
    onChange({ min: range.min, max: range.max, guests: guestResult.value });
  };
  const { schedule, now } = useDebouncedCommit(commit);
  const type = (field: keyof typeof draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    schedule();
  };

  return (
    <form
      className="catalog-range"
      onSubmit={(event) => {
        event.preventDefault();
        now();
      }}
      // Applied when focus leaves the group, not between "From" and "To" (half a range is not what was meant).
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) now();
      }}
    >
      <fieldset>
        <legend>{priceLabel}</legend>
        <div className="catalog-range__pair">
          <TextFilterField
            label={t('filters.minPrice')}
            name="min"
            inputMode="numeric"
            autoComplete="off"
            placeholder="₹"
            value={draft.min}
            error={errors.min}
            onChange={type('min')}
          />
          <TextFilterField
            label={t('filters.maxPrice')}
            name="max"
            inputMode="numeric"
            autoComplete="off"
            placeholder="₹"
            value={draft.max}
            error={errors.max}
            onChange={type('max')}
          />
        </div>
      </fieldset>
      {showGuests ? (
        <TextFilterField
          label={t('filters.guests')}
          name="guests"
          inputMode="numeric"
          autoComplete="off"
          value={draft.guests}
          error={errors.guests}
          onChange={type('guests')}
        />
      ) : null}
      {/* Enter applies at once (a form needs a submit control for that; this one is not shown). */}
      <button type="submit" hidden />
    </form>
  );
}
