import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetryQuery } from '@utsav/shared/query/query-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

describe('query policy', () => {
  it('retries other failures at most twice', () => {
    const error = new Error('Failed to fetch');
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
  });

  it('never retries when the error mentions auth or 401', () => {
    expect(shouldRetryQuery(0, new Error('JWT expired: Auth session missing'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('Request failed with status 401'))).toBe(false);
    expect(shouldRetryQuery(0, 'AuthApiError')).toBe(false);
  });

  it('never retries a refusal the backend gave a key for', () => {
    expect(shouldRetryQuery(0, toAppError({ code: '42501', message: 'permission denied for table profiles' }))).toBe(false);
    expect(shouldRetryQuery(0, toAppError({ code: '', message: 'TypeError: Failed to fetch' }))).toBe(true);
  });

  it('keeps data fresh for five minutes, ignores window focus and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(5 * 60 * 1000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
