import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveReview, type ReviewInput } from '../api/save-review';

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => saveReview(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['booking'] }),
  });
}
