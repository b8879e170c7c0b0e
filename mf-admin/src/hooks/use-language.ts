import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '@utsav/shared/i18n/languages';

/** The reader's language, re-rendering the page when it changes (dates and numbers follow it). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}
