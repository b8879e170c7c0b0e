// "Message" on a provider's and a service's page without a server (the api functions are the
// seam): a visitor is asked to sign in and comes back; the provider on their own page is sent to
// their messages; a customer who wrote before finds that conversation linked; an empty box says
// why beside it; a sent message opens its conversation in the profile; a draft survives a
// reload; a failed one keeps the text, and sending it again reuses its client id (send_message's
// idempotency key) so it can never arrive twice.
// The real send_message, its masking and its idempotency are supabase/tests' messaging tests.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { useToastStore } from '@utsav/shared/toast/toast-store';
import { AppError } from '@utsav/shared/supabase/app-error';
import { getMyConversationId } from '../api/get-my-conversation-id';
import { getMyProviderId } from '../api/get-my-provider-id';
import { sendMessage } from '../api/send-message';
import { MessageProviderForm } from './message-provider-form';

vi.mock('../api/send-message', () => ({ sendMessage: vi.fn() }));
vi.mock('../api/get-my-provider-id', () => ({ getMyProviderId: vi.fn() }));
vi.mock('../api/get-my-conversation-id', () => ({ getMyConversationId: vi.fn() }));

const ASHA = { id: 'a0000000-0000-4000-8000-0000000000f3', email: 'asha@example.in' };
const PROVIDER = 'b0000000-0000-4000-8000-000000000003';
const CONVERSATION = 'c0000000-0000-4000-8000-00000000000c';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const prepare = [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))];

const render = (options: { collapsed?: boolean; signedIn?: boolean } = {}) =>
  renderWithProviders(<MessageProviderForm providerId={PROVIDER} providerName="Priya Clicks" collapsed={options.collapsed} />, {
    prepare,
    user: options.signedIn === false ? undefined : ASHA,
    path: '/provider/:id',
    at: `/provider/${PROVIDER}?from=search`,
    routes: [{ path: '/profile', element: <h1>My Profile</h1> }],
  });

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.title);

beforeEach(() => {
  vi.mocked(sendMessage).mockReset();
  vi.mocked(getMyProviderId).mockReset().mockResolvedValue(null);
  vi.mocked(getMyConversationId).mockReset().mockResolvedValue(null);
  useToastStore.setState({ toasts: [] });
  sessionStorage.clear();
});

describe('MessageProviderForm', () => {
  it('asks a visitor to sign in, and brings them back to this page', async () => {
    await render({ signedIn: false });
    const link = await screen.findByRole('link', { name: 'Sign in to message Priya Clicks' });
    expect(link).toHaveAttribute('href', `/auth/login?redirect=${encodeURIComponent(`/provider/${PROVIDER}?from=search`)}`);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sends the provider on their own page to their messages instead of a box', async () => {
    vi.mocked(getMyProviderId).mockResolvedValue(PROVIDER);
    await render();
    expect(await screen.findByRole('link', { name: 'Your messages from customers are in your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(getMyProviderId).toHaveBeenCalledWith(ASHA.id);
  });

  it('says beside the box that a message is needed, and sends nothing', async () => {
    const { user } = await render();
    await user.type(await screen.findByRole('textbox', { name: 'Message Priya Clicks' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const box = screen.getByRole('textbox', { name: 'Message Priya Clicks' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Write a message first.'));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('stay hidden until you have a confirmed booking'));
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('sends the first message with a client id and opens the conversation in the profile', async () => {
    vi.mocked(sendMessage).mockResolvedValue(CONVERSATION);
    const { user, router } = await render();
    await user.type(await screen.findByRole('textbox', { name: 'Message Priya Clicks' }), '  Are you free on 6 March for a Telugu wedding?  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe(`?conversation=${CONVERSATION}`);
    expect(sendMessage).toHaveBeenCalledTimes(1);
    const args = vi.mocked(sendMessage).mock.calls[0]![0];
    expect(args).toMatchObject({ providerId: PROVIDER, body: 'Are you free on 6 March for a Telugu wedding?' });
    expect(args.clientId).toMatch(UUID);
    expect(toasts()).toEqual(['Message sent to Priya Clicks']);
  });

  it('keeps the text when sending fails; the same text again goes with the same client id, an edited one with a new one', async () => {
    vi.mocked(sendMessage).mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(CONVERSATION);
    const { user, router } = await render();
    const box = await screen.findByRole('textbox', { name: 'Message Priya Clicks' });
    await user.type(box, 'Can you do Jain food?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(toasts()).toContain('Your message could not be sent. Please try again.'));
    expect(box).toHaveValue('Can you do Jain food?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(2));
    const [first, second] = vi.mocked(sendMessage).mock.calls.map(([args]) => args);
    expect(second!.clientId).toBe(first!.clientId);

    await user.type(box, ' For 200 guests.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const third = vi.mocked(sendMessage).mock.calls[2]![0];
    expect(third.body).toBe('Can you do Jain food? For 200 guests.');
    expect(third.clientId).not.toBe(first!.clientId);
  });

  it('puts the database’s refusal of the text beside the box, and any other refusal in its own words', async () => {
    vi.mocked(sendMessage)
      .mockRejectedValueOnce(new AppError({ key: 'text_too_long', code: '23514', message: 'too long', field: 'p_body', params: { max: 4000 } }))
      .mockRejectedValueOnce(new AppError({ key: 'conversation_provider_not_approved', code: '23514', message: 'not approved' }));
    const { user } = await render();
    const box = await screen.findByRole('textbox', { name: 'Message Priya Clicks' });
    await user.type(box, 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Use at most'));
    expect(toasts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(toasts()).toEqual(['Your message could not be sent. Please try again.']));
    expect(useToastStore.getState().toasts[0]?.description).toBe('This provider cannot receive messages right now.');
    expect(box).toHaveValue('Hello?');
  });

  it('links a customer who wrote before to that conversation, beside the box', async () => {
    vi.mocked(getMyConversationId).mockResolvedValue(CONVERSATION);
    await render();
    expect(await screen.findByRole('link', { name: 'Your conversation with Priya Clicks' })).toHaveAttribute('href', `/profile?conversation=${CONVERSATION}`);
    expect(screen.getByRole('textbox', { name: 'Message Priya Clicks' })).toBeInTheDocument();
    expect(getMyConversationId).toHaveBeenCalledWith(ASHA.id, PROVIDER);
  });

  it('keeps what was typed across a reload until it is sent', async () => {
    vi.mocked(sendMessage).mockResolvedValue(CONVERSATION);
    const first = await render();
    await first.user.type(await screen.findByRole('textbox', { name: 'Message Priya Clicks' }), 'Do you cover Mysuru?');
    first.unmount();
    const { user, router } = await render();
    const box = await screen.findByRole('textbox', { name: 'Message Priya Clicks' });
    expect(box).toHaveValue('Do you cover Mysuru?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(vi.mocked(sendMessage).mock.calls[0]![0].body).toBe('Do you cover Mysuru?');
    expect(sessionStorage.getItem(`utsav.message.draft.${ASHA.id}.provider.${PROVIDER}`)).toBeNull();
  });

  it('on a service page, starts as a Message button that opens the box with the cursor in it', async () => {
    const { user } = await render({ collapsed: true });
    const button = await screen.findByRole('button', { name: 'Message Priya Clicks' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(button);
    expect(screen.getByRole('textbox', { name: 'Message Priya Clicks' })).toHaveFocus();
  });
});
