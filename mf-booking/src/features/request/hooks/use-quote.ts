import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quoteBooking } from '../api/quote-booking';
import type { RequestTarget } from '../utils/booking-target';

/** The live price for this many guests; the last price stays on screen while the next loads. */
export const useQuote = (target: RequestTarget, guestCount: number) =>
  useQuery({
    queryKey: ['booking', 'quote', target.kind, target.id, guestCount],
    queryFn: () => quoteBooking(target, guestCount),
    placeholderData: keepPreviousData,
  });
