import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { sendBookingMessage } from '../api/send-booking-message';

/**
 * Sends one message about a booking; resolves to the conversation's id. The client id stays the
 * same while the text does, so Send again after a failure (whose message may have arrived, only
 * its answer lost) never sends it twice; a different text is a new message.
 */
export function useSendBookingMessage(providerId: string, bookingId: string) {
  const attempt = useRef<{ body: string; clientId: string } | null>(null);
  return useMutation({
    mutationFn: (body: string) => {
      if (attempt.current?.body !== body) attempt.current = { body, clientId: crypto.randomUUID() };
      return sendBookingMessage({ providerId, bookingId, body, clientId: attempt.current.clientId });
    },
    onSuccess: () => {
      attempt.current = null;
    },
  });
}
