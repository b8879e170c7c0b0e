import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/account/en.json';
import hi from '../../../locales/account/hi.json';
import { formatDate } from '@utsav/shared/i18n/format';
import { notificationText } from './notification-text';

async function translator(language: 'en' | 'hi') {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { en: { account: en }, hi: { account: hi } }, defaultNS: 'account', interpolation: { escapeValue: false } });
  return [(key: string, values?: Record<string, string>) => i18n.t(key, values ?? {}), (key: string) => i18n.exists(key)] as const;
}

const written = { title: 'Holiday notice', message: 'We are closed on Diwali.', template: null, params: {} };

describe('a notification in the reader\'s language', () => {
  it('words a template with its values', async () => {
    const [t, exists] = await translator('hi');
    const text = notificationText({ ...written, template: 'review.received', params: { name: 'Asha', rating: 4 } }, t, exists);
    expect(text).toEqual({ title: 'नई समीक्षा', message: 'Asha ने आपको 5 में से 4 रेटिंग दी।' });
  });

  it('quotes a message as written, and adds the reason an admin typed', async () => {
    const [t, exists] = await translator('en');
    expect(notificationText({ ...written, template: 'chat.fromName', params: { name: 'Lakshmi Caterers', body: 'Can we talk <b>today</b>?' } }, t, exists)).toEqual({
      title: 'New message from Lakshmi Caterers',
      message: 'Can we talk <b>today</b>?',
    });
    expect(notificationText({ ...written, template: 'provider.rejected', params: { business: 'Ravi Studio', reason: 'Photos missing' } }, t, exists).message).toBe(
      'Ravi Studio was not approved. Reason: Photos missing',
    );
  });

  it('words the admin remote\'s notices (issue 26) with the admin\'s reason', async () => {
    const [t, exists] = await translator('hi');
    expect(notificationText({ ...written, template: 'provider.needsInfo', params: { business: 'Ravi Studio', reason: 'PAN photo is blurred' } }, t, exists)).toEqual({
      title: 'और जानकारी चाहिए',
      message: 'Ravi Studio को स्वीकृत करने से पहले हमें और जानकारी चाहिए। अपना आवेदन अपडेट करें और फिर से जमा करें। कारण: PAN photo is blurred',
    });
    const [en, enExists] = await translator('en');
    expect(notificationText({ ...written, template: 'booking.supportCancelled', params: { code: 'UTS-ABCDEF', what: 'Wedding catering', reason: 'Provider suspended' } }, en, enExists)).toEqual({
      title: 'Booking cancelled by Utsav',
      message: 'Utsav support cancelled booking UTS-ABCDEF (Wedding catering). Everything you paid will be refunded in full. Reason: Provider suspended',
    });
    expect(notificationText({ ...written, template: 'review.hidden', params: { reason: 'Personal details' } }, en, enExists).title).toBe('Your review is hidden');
    expect(notificationText({ ...written, template: 'account.suspended', params: { reason: 'Abusive messages' } }, en, enExists).message).toBe(
      'Your Utsav account is suspended: you cannot request bookings or send messages. Reason: Abusive messages',
    );
  });

  it('keeps the written text without a template, or with one this build does not know', async () => {
    const [t, exists] = await translator('hi');
    expect(notificationText(written, t, exists)).toEqual({ title: written.title, message: written.message });
    expect(notificationText({ ...written, template: 'booking.somethingNew', params: { code: 'UTS-1' } }, t, exists)).toEqual({
      title: written.title,
      message: written.message,
    });
  });

  it('words a booking\'s event day in the reader\'s language, with its code', async () => {
    const [t, exists] = await translator('hi');
    const params = { code: 'UTS-7K2M9Q', what: 'Griha Pravesh Pooja', date: '2026-12-05', time: '10:00', guests: 40, provider: 'Shubh Utsav Events' };
    const text = notificationText({ ...written, template: 'booking.received', params }, t, exists, (day) => formatDate(day, 'hi'));
    expect(text.title).toBe('नया बुकिंग अनुरोध');
    expect(text.message).toContain('UTS-7K2M9Q');
    expect(text.message).toContain(formatDate('2026-12-05', 'hi'));
    expect(text.message).not.toContain('2026-12-05');
  });
});
