import { describe, expect, it } from 'vitest';
import errorsEnglish from '@utsav/shared/locales/errors/en.json';
import { AppError, throwIfError, toAppError, toAppErrorFromFunction } from '@utsav/shared/supabase/app-error';
import { ERROR_KEYS } from '@utsav/shared/supabase/error-keys';

describe('toAppError', () => {
  it('takes the key from a PostgREST hint and field and params from its JSON detail', () => {
    const error = toAppError({
      code: 'PT409',
      message: 'payment still at the gateway',
      hint: 'payment_in_flight',
      details: '{"field":"booking_id","params":{"count":2}}',
    });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ key: 'payment_in_flight', code: 'PT409', field: 'booking_id', params: { count: 2 } });
    expect(error.hint).toBe('payment_in_flight');
    expect(error.message).toBe('payment still at the gateway');
  });

  it('reads a flat detail object as field plus params', () => {
    const error = toAppError({ code: '23514', message: 'x', hint: 'contact_rate_limited', details: '{"field":"guest_count","max":50}' });
    expect(error).toMatchObject({ field: 'guest_count', params: { max: 50 } });
  });

  it('falls back by code when the hint is not a key', () => {
    expect(toAppError({ code: '42501', message: 'permission denied', hint: '', details: '' }).key).toBe('forbidden');
    expect(toAppError({ code: '57014', message: 'canceling statement due to statement timeout' }).key).toBe('timeout');
    expect(toAppError({ code: '23514', message: 'check violated', hint: 'Some English advice' }).key).toBe('unexpected');
    expect(toAppError({ code: 'PT429', message: 'slow down' }).key).toBe('rate_limited');
  });

  it('knows a fetch that never got an answer', () => {
    expect(toAppError({ code: '', message: 'TypeError: Failed to fetch', details: '', hint: '' }).key).toBe('network');
    expect(toAppError({ name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 }).key).toBe('network');
    expect(toAppError(new TypeError('Failed to fetch')).key).toBe('network');
    expect(toAppError({ name: 'AuthUnknownError', message: 'Bad gateway', status: 503 }).key).toBe('network');
  });

  it('maps auth error codes and keeps the status', () => {
    const error = toAppError({ name: 'AuthApiError', code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' });
    expect(error).toMatchObject({ key: 'invalid_credentials', code: 'invalid_credentials', status: 400 });
  });

  it.each([
    ['invalid_credentials', 'invalid_credentials'],
    ['email_not_confirmed', 'email_not_confirmed'],
    ['user_already_exists', 'email_in_use'],
    ['email_exists', 'email_in_use'],
    ['weak_password', 'weak_password'],
    ['current_password_required', 'current_password_required'],
    ['current_password_invalid', 'current_password_invalid'],
    ['same_password', 'same_password'],
    ['over_email_send_rate_limit', 'rate_limited'],
    ['over_request_rate_limit', 'rate_limited'],
    ['over_sms_send_rate_limit', 'rate_limited'],
    ['otp_expired', 'otp_invalid'],
  ])('auth code %s -> %s', (code, key) => {
    expect(toAppError({ name: 'AuthApiError', code, status: 400, message: 'English' }).key).toBe(key);
  });

  it('turns anything else into unexpected', () => {
    expect(toAppError(undefined).key).toBe('unexpected');
    expect(toAppError('boom').key).toBe('unexpected');
  });
});

describe('toAppErrorFromFunction', () => {
  it('reads the key of an Edge Function\'s JSON answer, as hint or as `error`', async () => {
    const answer = (body: unknown, status: number) => Object.assign(new Error('Edge Function returned a non-2xx status code'), {
      name: 'FunctionsHttpError', context: new Response(JSON.stringify(body), { status }) });
    expect((await toAppErrorFromFunction(answer({ error: 'payment_verification_failed' }, 400))).key).toBe('payment_verification_failed');
    expect((await toAppErrorFromFunction(answer({ hint: 'slot_taken', code: '23P01' }, 400))).key).toBe('slot_taken');
    const unknown = await toAppErrorFromFunction(answer({ error: 'not-a-key' }, 403));
    expect([unknown.key, unknown.status]).toEqual(['forbidden', 403]);
  });
});

describe('throwIfError', () => {
  it('returns the data or throws an AppError', () => {
    expect(throwIfError({ data: [1], error: null })).toEqual([1]);
    expect(() => throwIfError({ data: null, error: { code: '42501', message: 'no' }, status: 403 })).toThrowError(AppError);
  });
});

describe('error keys', () => {
  it('are all translated in English (pnpm check:i18n checks the other four languages)', () => {
    for (const key of ERROR_KEYS) expect(errorsEnglish).toHaveProperty([key]);
  });
});
