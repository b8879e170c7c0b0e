import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveChange, LiveRowsOptions } from '@utsav/shared/realtime/use-live-rows';
import type { NotificationRow } from '../api/notification';
import type { NotificationsState } from '../utils/notification-state';
import { useNotificationFeed } from './use-notification-feed';

// The channel itself is the shared hook's (tested there); what matters here is what a change does.
const live = vi.hoisted(() => ({ options: undefined as LiveRowsOptions<NotificationRow, NotificationsState> | undefined }));
vi.mock('@utsav/shared/realtime/use-live-rows', () => ({
  useLiveRows: (options: LiveRowsOptions<NotificationRow, NotificationsState>) => {
    live.options = options;
  },
}));

const row = (type: string, template: string | null = null): NotificationRow =>
  ({
    id: `n-${type}-${template ?? ''}`, user_id: 'user-1', title: 'Title', message: 'Message', type, read: false, link: null,
    created_at: '2026-11-28T09:00:00Z', template, params: {},
  }) as unknown as NotificationRow;

function setup() {
  const queryClient = new QueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  renderHook(() => useNotificationFeed('user-1'), { wrapper });
  const apply = (change: LiveChange<NotificationRow>) => live.options!.apply({ items: [], unread: 0 }, change);
  return { invalidated, apply };
}

describe('useNotificationFeed', () => {
  it('re-reads the user\'s type and provider status when news of their application arrives', async () => {
    const { invalidated, apply } = setup();
    const next = apply({ type: 'INSERT', row: row('provider', 'provider.approved') });
    // The bell shows it as any other notification.
    expect(next?.unread).toBe(1);
    await Promise.resolve();
    expect(invalidated).toEqual([['auth', 'user-type', 'user-1'], ['auth', 'provider-status', 'user-1'], ['provider', 'my-application', 'user-1']]);
  });

  it('leaves them alone for other notifications and for a provider notification read elsewhere', async () => {
    const { invalidated, apply } = setup();
    apply({ type: 'INSERT', row: row('booking', 'booking.confirmed') });
    apply({ type: 'INSERT', row: row('chat') });
    apply({ type: 'UPDATE', row: { ...row('provider'), read: true }, old: {} });
    await Promise.resolve();
    expect(invalidated).toEqual([]);
  });
});
