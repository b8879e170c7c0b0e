import { useId } from 'react';

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
  return (
    <div className="catalog-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {/* A value from a link that the options no longer offer stays visible and selected. */}
        {value && !options.some((option) => option.value === value) ? <option value={value}>{value}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
