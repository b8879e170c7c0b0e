import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset, resendConfirmation, setNewPassword } from '../api/email-links';

export const useResendConfirmation = () =>
  useMutation({ mutationFn: ({ email, returnTo }: { email: string; returnTo?: string | null }) => resendConfirmation(email, returnTo) });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useSetNewPassword = () => useMutation({ mutationFn: setNewPassword });
