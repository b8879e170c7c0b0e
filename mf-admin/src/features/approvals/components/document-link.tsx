import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@utsav/shared/forms/server-error';
import type { ApplicationDocument } from '../../../domain/admin/api/types';
import { signDocument } from '../api/applications';

/**
 * A private document, signed only when the admin asks and for 60 seconds: a link copied out of
 * the page stops working a minute later.
 */
export function DocumentLink({ document }: { document: ApplicationDocument }) {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<{ url?: string; error?: unknown; pending?: boolean }>({});
  const kind = t(`approvals.documentKinds.${document.kind}`, { defaultValue: document.kind });
  const open = async () => {
    setState({ pending: true });
    try {
      const url = await signDocument(document.path);
      setState({ url });
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      setState({ error });
    }
  };
  return (
    <div className="admin-actions">
      <button type="button" className="button" disabled={state.pending} onClick={() => void open()}>
        {t('approvals.openDocument', { kind })}
      </button>
      {state.url ? (
        <a href={state.url} target="_blank" rel="noreferrer noopener">
          {t('approvals.documentLink', { kind })}
        </a>
      ) : null}
      {state.error ? (
        <p className="form-field__error" role="alert">
          {errorText(t, state.error)}
        </p>
      ) : null}
    </div>
  );
}
