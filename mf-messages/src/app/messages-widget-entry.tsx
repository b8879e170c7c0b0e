import { useTranslation } from 'react-i18next';
import { defineRemoteWidget } from '@utsav/shared/federation/define-remote-widget';
import type { RemoteWidgetProps } from '@utsav/shared/federation/widget-props';

/** `messages/MessagesWidget`: replace with the real widget; its props are declared in shared/federation/widget-props.ts. */
function MessagesWidget(_props: RemoteWidgetProps['messages/MessagesWidget']) {
  const { t } = useTranslation('messages');
  return (
    <section className="messages-widget">
      <p>{t('widget.title', { widget: 'MessagesWidget' })}</p>
    </section>
  );
}

const widget = defineRemoteWidget({
  name: 'messages/MessagesWidget',
  namespace: { name: 'messages', load: (language) => import(`../locales/${language}.json`) },
  Widget: MessagesWidget,
});
export default widget.default;
export const prepare = widget.prepare;
