import { useTranslation } from 'react-i18next';
import { ReasonDialog as SharedReasonDialog, type ReasonDialogProps } from '@utsav/shared/ui/reason-dialog';

type Props = Omit<ReasonDialogProps, 'words' | 'className'> & {
  /** The field's label: "Reason" unless the dialog asks for something else (a reply). */
  label?: string;
  hint?: string;
  /** Said beside the empty field: "Write a reason" unless the field is something else. */
  requiredMessage?: string;
};

/**
 * Every admin action asks why before it runs (the reason goes to the audit log, and to the
 * person when it is theirs to read): the shared dialog in the admin's words, each replaceable.
 */
export function ReasonDialog({ label, hint, requiredMessage, ...props }: Props) {
  const { t } = useTranslation('admin');
  return (
    <SharedReasonDialog
      {...props}
      className="admin-dialog"
      words={{
        label: label ?? t('common.reason.label'),
        hint: hint ?? t('common.reason.hint'),
        required: requiredMessage ?? t('common.reason.required'),
        back: t('common.cancel'),
        saving: t('common.saving'),
      }}
    />
  );
}
