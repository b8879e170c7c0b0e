import { useState } from 'react';
import { toAppError, type AppError } from '@utsav/shared/supabase/app-error';
import { sendContactMessage } from '../api/send-contact-message';
import type { ContactRow } from '../contact-schema';

export type SendState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; error: AppError };

/** Sends one contact message; `reset` goes back to an empty form after a success. */
export function useSendContactMessage() {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const send = async (row: ContactRow): Promise<AppError | undefined> => {
    setState({ status: 'sending' });
    try {
      await sendContactMessage(row);
      setState({ status: 'sent' });
      return undefined;
    } catch (thrown) {
      const error = toAppError(thrown);
      setState({ status: 'failed', error });
      return error;
    }
  };
  return { state, send, reset: () => setState({ status: 'idle' }) };
}
