import { retryableLazy } from '@utsav/shared/federation/retryable-lazy';
import { defineRemoteApp } from '@utsav/shared/federation/define-remote-app';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { messagesNamespace } from './messages-namespace';
import './messages.css';

// One chunk per page; a chunk that failed to arrive is fetched again on Retry (retryable-lazy.ts).
const MessagesPage = retryableLazy(() => import('../features/messages/components/messages-page'));

/** `messages/App`: the pages of messages, paths exactly as in shared/federation/remote-registry.json. */
export const { routes, prepare } = defineRemoteApp({
  name: 'messages',
  namespace: messagesNamespace,
  // The one query cache (hydrated from the page server's): a remote's pages query the backend.
  Providers: QueryProvider,
  routes: [
    { path: '/messages', Component: MessagesPage },
  ],
});
