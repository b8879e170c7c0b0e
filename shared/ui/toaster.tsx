import * as Toast from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  useToastStore,
} from '@utsav/shared/toast/toast-store';

/** Rendered once, by whichever app owns the page (the shell, or a remote running standalone). */
export function Toaster({ focusViewport = false }: { focusViewport?: boolean }) {
  const { t } = useTranslation('common');
  const viewport = useRef<HTMLOListElement>(null);
  // Mounted by an F8 press: that press should still land focus on the viewport.
  useEffect(() => {
    if (focusViewport) viewport.current?.focus();
  }, [focusViewport]);
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);

  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('toast.region')}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={`toast toast--${item.variant ?? 'default'}`}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <Toast.Title className="toast__title">{item.title}</Toast.Title>
          {item.description ? (
            <Toast.Description className="toast__description">{item.description}</Toast.Description>
          ) : null}
          <Toast.Close className="toast__close" aria-label={t('toast.close')}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport ref={viewport} className="toast-viewport" hotkey={['F8']} label={t('toast.viewport')} />
    </Toast.Provider>
  );
}
