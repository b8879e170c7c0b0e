import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { categoryNameKey, SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import { dataWord } from '@utsav/shared/i18n/data-words';
import english from '@utsav/shared/locales/en.json';
import tamil from '@utsav/shared/locales/ta.json';

const translator = async (language: 'en' | 'ta') => {
  const i18n = createInstance();
  await i18n.init({ lng: language, fallbackLng: 'en', resources: { en: { common: english }, ta: { common: tamil } }, defaultNS: 'catalog', keySeparator: '.', nsSeparator: ':' }); // the separators i18n.ts sets explicitly
  return i18n.t;
};

describe('translated data words', () => {
  it('says each category’s name once, in the common namespace, for every category of the list', () => {
    expect(Object.keys(english.categories).sort()).toEqual(SERVICE_CATEGORIES.map((c) => c.key).sort());
  });

  it('translates a category name, a city, a language, a tradition and a cuisine from any namespace', async () => {
    const t = await translator('ta');
    expect(t(categoryNameKey('functionHall'))).toBe('திருமண மண்டபங்கள்');
    expect(dataWord(t, 'cities', 'Chennai')).toBe('சென்னை');
    expect(dataWord(t, 'languages', 'Sanskrit')).toBe('சமஸ்கிருதம்');
    expect(dataWord(t, 'traditions', 'Tamil Iyer')).toBe('தமிழ் ஐயர்');
    expect(dataWord(t, 'cuisines', 'Tamil Nadu')).toBe('தமிழ்நாட்டு உணவு');
  });

  it('shows a word nobody translated yet as written, even one that looks like a key path', async () => {
    const t = await translator('ta');
    expect(dataWord(t, 'cities', 'Mysuru')).toBe('Mysuru');
    expect(dataWord(t, 'cities', 'T. Nagar')).toBe('T. Nagar');
  });
});
