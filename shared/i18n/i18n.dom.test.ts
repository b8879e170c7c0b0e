import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@utsav/shared/i18n/languages';

// The i18n instance and its registry live in the module: each test starts from a fresh one.
const freshI18n = async () => {
  vi.resetModules();
  return import('@utsav/shared/i18n/i18n');
};

// A switch saves the choice in storage and in the cookie, which the next fresh instance would start in.
afterEach(() => {
  localStorage.clear();
  document.cookie = 'utsav.lang=; path=/; max-age=0';
});

/** A loader whose files arrive only when the test lets them. */
function gatedLoader(name: string) {
  const gates = new Map<Language, () => void>();
  const loader = (language: Language) =>
    new Promise<{ default: Record<string, string> }>((resolve) => {
      const open = () => resolve({ default: { title: `${name} in ${language}` } });
      if (language === 'en') open();
      else gates.set(language, open);
    });
  return { loader, open: (language: Language) => gates.get(language)?.() };
}

describe('i18n namespaces', () => {
  it('a switch loads every registered namespace in the new language before it happens', async () => {
    const { changeLanguage, currentLanguage, i18n, registerNamespace } = await freshI18n();
    const page = gatedLoader('page-a');
    await registerNamespace('page-a', page.loader);
    const switching = changeLanguage('ta');
    await Promise.resolve();
    expect(currentLanguage()).toBe('en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    page.open('ta');
    await switching;
    expect(currentLanguage()).toBe('ta');
    expect(i18n.t('title', { ns: 'page-a' })).toBe('page-a in ta');
  });

  // A page seen before its JavaScript ran: the visitor picked Hindi, and the page's lazy chunk
  // registered its namespace while the switch was still loading the others (CI saw the policy
  // page switch its header to Hindi and keep its text in English).
  it('a namespace registered while a switch is loading is loaded in the new language too', async () => {
    const { changeLanguage, currentLanguage, i18n, registerNamespace } = await freshI18n();
    const header = gatedLoader('header');
    await registerNamespace('header', header.loader);
    const switching = changeLanguage('hi');
    await new Promise((resolve) => setTimeout(resolve, 0));

    const page = gatedLoader('policy');
    const registering = registerNamespace('policy', page.loader);
    await new Promise((resolve) => setTimeout(resolve, 0));
    header.open('hi');
    await switching;
    page.open('hi');
    await registering;

    expect(currentLanguage()).toBe('hi');
    expect(i18n.t('title', { ns: 'policy' })).toBe('policy in hi');
  });
});

describe('the language switcher in the shell', () => {
  it("moves to the language's address once the translations are in, before the switch, and saves the choice", async () => {
    const { currentLanguage, registerNamespace, switchLanguage } = await freshI18n();
    const { onLanguageAddressChange, startLanguageUrls } = await import('@utsav/shared/i18n/language-path');
    window.history.replaceState(null, '', '/about?x=1');
    startLanguageUrls();
    const page = gatedLoader('page');
    await registerNamespace('page', page.loader);
    const moves: { target: string; language: string }[] = [];
    const stop = onLanguageAddressChange((target) => moves.push({ target, language: currentLanguage() }));
    const switching = switchLanguage('kn');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(moves).toEqual([]);
    page.open('kn');
    await switching;
    expect(moves).toEqual([{ target: '/kn/about?x=1', language: 'en' }]);
    expect(currentLanguage()).toBe('kn');
    expect(localStorage.getItem('utsav.lang')).toBe('kn');
    stop();
    window.history.replaceState(null, '', '/');
  });
});
