import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageHead } from '@utsav/shared/head/page-head';
import { MessagesWidget } from './messages-widget';

/** `/messages`: the widget on a page of its own (standalone, and a direct link): `?conversation=` opens one. */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  usePageHead({ title: t('page.title') });
  const [params, setParams] = useSearchParams();
  return (
    <div className="page messages-page">
      <h1>{t('page.title')}</h1>
      <MessagesWidget
        side={params.get('as') === 'provider' ? 'provider' : 'customer'}
        conversationId={params.get('conversation')}
        providerId={params.get('provider')}
        onOpen={(id) => setParams(id ? { conversation: id } : {}, { replace: true })}
      />
    </div>
  );
}
