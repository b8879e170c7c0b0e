// A sign-in or an emailed link begun on a language address comes back to that language's callback.
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@utsav/shared/i18n/i18n';
import { startLanguageUrls } from '@utsav/shared/i18n/language-path';
import { callbackUrl } from './email-links';
import { callbackAddress } from './oauth';

describe('the callback address', () => {
  it("is the bare callback in English and the language's callback in another, the return path riding along", async () => {
    window.history.replaceState(null, '', '/auth/login');
    startLanguageUrls();
    await changeLanguage('en');
    expect(callbackAddress()).toBe(`${window.location.origin}/auth/callback`);
    window.history.replaceState(null, '', '/ta/auth/forgot-password');
    await changeLanguage('ta');
    expect(callbackAddress()).toBe(`${window.location.origin}/ta/auth/callback`);
    expect(callbackUrl('/bundles')).toBe(`${window.location.origin}/ta/auth/callback?redirect=%2Fbundles`);
  });
});
