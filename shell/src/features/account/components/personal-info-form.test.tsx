// The profile's personal-information form: messages beside the fields, focus, nothing typed
// lost, and a save that cannot reach the server (there is no backend here). Saving for real,
// and the language switch that follows, are the end-to-end suite's.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShellPage } from '../../../testing/render-shell-page';
import type { Profile } from '../api/profile';
import { PersonalInfoForm } from './personal-info-form';

const MEERA = { id: 'a0000000-0000-4000-8000-0000000000e1', email: 'meera@example.in' };
const profile: Profile = {
  id: MEERA.id,
  fullName: 'Meera Iyer',
  phone: '9876501234',
  city: '',
  preferredLanguage: 'en',
  createdAt: '2026-01-01T00:00:00Z',
};

const render = () =>
  renderShellPage(<PersonalInfoForm userId={MEERA.id} profile={profile} />, { at: '/profile', user: MEERA });
const field = (label: RegExp) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('the personal information form', () => {
  it('starts from the saved profile', async () => {
    await render();
    expect(field(/^Full name/)).toHaveValue('Meera Iyer');
    expect(field(/^Phone number/)).toHaveValue('9876501234');
    expect(field(/^City/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('en');
  });

  it('refuses bad input beside each field, focuses the first, and keeps what was typed', async () => {
    const { user } = await render();
    await user.clear(field(/^Full name/));
    await user.clear(field(/^Phone number/));
    await user.type(field(/^Phone number/), '12345');
    await user.type(field(/^City/), 'X');
    await user.click(save());

    // The form checks asynchronously: the first message is awaited, the rest come with it.
    await vi.waitFor(() => expect(field(/^Full name/)).toHaveAccessibleDescription('Enter your full name.'));
    expect(field(/^Phone number/)).toHaveAccessibleDescription(/Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9\.$/);
    expect(field(/^City/)).toHaveAccessibleDescription('Enter a city name of 2 to 80 characters.');
    await vi.waitFor(() => expect(field(/^Full name/)).toHaveFocus());
    expect(field(/^Phone number/)).toHaveValue('12345');
    expect(field(/^City/)).toHaveValue('X');
    // Nothing was sent.
    expect(save()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // After a first attempt, messages follow the typing.
    await user.type(field(/^Full name/), 'Meera Krishnan');
    await vi.waitFor(() => expect(field(/^Full name/)).toBeValid());
    expect(field(/^Phone number/)).toBeInvalid();
  });

  it('an empty phone is fine: it is optional', async () => {
    const { user } = await render();
    await user.clear(field(/^Phone number/));
    await user.click(save());
    expect(field(/^Phone number/)).toBeValid();
  });

  it('says so when the changes cannot be saved, and keeps them', async () => {
    const { user } = await render();
    await user.clear(field(/^Full name/));
    await user.type(field(/^Full name/), 'Meera Krishnan');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach Utsav. Check your connection and try again.");
    expect(field(/^Full name/)).toHaveValue('Meera Krishnan');
    expect(save()).toBeEnabled();
  });
});
