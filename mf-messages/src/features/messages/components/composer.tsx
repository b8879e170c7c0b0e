import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { draftKey, readDraft, writeDraft } from '../utils/draft';

const MAX_LENGTH = 4000;

interface Props {
  userId: string;
  /** The conversation (or the provider of a first message) whose draft this is. */
  draftTarget: string;
  onTyping: () => void;
  onSend: (body: string) => void;
}

/** The text box: its draft kept per conversation through reloads, sent through the outbox. */
export function Composer({ userId, draftTarget, onTyping, onSend }: Props) {
  const { t } = useTranslation('messages');
  const id = useId();
  const key = draftKey(userId, draftTarget);
  const [text, setText] = useState(() => readDraft(key));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    onSend(body);
    setText('');
    writeDraft(key, '');
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
      <button type="submit" disabled={text.trim() === ''}>
        {t('compose.send')}
      </button>
    </form>
  );
}
