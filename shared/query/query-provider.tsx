import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@utsav/shared/query/query-client';

/**
 * The one query cache, for the parts of the page that query the backend. Apps wrap
 * only what needs it, so pages that do not query never download react-query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
