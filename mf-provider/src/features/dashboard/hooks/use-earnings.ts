import { useQuery } from '@tanstack/react-query';
import { earningsKey, getEarnings } from '../api/get-earnings';

export const useEarnings = (enabled: boolean) => useQuery({ queryKey: earningsKey, queryFn: getEarnings, enabled });
