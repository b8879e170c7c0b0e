import { useMutation } from '@tanstack/react-query';
import { sendLinkCode, verifyLinkCode } from '../api/link-phone';

export const useSendLinkCode = () => useMutation({ mutationFn: sendLinkCode });
export const useVerifyLinkCode = () => useMutation({ mutationFn: verifyLinkCode });
