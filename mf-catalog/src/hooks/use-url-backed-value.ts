import { useState } from 'react';

/**
 * A control's value that follows the URL but shows the user's choice at once: the router
 * applies a URL change in a transition, and a controlled <select>/checkbox would otherwise
 * snap back to the old value until that render lands.
 */
export function useUrlBackedValue<T>(urlValue: T): [T, (next: T) => void] {
  const [value, setValue] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  if (seen !== urlValue) {
    setSeen(urlValue);
    setValue(urlValue);
  }
  return [value, setValue];
}
