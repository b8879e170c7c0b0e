import type { ReactNode } from 'react';

/** Placeholder until accounts land (issue 5): protected routes are not yet guarded. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** Placeholder until accounts land (issue 5). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
