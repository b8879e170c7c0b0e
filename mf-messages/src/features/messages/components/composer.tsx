import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError } from '@utsav/shared/supabase/app-error';
import { ACCEPTED_TYPES, AttachmentRejected, uploadAttachment } from '../api/attachments';
import type { Attachment } from '../api/types';
import { draftKey, readDraft, writeDraft } from '../utils/draft';

const MAX_LENGTH = 4000;

interface Props {
  userId: string;
  /** The conversation (or the provider of a first message) whose draft this is. */
  draftTarget: string;
  onTyping: () => void;
  onSend: (body: string, attachment?: Attachment) => void;
  /** Files go into the conversation's folder: none before the first message created it. */
  conversationId: string | null;
  /** False until the conversation's provider is known (its summary still loading): nothing can be sent yet. */
  ready?: boolean;
}

/** The text box: its draft kept per conversation through reloads, sent through the outbox. */
export function Composer({ userId, draftTarget, onTyping, onSend, conversationId, ready = true }: Props) {
  const { t } = useTranslation('messages');
  const { t: te } = useTranslation('errors');
  const [upload, setUpload] = useState<{ state: 'idle' | 'busy' } | { state: 'failed'; message: string }>({ state: 'idle' });
  const id = useId();
  const key = draftKey(userId, draftTarget);
  const [text, setText] = useState(() => readDraft(key));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body || !ready) return;
    onSend(body);
    setText('');
    writeDraft(key, '');
  };

  const attach = async (file: File | undefined) => {
    if (!file || !conversationId || !ready) return;
    setUpload({ state: 'busy' });
    try {
      const attachment = await uploadAttachment(conversationId, file);
      // The text typed so far goes with the file, as a caption.
      onSend(text.trim(), attachment);
      setText('');
      writeDraft(key, '');
      setUpload({ state: 'idle' });
    } catch (error) {
      const message =
        error instanceof AttachmentRejected ? t(`attachment.rejected.${error.reason}`) : isAppError(error) ? te(error.key) : t('attachment.failed');
      setUpload({ state: 'failed', message });
    }
  };

  return (
    <form className="messages-composer" onSubmit={submit}>
      <label htmlFor={id} className="messages-composer__label">
        {t('compose.label')}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={MAX_LENGTH}
        value={text}
        placeholder={t('compose.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          writeDraft(key, event.target.value);
          onTyping();
        }}
        onKeyDown={(event) => {
          // Enter sends on a keyboard; Shift+Enter is a new line, as in the chat apps people know.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
        }}
      />
      <button type="submit" disabled={text.trim() === '' || !ready}>
        {t('compose.send')}
      </button>
      {conversationId ? (
        <div className="messages-composer__attach">
          <label htmlFor={`${id}-file`}>{upload.state === 'busy' ? t('attachment.uploading') : t('attachment.add')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            disabled={upload.state === 'busy'}
            aria-describedby={upload.state === 'failed' ? `${id}-file-error` : undefined}
            onChange={(event) => {
              void attach(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {upload.state === 'failed' ? (
            <p id={`${id}-file-error`} className="messages-composer__error" role="alert">
              {upload.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
