import { useMutation } from '@tanstack/react-query';
import { sendPhoneCode, verifyPhoneCode } from '../api/phone-sign-in';

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
export const useVerifyPhoneCode = () => useMutation({ mutationFn: verifyPhoneCode });
