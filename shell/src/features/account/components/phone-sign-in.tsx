import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, failureOf } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { FormError, FormField } from '@utsav/shared/ui/form-field';
import type { UseMutationResult } from '@tanstack/react-query';
import { useSendLinkCode, useVerifyLinkCode } from '../hooks/use-link-phone';
import { useSendPhoneCode, useVerifyPhoneCode } from '../hooks/use-phone-sign-in';
import { otpCodeSchema, phoneSignInSchema } from '../utils/account-schemas';

/** The auth server texts one code per number per minute (hosted's SMS_MAX_FREQUENCY, 60 s). */
export const RESEND_AFTER_SECONDS = 60;

/** "+919876543210" as people read it: "+91 98765 43210". */
export const displayPhone = (phone: string) => `${phone.slice(0, 3)} ${phone.slice(3, 8)} ${phone.slice(8)}`;

/** What texts the code and what turns it into a session: signing in, or adding the number to the signed-in account. */
interface PhoneCodeFlow {
  id: string;
  /** The verify button's words (account namespace). */
  verifyLabel: string;
  useSend: () => UseMutationResult<void, Error, { phone: string; language: string }>;
  useVerify: () => UseMutationResult<unknown, Error, { phone: string; code: string }>;
}

const SIGN_IN: PhoneCodeFlow = { id: 'login', verifyLabel: 'phone.verify', useSend: useSendPhoneCode, useVerify: useVerifyPhoneCode };
const LINK: PhoneCodeFlow = { id: 'link', verifyLabel: 'phone.verifyNumber', useSend: useSendLinkCode, useVerify: useVerifyLinkCode };

/**
 * Signing in with a mobile number and a texted code, as most Indian apps do: the number, then
 * the 6-digit code (filled from the SMS by phones that offer it), a new code after the cooldown.
 * The page moves on by itself once the session arrives (usePostSignInRedirect).
 */
export function PhoneSignIn() {
  return <PhoneCodeForm flow={SIGN_IN} />;
}

/** The same two steps on the profile: the verified number then signs in to this account too. */
export function LinkPhone() {
  return <PhoneCodeForm flow={LINK} />;
}

function PhoneCodeForm({ flow }: { flow: PhoneCodeFlow }) {
  const [sent, setSent] = useState<{ phone: string; at: number } | null>(null);
  if (!sent) return <PhoneStep flow={flow} onSent={(phone) => setSent({ phone, at: Date.now() })} />;
  return <CodeStep flow={flow} phone={sent.phone} sentAt={sent.at} onResent={() => setSent({ phone: sent.phone, at: Date.now() })} onChangeNumber={() => setSent(null)} />;
}

function PhoneStep({ flow, onSent }: { flow: PhoneCodeFlow; onSent: (phone: string) => void }) {
  const { t, i18n } = useTranslation('account');
  const send = flow.useSend();
  const { register, handleSubmit, formState, formRef } = useAppForm(phoneSignInSchema, { phone: '' });
  const submit = handleSubmit(({ phone }) => send.mutate({ phone, language: i18n.language }, { onSuccess: () => onSent(phone) }));
  const failure = failureOf(send.error);
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-describedby={failure ? `phone-${flow.id}-error` : undefined}>
      <FormField
        id={`${flow.id}-phone`}
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('phone.hint')}
        {...register('phone')}
        error={fieldErrorText(t, formState.errors.phone)}
        required
      />
      {failure ? <FormError id={`phone-${flow.id}-error`}>{errorText(t, failure)}</FormError> : null}
      <button type="submit" className="button button--primary auth-card__submit" disabled={send.isPending}>
        {send.isPending ? t('phone.sending') : t('phone.sendCode')}
      </button>
    </form>
  );
}

/** Whole seconds until `sentAt + RESEND_AFTER_SECONDS`, ticking once a second until 0. */
function useSecondsLeft(sentAt: number): number {
  // The clock is read in the timer, never while rendering; a new sentAt (a resent code) starts again at the full wait.
  const [now, setNow] = useState(sentAt);
  useEffect(() => {
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t - sentAt >= RESEND_AFTER_SECONDS * 1000) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return Math.max(0, Math.ceil(RESEND_AFTER_SECONDS - (Math.max(now, sentAt) - sentAt) / 1000));
}

interface CodeStepProps {
  flow: PhoneCodeFlow;
  phone: string;
  sentAt: number;
  onResent: () => void;
  onChangeNumber: () => void;
}

function CodeStep({ flow, phone, sentAt, onResent, onChangeNumber }: CodeStepProps) {
  const { t, i18n } = useTranslation('account');
  const verify = flow.useVerify();
  const resend = flow.useSend();
  const [resent, setResent] = useState(false);
  const secondsLeft = useSecondsLeft(sentAt);
  const { register, handleSubmit, formState, formRef, showServerError } = useAppForm(otpCodeSchema, { code: '' });
  const submit = handleSubmit(({ code }) =>
    verify.mutate(
      { phone, code },
      {
        onError: (error) => {
          const failure = toAppError(error);
          // A wrong or expired code belongs beside the code field.
          if (failure.key === 'otp_invalid') showServerError('code', failure);
        },
      },
    ),
  );
  const failure = failureOf(verify.error) ?? failureOf(resend.error);
  const formError = failure && failure.key !== 'otp_invalid' ? failure : undefined;
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-describedby={formError ? `phone-${flow.id}-code-error` : undefined}>
      <p role="status" className="auth-card__lead">
        {resent ? t('phone.resent') : null} {t('phone.codeSent', { phone: displayPhone(phone) })}
      </p>
      <FormField
        id={`${flow.id}-code`}
        label={t('phone.code')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        hint={t('phone.codeHint')}
        {...register('code')}
        error={fieldErrorText(t, formState.errors.code)}
        required
      />
      {formError ? <FormError id={`phone-${flow.id}-code-error`}>{errorText(t, formError)}</FormError> : null}
      <button type="submit" className="button button--primary auth-card__submit" disabled={verify.isPending}>
        {verify.isPending ? t('phone.verifying') : t(flow.verifyLabel)}
      </button>
      <p className="auth-phone__actions">
        <button
          type="button"
          className="auth-phone__action"
          disabled={secondsLeft > 0 || resend.isPending}
          onClick={() =>
            resend.mutate(
              { phone, language: i18n.language },
              {
                onSuccess: () => {
                  setResent(true);
                  onResent();
                },
              },
            )
          }
        >
          {secondsLeft > 0 ? t('phone.resendIn', { seconds: secondsLeft }) : t('phone.resend')}
        </button>
        <button type="button" className="auth-phone__action" onClick={onChangeNumber}>
          {t('phone.changeNumber')}
        </button>
      </p>
    </form>
  );
}
