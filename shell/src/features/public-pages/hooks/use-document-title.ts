import { useEffect } from 'react';

/** "<page> · Utsav" while the page is shown; follows the language as the title changes. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Utsav`;
  }, [title]);
}
