import { LANGUAGE_STORAGE_KEY, isLanguage, toLanguage, type Language } from '@utsav/shared/i18n/languages';

// The spec's order: the saved choice first, then the browser's languages, then English.
// (A dozen lines instead of a 2 KB detector plugin on every cold load.)
export function detectLanguage(): Language {
  const saved = readSaved();
  if (saved) return saved;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const match = preferred.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage);
  return toLanguage(match);
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

function readSaved(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

