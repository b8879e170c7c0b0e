// The contact form's own behaviour: messages beside the fields, focus, nothing typed lost, the
// translated messages, and the offline answer (there is no backend here, so a send fails as it
// does offline). A message really stored, and the rate limit, are the end-to-end suite's.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RenderOptions } from '@utsav/shared/testing/render-with-providers';
import { renderShellPage } from '../../../testing/render-shell-page';
import ContactPage from './contact-page';

// Labels of optional fields end in "(optional)".
const field = (label: RegExp) => screen.getByLabelText(label);
const render = (options: RenderOptions = {}) => renderShellPage(<ContactPage />, { at: '/contact', ...options });

describe('the contact form', () => {
  it('explains bad input beside each field, focuses the first to fix, keeps what was typed, and clears a fixed field', async () => {
    const { user } = await render();
    await user.type(field(/^Full name/), 'R');
    await user.type(field(/^Email address/), 'ravi@');
    await user.type(field(/^Mobile number/), '12345');
    await user.type(field(/^Your message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    // The form checks asynchronously (as register-page.test.tsx says): the first message is awaited, the rest are there with it.
    await vi.waitFor(() => expect(field(/^Full name/)).toHaveAccessibleDescription('Your name should be 2 to 120 characters.'));
    expect(field(/^Email address/)).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    expect(field(/^Mobile number/)).toHaveAccessibleDescription(/Enter a valid 10-digit Indian mobile number starting with 6, 7, 8 or 9\.$/);
    expect(field(/^Your message/)).toHaveAccessibleDescription(/Please write at least 10 characters so we can help\.$/);
    for (const label of [/^Full name/, /^Email address/, /^Mobile number/, /^Your message/]) expect(field(label)).toBeInvalid();
    // The optional subject left empty is fine.
    expect(field(/^Subject/)).toBeValid();
    await vi.waitFor(() => expect(field(/^Full name/)).toHaveFocus());
    expect(field(/^Email address/)).toHaveValue('ravi@');
    expect(field(/^Your message/)).toHaveValue('Hi');
    // Nothing was sent: no answer of any kind.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();

    // Fixing a field clears its message at once; the others wait for theirs.
    await user.type(field(/^Full name/), 'avi Kumar');
    await vi.waitFor(() => expect(field(/^Full name/)).toBeValid());
    expect(screen.queryByText('Your name should be 2 to 120 characters.')).not.toBeInTheDocument();
    expect(field(/^Email address/)).toBeInvalid();
  });

  it('names the missing fields in Hindi for a Hindi visitor', async () => {
    const { user } = await render({ language: 'hi' });
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('कृपया अपना नाम लिखें।')).toBeVisible();
    expect(screen.getByText('कृपया अपना ईमेल पता लिखें।')).toBeVisible();
    expect(screen.getByText('कृपया अपना संदेश लिखें।')).toBeVisible();
  });

  it('says so when Utsav cannot be reached, and keeps the message to send again', async () => {
    const { user } = await render();
    const message = 'Please call me back about a griha pravesh pooja next month.';
    await user.type(field(/^Full name/), 'Ananya Iyer');
    await user.type(field(/^Email address/), 'ananya@example.in');
    await user.type(field(/^Your message/), message);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't reach Utsav just now.");
    // The result takes focus from an effect, which may run a moment after the alert is in the page.
    await vi.waitFor(() => expect(alert).toHaveFocus());
    expect(field(/^Your message/)).toHaveValue(message);
    expect(field(/^Full name/)).toHaveValue('Ananya Iyer');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
