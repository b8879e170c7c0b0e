import { useTranslation } from 'react-i18next';
import { toLanguage } from '@utsav/shared/i18n/languages';

/** The reader's language; re-renders the blog when it changes anywhere on the page. */
export function useBlogLanguage() {
  const { t, i18n } = useTranslation('blog');
  return { t, language: toLanguage(i18n.resolvedLanguage ?? i18n.language) };
}
