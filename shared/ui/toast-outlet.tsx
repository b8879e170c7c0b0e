import { lazy, Suspense, useEffect, useState } from 'react';
import { useToastStore } from '@utsav/shared/toast/toast-store';

const Toaster = lazy(() => import('@utsav/shared/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * Where toasts appear. The Radix viewport (~10 KB) is fetched when the first toast is
 * raised or F8 is pressed, not on every cold load.
 */
export function ToastOutlet() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') setWanted(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wanted]);

  if (!wanted && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusViewport={wanted} />
    </Suspense>
  );
}
