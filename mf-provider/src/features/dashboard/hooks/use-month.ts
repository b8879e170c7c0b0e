import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listMonth, monthKey } from '../api/list-month';

// The previous month stays on screen while the next one loads, so the grid never blinks empty.
export const useMonth = (month: string, enabled: boolean) =>
  useQuery({ queryKey: monthKey(month), queryFn: () => listMonth(month), enabled, placeholderData: keepPreviousData });
