import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { objectName, uploadFile } from '../../../domain/provider/api/upload-file';
import type { UploadedDocument } from '../utils/apply-schema';

/** The identity document goes as it is (a PDF, or a photo of the card) into the private bucket. */
export async function uploadDocument(userId: string, file: File): Promise<UploadedDocument> {
  const path = await uploadFile('provider-documents', objectName(userId, 'identity', file.type), file);
  return { path, name: file.name };
}

const MAX_BYTES = 10 * 1024 * 1024;
const TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

interface Props {
  id: string;
  userId: string;
  value: UploadedDocument | null;
  onChange: (document: UploadedDocument) => void;
  error?: string;
  upload?: (userId: string, file: File) => Promise<UploadedDocument>;
}

/** One file, uploaded when chosen; a failed upload keeps the file for Retry and says so beside the field. */
export function DocumentField({ id, userId, value, onChange, error, upload = uploadDocument }: Props) {
  const { t } = useTranslation('provider');
  const [state, setState] = useState<{ file: File; status: 'uploading' | 'failed' | 'refused' } | null>(null);

  const send = async (file: File) => {
    if (!TYPES.includes(file.type) || file.size > MAX_BYTES) {
      setState({ file, status: 'refused' });
      return;
    }
    setState({ file, status: 'uploading' });
    try {
      onChange(await upload(userId, file));
      setState(null);
    } catch {
      setState({ file, status: 'failed' });
    }
  };

  const message = state?.status === 'failed' ? t('common.upload.failed', { name: state.file.name })
    : state?.status === 'refused' ? t('apply.document.refused')
    : error;
  return (
    <div className={`form-field${message ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{t('apply.document.label')}</label>
      <input
        id={id}
        type="file"
        accept={TYPES.join(',')}
        disabled={state?.status === 'uploading'}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <p id={`${id}-hint`} className="form-field__hint" aria-live="polite">
        {state?.status === 'uploading' ? t('apply.document.uploading', { name: state.file.name })
          : value ? t('apply.document.uploaded', { name: value.name })
          : t('apply.document.hint')}
      </p>
      {message ? (
        <p id={`${id}-error`} className="form-field__error">
          {message}
          {state?.status === 'failed' ? (
            <>
              {' '}
              <button type="button" className="button" onClick={() => void send(state.file)}>
                {t('common.upload.retry')}
              </button>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
