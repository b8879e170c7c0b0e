import { useMutation } from '@tanstack/react-query';
import { requestBooking } from '../api/request-booking';
import type { RequestTarget } from '../utils/booking-target';
import type { RequestOutput } from '../utils/request-schema';

export const useRequestBooking = (target: RequestTarget) =>
  useMutation({ mutationFn: (values: RequestOutput) => requestBooking(target, values) });
