import { skipToken, useQuery } from '@tanstack/react-query';
import { dashboardProviderKey, getDashboardProvider } from '../api/get-dashboard-provider';

export const useDashboardProvider = (userId: string | undefined) =>
  useQuery({ queryKey: dashboardProviderKey(userId), queryFn: userId ? () => getDashboardProvider(userId) : skipToken });
