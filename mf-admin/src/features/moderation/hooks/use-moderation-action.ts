import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A moderation action; every admin list and count (the tabs' badges) is asked again after it. */
export function useModerationAction<Args>(action: (args: Args) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}
