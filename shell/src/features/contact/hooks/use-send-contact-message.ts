import { useState } from 'react';
import { ContactSendError, sendContactMessage, type ContactSendFailure } from '../api/send-contact-message';
import type { ContactForm } from '../contact-validation';

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; reason: ContactSendFailure };

/** Sends one contact message; `reset` goes back to an empty form after a success. */
export function useSendContactMessage() {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const send = async (form: ContactForm) => {
    setState({ status: 'sending' });
    try {
      await sendContactMessage(form);
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'failed', reason: error instanceof ContactSendError ? error.reason : 'offline' });
    }
  };
  return { state, send, reset: () => setState({ status: 'idle' }) };
}
