import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listMonth, monthKey } from '../api/list-month';

// The previous month's answer stands in while the next loads, so the grid keeps its place (no
// skeleton); month-calendar.tsx shows none of its bookings on the new month's days meanwhile.
export const useMonth = (month: string, enabled: boolean) =>
  useQuery({ queryKey: monthKey(month), queryFn: () => listMonth(month), enabled, placeholderData: keepPreviousData });
