import { useQuery } from '@tanstack/react-query';
import { listReviews, reviewsKey } from '../api/list-reviews';

export const useReviews = (enabled: boolean) => useQuery({ queryKey: reviewsKey, queryFn: listReviews, enabled });
