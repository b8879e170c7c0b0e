import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Removed … · Undo", toast-like (the shared toast has no slot for an action). The live region
 * is always there so the removal is announced; it stays until undone, closed or replaced by
 * the next removal (no timer: reading it takes as long as it takes).
 */
export const UndoBar = forwardRef<HTMLButtonElement, { removedName?: string; onUndo: () => void; onDismiss: () => void }>(
  function UndoBar({ removedName, onUndo, onDismiss }, undoRef) {
    const { t } = useTranslation('catalog');
    return (
      <div className="catalog-favourites__undo" role="status">
        {removedName ? (
          <>
            <span>{t('favourites.removed', { name: removedName })}</span>
            <button ref={undoRef} type="button" className="button catalog-favourites__undo-action" onClick={onUndo}>
              {t('favourites.undo')}
            </button>
            <button type="button" className="catalog-favourites__undo-close" aria-label={t('favourites.dismiss')} onClick={onDismiss}>
              <span aria-hidden="true">×</span>
            </button>
          </>
        ) : null}
      </div>
    );
  },
);
