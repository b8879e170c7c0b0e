import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@utsav/shared/ui/form-field';
import { PRESETS, presetOf, presetRange, rangeProblem, type DateRange, type RangeProblem } from '../utils/date-range';

interface Props {
  range: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}

/** The last 7, 30 or 90 days (India's calendar), or two days of the admin's choosing. */
export function RangePicker({ range, today, onChange }: Props) {
  const { t } = useTranslation('admin');
  const preset = presetOf(range, today);
  const [custom, setCustom] = useState(preset === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<RangeProblem | null>(null);

  const apply = () => {
    const found = rangeProblem(from, to);
    setProblem(found);
    if (!found) onChange({ from, to });
  };

  return (
    <div className="numbers-range">
      <div className="numbers-toggle" role="group" aria-label={t('numbers.range.label')}>
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className="button"
            aria-pressed={!custom && preset === days}
            onClick={() => {
              setCustom(false);
              setProblem(null);
              const next = presetRange(days, today);
              setFrom(next.from);
              setTo(next.to);
              onChange(next);
            }}
          >
            {t('numbers.range.lastDays', { count: days })}
          </button>
        ))}
        <button type="button" className="button" aria-pressed={custom} aria-expanded={custom} onClick={() => setCustom(true)}>
          {t('numbers.range.custom')}
        </button>
      </div>
      {custom ? (
        <form
          className="numbers-range__custom"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <FormField
            id="numbers-from"
            type="date"
            label={t('numbers.range.from')}
            value={from}
            max={today}
            onChange={(event) => setFrom(event.target.value)}
            error={problem === 'fromInvalid' ? t('numbers.range.invalidDay') : undefined}
          />
          <FormField
            id="numbers-to"
            type="date"
            label={t('numbers.range.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={
              problem === 'toInvalid' ? t('numbers.range.invalidDay')
                : problem === 'order' ? t('numbers.range.order')
                : problem === 'tooLong' ? t('numbers.range.tooLong')
                : undefined
            }
          />
          <button type="submit" className="button button--primary">
            {t('numbers.range.apply')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
