import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@utsav/shared/auth/sign-out';
import { toast } from '@utsav/shared/toast/toast-store';
import { LOGIN_PATH } from '@utsav/shared/auth/login-url';

/** Sign Out (spec §4): clears local storage, says so, and goes to the login page. */
export function useSignOut() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => signOut(),
    onSuccess: () => {
      toast({ title: t('signOut.success') });
      navigate(LOGIN_PATH);
    },
    onError: (error) => {
      console.error('Sign-out failed', error);
      toast({ title: t('signOut.failed'), variant: 'destructive' });
    },
  });
}
