import { useId } from 'react';
import { useUrlBackedValue } from '../../../hooks/use-url-backed-value';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled <select>; the empty option ("All cities", "Any") means no filter. Applies on change. */
export function SelectFilter({
  label,
  value,
  options,
  anyLabel,
  onChange,
  name,
}: {
  label: string;
  value: string | undefined;
  options: SelectOption[];
  anyLabel?: string;
  onChange: (value: string | undefined) => void;
  name: string;
}) {
  const id = useId();
  const [shown, setShown] = useUrlBackedValue(value ?? '');
  return (
    <div className="catalog-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={shown}
        onChange={(event) => {
          setShown(event.target.value);
          onChange(event.target.value || undefined);
        }}
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {/* A value from a link that the options no longer offer stays visible and selected. */}
        {shown && !options.some((option) => option.value === shown) ? <option value={shown}>{shown}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
