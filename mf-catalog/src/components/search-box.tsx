import { useEffect, useId, useState } from 'react';

/**
 * A search field that follows the URL: typing updates the URL after a short pause
 * (replacing the history entry, so Back does not step through every letter).
 */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
  delayMs = 300,
  maxLength = 100,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  delayMs?: number;
  /** The longest text the box takes (search keeps longer text than the lists; see features/search/lib/search-text). */
  maxLength?: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The URL changed elsewhere (Back, a link, Clear): show it, unless it is just what was typed.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== draft.trim()) setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(draft.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch, delayMs]);
  return (
    <form
      role="search"
      className="catalog-field catalog-search-box"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" name="q" maxLength={maxLength} autoComplete="off" placeholder={placeholder} value={draft} onChange={(event) => setDraft(event.target.value)} />
    </form>
  );
}
