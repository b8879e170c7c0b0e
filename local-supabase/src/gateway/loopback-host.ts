// DNS rebinding defence for the developer's pages that show sign-in links and codes (the
// mail catcher, the SMS inbox): a page of another site can make its own name resolve to
// 127.0.0.1, and the browser then sends that name as the Host. Only a loopback name or
// address with the port the request actually reached is a request meant for this machine.
import type { IncomingMessage } from 'node:http';

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

export function isLoopbackHost(req: IncomingMessage): boolean {
  const host = req.headers.host?.toLowerCase();
  const m = host ? /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(host) : null;
  if (!m || !LOOPBACK_HOST.test(m[1]!)) return false;
  return Number(m[2]) === req.socket.localPort;
}
