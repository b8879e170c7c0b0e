import { useEffect } from 'react';

/** "<page> · Utsav" in the tab, in the current language. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · Utsav`;
  }, [title]);
}
