// The messages widget without a server (the api functions are the seam; Realtime is stubbed):
// list states, a thread with its booking, masking note and ticks, the draft through a remount,
// and the outbox: a message sent offline shows "Not sent" and goes out once when back online.
// Sending for real, live in two browsers, is the end-to-end suite's.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { AppError } from '@utsav/shared/supabase/app-error';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { uploadAttachment } from '../api/attachments';
import { listConversations, markConversationRead } from '../api/conversations';
import { listMessages, sendMessage } from '../api/messages';
import type { Attachment, ConversationSummary, Message } from '../api/types';
import { MessagesWidget } from './messages-widget';

vi.mock('@utsav/shared/realtime/use-live-rows', () => ({ useLiveRows: vi.fn() }));
vi.mock('../hooks/use-typing', () => ({ useTyping: () => ({ othersTyping: false, typed: vi.fn() }) }));
vi.mock('../api/conversations', async (original) => ({
  ...(await original()),
  listConversations: vi.fn(),
  markConversationRead: vi.fn(async () => null),
}));
vi.mock('../api/attachments', async (original) => ({
  ...(await original()),
  uploadAttachment: vi.fn(),
  signedAttachmentUrl: vi.fn(async (path: string) => `http://storage.test/signed/${path}?token=t`),
}));
vi.mock('../api/messages', async (original) => ({ ...(await original()), listMessages: vi.fn(), sendMessage: vi.fn() }));

const ASHA = { id: 'a0000000-0000-4000-8000-0000000000f3', email: 'asha@example.in' };
const prepare = [() => registerNamespace('messages', (language) => import(`../../../locales/${language}.json`))];

const conversation: ConversationSummary = {
  id: 'c1',
  role: 'customer',
  customer_id: ASHA.id,
  provider_id: 'p1',
  other_name: 'Sri Lakshmi Caterers',
  booking_id: 'b1',
  tracking_code: 'UTS-4K7Q2M',
  booking_status: 'requested',
  last_at: '2026-11-28T07:00:00Z',
  last_body: 'Yes, Jain food is possible.',
  unread: 2,
};
const theirs: Message = {
  id: 'm1',
  conversation_id: 'c1',
  sender_id: 'provider-user',
  body: 'Call me on ***',
  created_at: '2026-11-28T06:59:00Z',
  read_at: null,
  masked: true,
};
const mine: Message = { id: 'm0', conversation_id: 'c1', sender_id: ASHA.id, body: 'Can you do Jain food?', created_at: '2026-11-28T06:58:00Z', read_at: '2026-11-28T06:58:30Z' };

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
  document.title = 'My Profile · Utsav';
  vi.mocked(listConversations).mockReset().mockResolvedValue([conversation]);
  vi.mocked(listMessages).mockReset().mockResolvedValue([mine, theirs]);
  vi.mocked(sendMessage).mockReset();
  vi.mocked(markConversationRead).mockClear();
});
afterEach(() => setOnline(true));

describe('the messages widget', () => {
  it('lists conversations with the other party, booking, last message and unread count, and counts unread in the tab title', async () => {
    await renderWithProviders(<MessagesWidget side="customer" />, { user: ASHA, prepare });
    const row = await screen.findByRole('button', { name: /Sri Lakshmi Caterers/ });
    expect(row).toHaveTextContent('Booking UTS-4K7Q2M · Requested');
    expect(row).toHaveTextContent('Yes, Jain food is possible.');
    expect(within(row).getByLabelText('2 unread messages')).toHaveTextContent('2');
    expect(document.title).toBe('(2) My Profile · Utsav');
  });

  it('says so when there are no conversations, and offers Retry when they cannot be loaded', async () => {
    vi.mocked(listConversations).mockResolvedValueOnce([]);
    const { unmount } = await renderWithProviders(<MessagesWidget side="customer" />, { user: ASHA, prepare });
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
    unmount();

    vi.mocked(listConversations).mockRejectedValue(new AppError({ key: 'network', code: '', message: 'down' }));
    const { user } = await renderWithProviders(<MessagesWidget side="customer" />, { user: ASHA, prepare });
    const retry = await screen.findByRole('button', { name: /Retry/ }, { timeout: 5000 });
    vi.mocked(listConversations).mockResolvedValue([conversation]);
    await user.click(retry);
    expect(await screen.findByRole('button', { name: /Sri Lakshmi Caterers/ })).toBeInTheDocument();
  });

  it('shows only the side it is mounted for: a provider sees none of their own customer conversations', async () => {
    await renderWithProviders(<MessagesWidget side="provider" />, { user: ASHA, prepare });
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
  });

  it('opens a conversation: booking at the top, messages by server time, read ticks, why a number is hidden, and marks it read', async () => {
    await renderWithProviders(<MessagesWidget side="customer" conversationId="c1" />, { user: ASHA, prepare });
    expect(await screen.findByRole('heading', { name: 'Sri Lakshmi Caterers' })).toBeInTheDocument();
    expect(screen.getByText('Booking UTS-4K7Q2M · Requested')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Messages in this conversation' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.messages-bubble__body')?.textContent)).toEqual(['Can you do Jain food?', 'Call me on ***']);
    expect(within(items[0]!).getByLabelText('Read')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Contact details are hidden until a booking is confirmed');
    await vi.waitFor(() => expect(markConversationRead).toHaveBeenCalledWith('c1'));
  });

  it('keeps a draft per conversation through a remount (a reload)', async () => {
    const first = await renderWithProviders(<MessagesWidget side="customer" conversationId="c1" />, { user: ASHA, prepare });
    await first.user.type(await screen.findByLabelText('Your message'), 'Menu for 200 guests?');
    first.unmount();
    await renderWithProviders(<MessagesWidget side="customer" conversationId="c1" />, { user: ASHA, prepare });
    expect(await screen.findByLabelText('Your message')).toHaveValue('Menu for 200 guests?');
  });

  it('a message sent offline shows Not sent, and goes out exactly once with the same client id when the connection returns', async () => {
    setOnline(false);
    vi.mocked(sendMessage).mockImplementation(async (args) => ({
      id: 'm9',
      conversation_id: 'c1',
      sender_id: ASHA.id,
      body: args.body,
      created_at: '2026-11-28T08:00:00Z',
      read_at: null,
      client_id: args.clientId,
    }));
    const { user } = await renderWithProviders(<MessagesWidget side="customer" conversationId="c1" />, { user: ASHA, prepare });
    await user.type(await screen.findByLabelText('Your message'), 'Is 12 December free?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(sendMessage).not.toHaveBeenCalled();

    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(vi.mocked(sendMessage).mock.calls[0]![0]).toMatchObject({ providerId: 'p1', conversationId: 'c1', bookingId: 'b1', body: 'Is 12 December free?' });
    expect(vi.mocked(sendMessage).mock.calls[0]![0].clientId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a photo through a signed URL at its size, and sends a chosen file with the caption typed', async () => {
    const photo: Message = {
      ...theirs,
      id: 'm2',
      body: '',
      masked: false,
      created_at: '2026-11-28T07:01:00Z',
      attachment: { path: 'c1/5e0c1b8e-0f6a-4f55-9a43-0b1f1c2d3e4f.webp', name: 'menu.jpg', type: 'image/webp', size: 120_000, width: 1200, height: 900 },
    };
    vi.mocked(listMessages).mockResolvedValue([mine, photo]);
    const sent: Attachment = { path: 'c1/aaaaaaaa-0f6a-4f55-9a43-0b1f1c2d3e4f.pdf', name: 'quote.pdf', type: 'application/pdf', size: 20_000 };
    vi.mocked(uploadAttachment).mockResolvedValue(sent);
    vi.mocked(sendMessage).mockImplementation(async (args) => ({ ...mine, id: 'm10', body: args.body, attachment: args.attachment ?? null, client_id: args.clientId }));

    const { user } = await renderWithProviders(<MessagesWidget side="customer" conversationId="c1" />, { user: ASHA, prepare });
    const image = await screen.findByRole('img', { name: 'Photo: menu.jpg' });
    expect(image).toHaveAttribute('src', 'http://storage.test/signed/c1/5e0c1b8e-0f6a-4f55-9a43-0b1f1c2d3e4f.webp?token=t');
    expect(image).toHaveAttribute('width', '1200');

    await user.type(screen.getByLabelText('Your message'), 'Our quote');
    const file = new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Attach a photo or PDF'), file);
    await vi.waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(1));
    expect(uploadAttachment).toHaveBeenCalledWith('c1', file);
    expect(vi.mocked(sendMessage).mock.calls[0]![0]).toMatchObject({ conversationId: 'c1', body: 'Our quote', attachment: sent });
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('loads older messages, a page before the oldest shown, in server-time order above the rest', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 6, minute)).toISOString();
    const page = Array.from({ length: 30 }, (_, index) => ({ ...mine, id: `n${index}`, body: `Newer ${index}`, created_at: at(20 + index) }));
    const older = [{ ...mine, id: 'o1', body: 'The very first question', created_at: at(1) }];
    vi.mocked(listMessages).mockImplementation(async (_id, before) => (before ? older : page));
    const { user } = await renderWithProviders(<MessagesWidget side="customer" conversationId="c1" />, { user: ASHA, prepare });
    await user.click(await screen.findByRole('button', { name: 'Show older messages' }));
    const list = screen.getByRole('list', { name: 'Messages in this conversation' });
    await within(list).findByText('The very first question');
    expect(listMessages).toHaveBeenLastCalledWith('c1', at(20));
    const bodies = [...list.querySelectorAll('.messages-bubble__body')].map((node) => node.textContent);
    expect(bodies[0]).toBe('The very first question');
    expect(bodies.at(-1)).toBe('Newer 29');
    // A page shorter than a full one was the last: nothing older to ask for.
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });
});
