import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerStatusQueryKey, userTypeQueryKey } from '@utsav/shared/auth/user-role';
import { myApplicationQueryKey } from '../../../domain/provider/hooks/use-my-application';
import { submitApplication } from '../api/submit-application';

/** Submits, then tells every part of the page: the top bar's role and status, this page's application. */
export function useSubmitApplication(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(myApplicationQueryKey(userId), application);
      // The type is the database's to say (an admin who applies stays an admin).
      void queryClient.invalidateQueries({ queryKey: userTypeQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: providerStatusQueryKey(userId) });
    },
  });
}
