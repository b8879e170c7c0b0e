import { useQuery } from '@tanstack/react-query';
import { getProvider } from '../api/get-provider';

export const useProvider = (id: string) => useQuery({ queryKey: ['catalog', 'provider', id], queryFn: () => getProvider(id) });
