import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextFilterField } from './text-filter-field';
import { checkEventDate, localToday, type FieldErrorKey } from '../utils/filter-input';

/**
 * The event date: hides who is not free that day (search: providers booked or away; a category
 * page: services whose provider blocked the day or whose every booking slot is taken). Past dates
 * are refused here and by the database.
 */
export function EventDateField({
  value,
  onChange,
  hintKey = 'filters.eventDateHint',
}: {
  value?: string;
  onChange: (date: string | undefined) => void;
  hintKey?: 'filters.eventDateHint' | 'filters.eventDateServicesHint';
}) {
  const { t } = useTranslation('catalog');
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<FieldErrorKey>();
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value ?? '');
    setError(undefined);
  }
  const commit = (text: string) => {
    const result = checkEventDate(text, localToday());
    setError(result.error);
    if (!result.error && result.value !== value) onChange(result.value);
  };
  return (
    <TextFilterField
      type="date"
      name="date"
      label={t('filters.eventDate')}
      hint={t(hintKey)}
      min={localToday()}
      value={draft}
      error={error}
      onChange={(text) => {
        setDraft(text);
        // A date picker commits as soon as a whole date is chosen.
        if (text === '' || /^\d{4}-\d{2}-\d{2}$/.test(text)) commit(text);
      }}
      onCommit={() => commit(draft)}
    />
  );
}
