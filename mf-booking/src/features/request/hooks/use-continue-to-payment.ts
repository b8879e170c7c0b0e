import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { toast } from '@utsav/shared/toast/toast-store';
import { errorText } from '@utsav/shared/forms/server-error';
import { usePay } from '../../../domain/payment/hooks/use-pay';
import type { HeldBooking } from '../api/request-booking';

/**
 * Once request_booking has held the slot: Razorpay Checkout for the advance at once, then the
 * booking's page whatever happened. Paid: the request is with the provider. Closed, or the order
 * could not be made: the page shows the hold's countdown and a Pay button, so nothing is lost.
 */
export function useContinueToPayment(): (booking: HeldBooking) => Promise<void> {
  const navigate = useNavigate();
  const { t } = useTranslation('booking');
  const pay = usePay();
  const { mutateAsync } = pay;
  return useCallback(
    async (booking: HeldBooking) => {
      const code = booking.tracking_code;
      try {
        const result = await mutateAsync({ bookingId: booking.booking_id, kind: 'advance', merchantName: t('payment.merchant') });
        if (result.kind === 'paid') toast({ title: t('payment.advancePaid', { code }), description: t('payment.paidNext') });
      } catch (failure) {
        toast({ title: t('payment.notPaid', { code }), description: errorText(t, failure), variant: 'destructive' });
      }
      navigate(paths.booking.detail({ code }));
    },
    [mutateAsync, navigate, t],
  );
}
