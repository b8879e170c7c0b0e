import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset, resendConfirmation, setNewPassword } from '../api/email-links';

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useSetNewPassword = () => useMutation({ mutationFn: setNewPassword });
