import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, rememberLanguage } from '@utsav/shared/i18n/language-detection';
import { languageAddressMover, switchTarget } from '@utsav/shared/i18n/language-path';
import { FALLBACK_LANGUAGE, LANGUAGES, toLanguage, type Language } from '@utsav/shared/i18n/languages';

type Messages = Record<string, unknown>;
/** Loads one language of a namespace: `(lang) => import(`./locales/${lang}.json`)` gives a chunk each. */
export type NamespaceLoader = (language: Language) => Promise<{ default: Messages } | Messages>;

/** The browser's only i18n instance: the shell and every remote translate through it. */
export const i18n: I18n = i18next.createInstance();

const namespaces = new Map<string, NamespaceLoader>();
const bundled = new Map<string, Messages>();
let initialising: Promise<unknown> | undefined;
/** The language a switch in progress is loading (changeLanguage), until it has switched. */
let switchingTo: Language | undefined;

function init(): Promise<unknown> {
  initialising ??= i18n
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: [],
      resources: {},
      partialBundledLanguages: true,
      // React escapes what it renders; no translation reaches the page as raw HTML.
      interpolation: { escapeValue: false },
      // i18next's defaults, said explicitly: unset, every t() call first tests its key against a
      // pattern for natural-language keys, ~50 ms of a category page's hydration at 4x CPU (issue 27).
      // Our keys are paths ("data.traditions.Tamil Iyer" included), which both modes read alike.
      keySeparator: '.',
      nsSeparator: ':',
      react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
      returnNull: false,
    })
    .then(() => syncDocumentLanguage(currentLanguage()));
  return initialising;
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

function syncDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

async function loadBundle(ns: string, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, ns)) return;
  const inBundle = language === FALLBACK_LANGUAGE ? bundled.get(ns) : undefined;
  if (inBundle) {
    i18n.addResourceBundle(language, ns, inBundle, true, true);
    return;
  }
  const loader = namespaces.get(ns);
  if (!loader) return;
  const loaded = await loader(language);
  const messages = ('default' in loaded ? loaded.default : loaded) as Messages;
  i18n.addResourceBundle(language, ns, messages, true, true);
}

/**
 * Each app brings its own namespace. Only English (the fallback) and the current
 * language are fetched; others arrive when the user switches. `english`, when given, is
 * the English messages already in the caller's bundle: namespaces the first render needs
 * pass it, so an English first visit waits for no translation file at all.
 */
export async function registerNamespace(ns: string, loader: NamespaceLoader, english?: Messages): Promise<void> {
  namespaces.set(ns, loader);
  if (english) bundled.set(ns, english);
  await init();
  // A switch already under way took its list of namespaces before this one came: this one loads
  // the language it is switching to as well, or the page would stay in English after the switch.
  const languages = new Set([FALLBACK_LANGUAGE, currentLanguage()]);
  if (switchingTo) languages.add(switchingTo);
  await Promise.all([...languages].map((language) => loadBundle(ns, language)));
}

/**
 * Loads every namespace in the new language first, so the switch has no untranslated flash;
 * `beforeSwitch` runs once they are in, just before the switch.
 */
export async function changeLanguage(language: Language, beforeSwitch?: () => void): Promise<void> {
  switchingTo = language;
  try {
    await init();
    await Promise.all([...namespaces.keys()].map((ns) => loadBundle(ns, language)));
    beforeSwitch?.();
    await i18n.changeLanguage(language);
  } finally {
    if (switchingTo === language) switchingTo = undefined;
  }
  rememberLanguage(language);
  syncDocumentLanguage(language);
}

/**
 * The language switcher's choice. In the shell, every language has its address (`/hi/...`, English
 * bare): the page switches, then the shell's router moves to the same page at the new language's
 * address with no reload (a page with no router to move yet loads that address). Elsewhere (a
 * standalone remote) it switches in place, as `changeLanguage`.
 */
export async function switchLanguage(language: Language): Promise<void> {
  const target = typeof window === 'undefined' ? undefined : switchTarget(language, window.location);
  if (!target) return changeLanguage(language);
  const move = languageAddressMover();
  if (!move) {
    rememberLanguage(language);
    window.location.assign(target);
    return;
  }
  // The address moves once the translations are in and before the pages re-render in the new
  // language, so what they write from the address (the canonical link) names the new one.
  await changeLanguage(language, () => move(target));
}
