import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewsKey } from '../api/list-reviews';
import { replyToReview } from '../api/reply-to-review';

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) => replyToReview(reviewId, reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
