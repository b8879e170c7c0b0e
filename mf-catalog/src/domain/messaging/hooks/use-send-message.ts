import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { sendMessage } from '../api/send-message';

/**
 * Sends one message to a provider; resolves to the conversation's id. The client id stays the
 * same while the text does, so pressing Send again after a failure (whose message may have
 * arrived, only its answer lost) never sends it twice; a different text is a new message.
 */
export function useSendMessage(providerId: string) {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; clientId: string } | null>(null);
  return useMutation({
    mutationFn: (body: string) => {
      if (attempt.current?.body !== body) attempt.current = { body, clientId: crypto.randomUUID() };
      return sendMessage({ providerId, body, clientId: attempt.current.clientId });
    },
    onSuccess: () => {
      attempt.current = null;
      // The first message started a conversation: this page links to it from now on.
      void queryClient.invalidateQueries({ queryKey: ['my-conversation-id'] });
    },
  });
}
