/**
 * One text box's draft in this tab's session storage, by a key the form names (its user and what
 * it is about): kept across a reload or a failed send, gone with the tab, cleared once sent, as
 * the booking request keeps its draft. Storage may be blocked (private mode): the box then works
 * without.
 */
export function loadTextDraft(key: string): string {
  try {
    const saved = sessionStorage.getItem(key);
    return typeof saved === 'string' ? saved : '';
  } catch {
    return '';
  }
}

export function saveTextDraft(key: string, text: string): void {
  try {
    if (text) sessionStorage.setItem(key, text);
    else sessionStorage.removeItem(key);
  } catch {
    /* storage blocked or full: the box still holds what was typed */
  }
}

export function clearTextDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    /* nothing was kept */
  }
}
