// A card's strings follow the page's language, as react-i18next's hook made them do.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { Rating } from '../components/rating';

const prepare = [() => registerNamespace('catalog', (language) => import(`../locales/${language}.json`))];

describe('useCachedTranslation', () => {
  it('renders the cards again in the language the reader switches to', async () => {
    await renderWithProviders(<Rating average={4.6} count={12} />, { prepare, language: 'en' });
    const english = screen.getByRole('img').getAttribute('aria-label');
    expect(english).toMatch(/12 reviews/);
    await act(() => changeLanguage('hi'));
    const hindi = screen.getByRole('img').getAttribute('aria-label');
    expect(hindi).not.toBe(english);
    expect(hindi).toContain('12');
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(english);
  });
});
