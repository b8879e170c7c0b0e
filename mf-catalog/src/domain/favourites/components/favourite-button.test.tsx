// The heart on a card when the database refuses a save: it goes back and a toast says so. Saving
// for real, and the heart of a signed-out visitor, are the end-to-end suite's (catalog-favourites.spec.ts).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { AUTH_STORAGE_KEY } from '@utsav/shared/supabase/auth-storage-key';
import { useToastStore } from '@utsav/shared/toast/toast-store';
import { addFavourite } from '../api/add-favourite';
import { listFavouriteKeys } from '../api/list-favourite-keys';
import { useSignInPrompt } from '../hooks/sign-in-prompt-store';
import { FavouriteButton } from './favourite-button';

vi.mock('../api/add-favourite', () => ({ addFavourite: vi.fn() }));
vi.mock('../api/list-favourite-keys', () => ({ listFavouriteKeys: vi.fn() }));

const prepare = [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))];
const ASHA = { id: 'a0000000-0000-4000-8000-0000000000f5', email: 'asha@example.in' };

describe('the favourite heart', () => {
  // Formerly end-to-end (catalog-favourites.spec.ts, the save request aborted in the browser).
  it('goes back and says so when the save is refused', async () => {
    vi.mocked(listFavouriteKeys).mockResolvedValue([]);
    let refuse: (error: Error) => void = () => {};
    vi.mocked(addFavourite).mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
    const { user } = await renderWithProviders(<FavouriteButton kind="service" id="c0000000-0000-4000-8000-000000001004" name="Banana Leaf Wedding Meals" />, {
      prepare,
      user: ASHA,
    });
    await vi.waitFor(() => expect(listFavouriteKeys).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Save Banana Leaf Wedding Meals to favourites' }));
    // At once, before the database answers.
    expect(await screen.findByRole('button', { name: 'Remove Banana Leaf Wedding Meals from favourites' })).toHaveAttribute('aria-pressed', 'true');
    refuse(new Error('offline'));
    expect(await screen.findByRole('button', { name: 'Save Banana Leaf Wedding Meals to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual(['Your favourites could not be updated. Please try again.']);
  });

  it('asks a signed-out visitor to sign in, and comes back to this page afterwards', async () => {
    vi.mocked(listFavouriteKeys).mockClear();
    const { user } = await renderWithProviders(<FavouriteButton kind="bundle" id="b0000000-0000-4000-8000-000000000001" name="Wedding Essentials" />, {
      prepare,
      at: '/bundles?city=Pune',
    });
    const heart = screen.getByRole('button', { name: 'Save Wedding Essentials to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(useSignInPrompt.getState().redirect).toBe(`${window.location.pathname}${window.location.search}`);
    expect(listFavouriteKeys).not.toHaveBeenCalled();
  });

  // A page of cards renders inside the click that opens it (issue 27: a warm navigation under
  // 10 ms): each heart asked the browser's storage for a session again in its own effect.
  it('looks for a stored session once for a page of hearts, not once a heart', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    try {
      await renderWithProviders(
        <ul>
          {Array.from({ length: 12 }, (_, i) => (
            <li key={i}>
              <FavouriteButton kind="service" id={`c0000000-0000-4000-8000-0000000010${String(i).padStart(2, '0')}`} name={`Service ${i}`} />
            </li>
          ))}
        </ul>,
        { prepare },
      );
      expect(screen.getAllByRole('button', { name: /^Save Service \d+ to favourites$/ })).toHaveLength(12);
      expect(getItem.mock.calls.filter(([key]) => key === AUTH_STORAGE_KEY).length).toBeLessThanOrEqual(1);
    } finally {
      getItem.mockRestore();
    }
  });
});
