import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@utsav/shared/forms/server-error';
import { useReplyToReview } from '../hooks/use-reply-to-review';

const MAX = 2000;

/** The provider's public answer to one review: written once, editable after. */
export function ReviewReply({ reviewId, reply }: { reviewId: string; reply: string | null }) {
  const { t } = useTranslation('provider');
  const save = useReplyToReview();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(reply ?? '');
  const [missing, setMissing] = useState(false);
  const id = useId();

  if (reply && !editing)
    return (
      <div className="dash-reply">
        <p className="dash-reply__label">{t('dashboard.reviews.yourReply')}</p>
        <p className="dash-prewrap">{reply}</p>
        <button type="button" className="button" onClick={() => setEditing(true)}>
          {t('dashboard.reviews.edit')}
        </button>
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) {
      setMissing(true);
      return;
    }
    save.mutate({ reviewId, reply: value }, { onSuccess: () => setEditing(false) });
  };

  return (
    <form className="dash-reply" onSubmit={submit} noValidate>
      <div className={missing ? 'form-field form-field--invalid' : 'form-field'}>
        <label htmlFor={`${id}-reply`}>{t('dashboard.reviews.replyLabel')}</label>
        <textarea
          id={`${id}-reply`}
          className="form-field__control"
          rows={2}
          maxLength={MAX}
          value={text}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) setMissing(false);
          }}
        />
        {missing ? (
          <p id={`${id}-error`} className="form-field__error">
            {t('dashboard.reviews.replyRequired')}
          </p>
        ) : null}
      </div>
      {save.isError ? (
        <p className="form-field__error" role="alert">
          {errorText(t, save.error)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('dashboard.actions.saving') : t('dashboard.reviews.send')}
      </button>
    </form>
  );
}
