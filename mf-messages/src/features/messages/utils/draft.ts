/** Where a conversation's unsent text is kept (a new conversation with a provider has no id yet). */
export const draftKey = (userId: string, target: string) => `utsav.messages.draft.${userId}.${target}`;

export function readDraft(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Saves the text as typed; an empty one removes the key, so sent drafts leave nothing behind. */
export function writeDraft(key: string, text: string): void {
  try {
    if (text.trim() === '') localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // Private mode or a full storage: the draft lives as long as the page.
  }
}
