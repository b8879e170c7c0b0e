import { useMutation } from '@tanstack/react-query';
import { sendProviderMessage } from '../api/send-provider-message';

export const useSendProviderMessage = (customerId: string | undefined, providerId: string) =>
  useMutation({
    mutationFn: (body: string) => {
      if (!customerId) throw new Error('not signed in');
      return sendProviderMessage(customerId, providerId, body);
    },
  });
