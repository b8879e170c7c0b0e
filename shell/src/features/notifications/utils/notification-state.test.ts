import { describe, expect, it } from 'vitest';
import type { AppNotification, NotificationRow } from '../api/notification';
import { addNotification, applyNotificationChange, markAllRead, markRead, NOTIFICATION_LIMIT, notificationTarget } from './notification-state';

const note = (id: string, read = false, type = 'system'): AppNotification => ({
  template: null,
  params: {},
  id,
  userId: 'u',
  title: `Title ${id}`,
  message: 'Message',
  type,
  read,
  link: null,
  createdAt: new Date(2026, 0, Number(id) || 1).toISOString(),
});

describe('the bell state', () => {
  it('puts a live arrival on top, raises the count by one, and keeps at most five', () => {
    const state = { items: ['1', '2', '3', '4', '5'].map((id) => note(id, true)), unread: 0 };
    const next = addNotification(state, note('6'));
    expect(next.items.map((item) => item.id)).toEqual(['6', '1', '2', '3', '4']);
    expect(next.items).toHaveLength(NOTIFICATION_LIMIT);
    expect(next.unread).toBe(1);
  });

  it('counts an arrival once even if it is delivered twice', () => {
    const once = addNotification({ items: [], unread: 0 }, note('1'));
    expect(addNotification(once, note('1'))).toBe(once);
  });

  it('marks one read and never lets the count drop below zero', () => {
    const state = { items: [note('1'), note('2', true)], unread: 0 };
    const next = markRead(state, '1');
    expect(next?.items[0]?.read).toBe(true);
    expect(next?.unread).toBe(0);
    expect(markRead({ items: [note('1')], unread: 3 }, '1')?.unread).toBe(2);
    // Already read: nothing changes.
    expect(markRead(state, '2')).toBe(state);
  });

  it('marks all read at once, and leaves a state with nothing unread as it is', () => {
    const state = { items: [note('1'), note('2', true)], unread: 7 };
    const next = markAllRead(state);
    expect(next?.items.every((item) => item.read)).toBe(true);
    expect(next?.unread).toBe(0);
    expect(next?.items[1]).toBe(state.items[1]);
    const allRead = { items: [note('1', true)], unread: 0 };
    expect(markAllRead(allRead)).toBe(allRead);
    expect(markAllRead(undefined)).toBeUndefined();
  });

  it('opens the conversation of a chat notification (profile, or the dashboard for a provider) and follows an in-app link for others', () => {
    const id = '0b5c2a4e-7d1f-4c3b-9a8e-123456789abc';
    expect(notificationTarget({ type: 'chat', link: '/profile', params: { conversationId: id } })).toBe(`/profile?conversation=${id}`);
    expect(notificationTarget({ type: 'chat', link: '/dashboard', params: { conversationId: id } })).toBe(`/dashboard?conversation=${id}`);
    expect(notificationTarget({ type: 'chat', link: `/dashboard?conversation=${id}`, params: {} })).toBe(`/dashboard?conversation=${id}`);
    // One written before conversations were linked still opens the messages, just not one of them.
    expect(notificationTarget({ type: 'chat', link: '/dashboard', params: {} })).toBe('/dashboard');
    expect(notificationTarget({ type: 'chat', link: null, params: {} })).toBe('/profile');
    // Whatever a chat link says, it leads to one of those two pages with a well-formed id only.
    expect(notificationTarget({ type: 'chat', link: '//evil.example/dashboard', params: { conversationId: '../x' } })).toBe('/profile');
    expect(notificationTarget({ type: 'booking', link: '/track-booking?code=UTS-1', params: {} })).toBe('/track-booking?code=UTS-1');
    expect(notificationTarget({ type: 'system', link: null, params: {} })).toBeUndefined();
    expect(notificationTarget({ type: 'system', link: '//evil.example', params: {} })).toBeUndefined();
  });

  it('follows the live feed: an insert arrives on top, a read elsewhere is read here, anything else changes nothing', () => {
    const row = (id: string, read: boolean): NotificationRow => ({ id, user_id: 'u', title: `Title ${id}`, message: 'Message', type: 'system', read, link: null, created_at: '2026-01-01T00:00:00Z', template: null, params: {} });
    const state = { items: [note('1')], unread: 1 };
    const inserted = applyNotificationChange(state, { type: 'INSERT', row: row('2', false) });
    expect(inserted?.items.map((item) => item.id)).toEqual(['2', '1']);
    expect(inserted?.unread).toBe(2);
    expect(applyNotificationChange(inserted, { type: 'UPDATE', row: row('1', true), old: { id: '1' } })?.unread).toBe(1);
    expect(applyNotificationChange(state, { type: 'UPDATE', row: row('1', false), old: { id: '1' } })).toBe(state);
    expect(applyNotificationChange(state, { type: 'DELETE', old: { id: '1' } })).toBe(state);
  });
});
