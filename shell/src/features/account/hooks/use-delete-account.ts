import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearLocalUserData, signOut } from '@utsav/shared/auth/sign-out';
import { toast } from '@utsav/shared/toast/toast-store';
import { paths } from '@utsav/shared/paths';
import { deleteMyAccount, type DeletionProof } from '../api/delete-account';

/**
 * Deletes the account, then signs out here. The page is left first, so the profile's
 * guard does not treat the ended session as a reason to send the user to the login page.
 */
export function useDeleteAccount() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (proof: DeletionProof) => {
      const { cancelledBookings } = await deleteMyAccount(proof);
      navigate(paths.home(), { replace: true });
      try {
        // The user no longer exists on the server: only this browser's session is left.
        await signOut('local');
      } catch {
        clearLocalUserData();
        window.location.replace('/');
      }
      toast({
        title: t('profile.delete.done'),
        ...(cancelledBookings > 0 ? { description: t('profile.delete.cancelled', { count: cancelledBookings }) } : {}),
      });
    },
  });
}
