import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextFilterField } from '../../../domain/filters/components/text-filter-field';
import { checkEventDate, localToday, type FieldErrorKey } from '../../../domain/filters/utils/filter-input';

/** The event date: hides providers already booked that day. Past dates are refused here and by the database. */
export function EventDateField({ value, onChange }: { value?: string; onChange: (date: string | undefined) => void }) {
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
      hint={t('filters.eventDateHint')}
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
