import { defineRemoteWidget } from '@utsav/shared/federation/define-remote-widget';
import { MessagesWidget } from '../features/messages/components/messages-widget';
import { messagesNamespace } from './messages-namespace';
import './messages.css';

/**
 * `messages/MessagesWidget`, hosted by the shell's /profile (a customer's conversations) and the
 * provider remote's /dashboard (a provider's): one implementation, deployed on its own, so with
 * this remote stopped both pages still work and show their unavailable state.
 */
const widget = defineRemoteWidget({ name: 'messages/MessagesWidget', namespace: messagesNamespace, Widget: MessagesWidget });

export default widget.default;
export const prepare = widget.prepare;
