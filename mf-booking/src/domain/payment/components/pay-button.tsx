import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@utsav/shared/forms/server-error';
import { toast } from '@utsav/shared/toast/toast-store';
import type { PaymentKind } from '../api/create-payment-order';
import { usePay, type PayResult } from '../hooks/use-pay';

interface PayButtonProps {
  bookingId: string;
  code: string;
  kind: PaymentKind;
  label: string;
  onDone?: (result: PayResult) => void;
}

/** Opens Razorpay Checkout for the advance or the balance; a failure is said beside the button, in the reader's language. */
export function PayButton({ bookingId, code, kind, label, onDone }: PayButtonProps) {
  const { t } = useTranslation('booking');
  const errorId = useId();
  const pay = usePay();
  const [failure, setFailure] = useState<unknown>();

  const start = () => {
    setFailure(undefined);
    pay.mutate(
      { bookingId, kind, merchantName: t('payment.merchant') },
      {
        onSuccess: (result) => {
          if (result.kind === 'paid') {
            toast({ title: t(kind === 'advance' ? 'payment.advancePaid' : 'payment.balancePaid', { code }), description: t('payment.paidNext') });
          }
          onDone?.(result);
        },
        onError: setFailure,
      },
    );
  };

  return (
    <div className="booking-pay">
      <button type="button" className="button button--primary" onClick={start} disabled={pay.isPending} aria-describedby={failure ? errorId : undefined}>
        {pay.isPending ? t('payment.opening') : label}
      </button>
      {failure ? (
        <p id={errorId} className="field-error" role="alert">
          {errorText(t, failure)}
        </p>
      ) : null}
    </div>
  );
}
