import { useQuery } from '@tanstack/react-query';
import { getBundleDetail } from '../api/get-bundle-detail';
import { getServiceDetail } from '../api/get-service-detail';

export const useServiceDetail = (id: string) =>
  useQuery({ queryKey: ['catalog', 'service-detail', id], queryFn: () => getServiceDetail(id) });

export const useBundleDetail = (id: string) =>
  useQuery({ queryKey: ['catalog', 'bundle-detail', id], queryFn: () => getBundleDetail(id) });
