import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@utsav/shared/ui/reason-dialog';
import { errorText } from '@utsav/shared/forms/server-error';
import { toast } from '@utsav/shared/toast/toast-store';
import { useMoveBooking } from '../hooks/use-move-booking';

/**
 * The buttons for exactly the moves the database offered this provider (my_booking_actions, in
 * the panel's row): accept, decline with a reason, mark completed, cancel with a reason. A move
 * the graph does not offer is never drawn.
 */
export function BookingActions({ bookingId, code, actions }: { bookingId: string; code: string; actions: readonly string[] }) {
  const { t } = useTranslation('provider');
  const move = useMoveBooking();
  const [asking, setAsking] = useState<'declined' | 'cancelled_by_provider' | null>(null);

  const run = (status: 'confirmed' | 'declined' | 'completed' | 'cancelled_by_provider', note: string | null, done: string) =>
    move.mutate(
      { bookingId, status, note },
      {
        onSuccess: () => {
          setAsking(null);
          toast({ title: done });
        },
      },
    );

  return (
    <div className="dash-actions">
      {actions.includes('confirmed') ? (
        <button type="button" className="button button--primary" disabled={move.isPending} onClick={() => run('confirmed', null, t('dashboard.actions.accepted', { code }))}>
          {t('dashboard.actions.accept')}
        </button>
      ) : null}
      {actions.includes('declined') ? (
        <button type="button" className="button" disabled={move.isPending} onClick={() => setAsking('declined')}>
          {t('dashboard.actions.decline')}
        </button>
      ) : null}
      {actions.includes('completed') ? (
        <button type="button" className="button button--primary" disabled={move.isPending} onClick={() => run('completed', null, t('dashboard.actions.completedDone', { code }))}>
          {t('dashboard.actions.complete')}
        </button>
      ) : null}
      {actions.includes('cancelled_by_provider') ? (
        <button type="button" className="button" disabled={move.isPending} onClick={() => setAsking('cancelled_by_provider')}>
          {t('dashboard.actions.cancel')}
        </button>
      ) : null}
      {move.isError && !asking ? (
        <p className="form-field__error" role="alert">
          {errorText(t, move.error)}
        </p>
      ) : null}
      <ReasonDialog
        open={asking !== null}
        title={asking === 'declined' ? t('dashboard.actions.declineTitle', { code }) : t('dashboard.actions.cancelTitle', { code })}
        consequence={asking === 'declined' ? t('dashboard.actions.declineConsequence') : t('dashboard.actions.cancelConsequence')}
        confirmLabel={asking === 'declined' ? t('dashboard.actions.declineConfirm') : t('dashboard.actions.cancelConfirm')}
        words={{
          label: t('dashboard.reason.label'),
          hint: t('dashboard.reason.hint'),
          required: t('dashboard.reason.required'),
          back: t('dashboard.reason.back'),
          saving: t('dashboard.actions.saving'),
        }}
        className="dash-dialog"
        rows={3}
        pending={move.isPending}
        error={asking ? move.error : null}
        onClose={() => {
          setAsking(null);
          move.reset();
        }}
        onConfirm={(reason) =>
          asking && run(asking, reason, asking === 'declined' ? t('dashboard.actions.declined', { code }) : t('dashboard.actions.cancelled', { code }))
        }
      />
    </div>
  );
}
