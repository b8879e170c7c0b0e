import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIndianNumber } from '@utsav/shared/i18n/format';

interface Props {
  open: boolean;
  /** Results the draft would show; undefined while they are being counted. */
  count: number | undefined;
  /** Where the count stops being exact (search: 1,000): above it the button says "Show 1,000+ results". */
  countCap?: number;
  onApply: () => void;
  onClear: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Filters and sort as a bottom sheet on phones. A native modal <dialog>: the browser makes
 * the page behind it inert (focus stays in the sheet), closes it on Escape and puts it in the
 * top layer, with no dialog library in the catalogue's bundle. Changes apply together with
 * "Show N results", as on Airbnb and Urban Company; closing keeps the list as it was.
 */
/**
 * After "Show N results": back to the top of the results (the new list may be much shorter
 * than the old one, which would leave the visitor looking at the footer), under the sticky row.
 */
export function scrollToResults(section: HTMLElement | null) {
  const toolbar = section?.querySelector('.catalog-toolbar');
  if (!section || !toolbar) return;
  const stickyTop = Number.parseFloat(getComputedStyle(toolbar).top) || 0;
  const top = section.getBoundingClientRect().top + window.scrollY - stickyTop;
  if (window.scrollY > top) window.scrollTo({ top });
}

export function FilterSheet({ open, count, countCap, onApply, onClear, onClose, children }: Props) {
  const { t } = useTranslation('catalog');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Focus goes back to what opened the sheet (the "Filters · Sort" button).
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="catalog-sheet"
      aria-labelledby={titleId}
      // Escape (the browser's `cancel`) or close(): tell the page, and return focus.
      onClose={() => {
        onClose();
        if (opener.current instanceof HTMLElement) opener.current.focus();
      }}
      // A tap on the dimmed backdrop (the dialog box itself, outside its content) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      {open ? (
        <div className="catalog-sheet__content">
          <div className="catalog-sheet__head">
            <h2 id={titleId} className="catalog-sheet__title">
              {t('filterSheet.title')}
            </h2>
            <button type="button" className="catalog-sheet__close" aria-label={t('filterSheet.close')} onClick={() => ref.current?.close()}>
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="catalog-sheet__body">{children}</div>
          <div className="catalog-sheet__foot">
            <button type="button" className="button" onClick={onClear}>
              {t('filterSheet.clearAll')}
            </button>
            <button type="button" className="button button--primary catalog-sheet__apply" onClick={onApply} aria-live="polite">
              {count === undefined
                ? t('filterSheet.counting')
                : countCap !== undefined && count > countCap
                  ? t('filterSheet.showOver', { number: formatIndianNumber(countCap) })
                  : t('filterSheet.show', { count })}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
