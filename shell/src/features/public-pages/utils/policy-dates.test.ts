import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@utsav/shared/i18n/languages';
import { LOCALE } from '@utsav/shared/i18n/format';
import en from '../../../locales/policy-chrome/en.json';
import hi from '../../../locales/policy-chrome/hi.json';
import kn from '../../../locales/policy-chrome/kn.json';
import ta from '../../../locales/policy-chrome/ta.json';
import te from '../../../locales/policy-chrome/te.json';
import { EFFECTIVE_DATE, type PolicyKey } from './policy-dates';

const CHROME = { en, hi, ta, te, kn };

describe('the policies\' "last updated" dates', () => {
  it('are, in every language, each policy\'s date as Intl writes it in that language', () => {
    for (const language of LANGUAGES) {
      const format = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' });
      for (const policy of Object.keys(EFFECTIVE_DATE) as PolicyKey[])
        expect(CHROME[language].effectiveDate[policy], `${policy} in ${language}`).toBe(format.format(new Date(`${EFFECTIVE_DATE[policy]}T00:00:00Z`)));
    }
  });
});
