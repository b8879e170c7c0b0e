// For component tests (the admin pages without a server): answers adminRpc by function name, as
// the database would for that call, and records every call so a test can check the arguments.
import { vi } from 'vitest';
import { AppError } from '@utsav/shared/supabase/app-error';
import type { ErrorKey } from '@utsav/shared/supabase/error-keys';
import { adminRpc } from './admin-rpc';

type Args = Record<string, unknown>;
type Answer = ((args: Args) => unknown) | object | string | number | boolean | null;

/** `adminRpc` answering from `answers` (a value, or a function of the arguments); any other function is refused as the database would refuse an unknown one. */
export function stubAdminRpc(answers: Record<string, Answer>) {
  vi.mocked(adminRpc).mockReset().mockImplementation(async (fn: string, args?: Record<string, unknown>) => {
    if (!(fn in answers)) throw new AppError({ key: 'unexpected', code: 'XX000', message: `no stub for ${fn}` });
    const answer = answers[fn];
    const value = typeof answer === 'function' ? (answer as (args: Record<string, unknown>) => unknown)(args ?? {}) : answer;
    return (await value) as never;
  });
}

/** The arguments of every call of `fn`, in order. */
export const callsOf = (fn: string) => vi.mocked(adminRpc).mock.calls.filter(([name]) => name === fn).map(([, args]) => args);

/** A refusal as the database sends it: the hint is the key the page translates. */
export const refusal = (key: ErrorKey) => new AppError({ key, code: '23514', message: key, hint: key });
