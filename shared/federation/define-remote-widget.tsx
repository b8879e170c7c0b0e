import type { ComponentType } from 'react';
import { prepareNamespace, type RemoteNamespace } from '@utsav/shared/federation/define-remote-app';
import type { RemoteWidgetModule } from '@utsav/shared/federation/remote-module';
import { QueryProvider } from '@utsav/shared/query/query-provider';

interface RemoteWidgetOptions<Props extends object> {
  name: string;
  namespace: RemoteNamespace;
  Widget: ComponentType<Props>;
}

/** Builds a widget module (`default` + `prepare`, which the entry file exports): the widget inside the query cache, its strings ready first. */
export function defineRemoteWidget<Props extends object>({ name, namespace, Widget }: RemoteWidgetOptions<Props>): RemoteWidgetModule<Props> {
  function RemoteWidget(props: Props) {
    return (
      <QueryProvider>
        <Widget {...props} />
      </QueryProvider>
    );
  }
  RemoteWidget.displayName = `RemoteWidget(${name})`;
  return { default: RemoteWidget, prepare: prepareNamespace(namespace) };
}
