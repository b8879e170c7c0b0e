import { useQuery } from '@tanstack/react-query';
import { getCategories } from '../api/get-categories';

export const useCategories = () => useQuery({ queryKey: ['catalog', 'categories'], queryFn: getCategories });
