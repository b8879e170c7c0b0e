import { useCallback, useEffect, useId } from 'react';
import { useTypedDraft } from '../hooks/use-typed-draft';

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
  // The URL changed elsewhere (Back, a link, Clear): show it; its own search coming back keeps what is typed.
  const { draft, setDraft, sent } = useTypedDraft(value, () => value);
  const search = useCallback(
    (text: string) => {
      // Enter on the search already shown changes no URL: no echo to wait for.
      if (text !== value) sent(text);
      onSearch(text);
    },
    [sent, onSearch, value],
  );
  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = setTimeout(() => search(draft.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [draft, value, search, delayMs]);
  return (
    <form
      role="search"
      className="catalog-field catalog-search-box"
      onSubmit={(event) => {
        event.preventDefault();
        search(draft.trim());
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" name="q" maxLength={maxLength} autoComplete="off" placeholder={placeholder} value={draft} onChange={(event) => setDraft(event.target.value)} />
    </form>
  );
}
