import { useCallback, useEffect, useRef, useState } from 'react';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

const SHOWN_MS = 4000;
const SEND_EVERY_MS = 2000;

/**
 * "Typing…" over Realtime broadcast on the private channel `conversation:<id>` (authorized by RLS
 * on realtime.messages, as hosted does it): nothing is stored, and only the two participants join.
 * Returns whether the other party is typing and a function to call on each keystroke (throttled).
 */
export function useTyping(conversationId: string | null, userId: string) {
  const [othersTyping, setOthersTyping] = useState(false);
  const channel = useRef<RealtimeChannel | null>(null);
  const lastSent = useRef(0);

  useEffect(() => {
    if (!conversationId) return;
    const supabase = getSupabase();
    let hide: ReturnType<typeof setTimeout> | undefined;
    const joined = supabase
      .channel(`conversation:${conversationId}`, { config: { private: true, broadcast: { self: false } } })
      .on('broadcast', { event: 'typing' }, ({ payload }: { payload?: { userId?: string } }) => {
        if (payload?.userId === userId) return;
        setOthersTyping(true);
        clearTimeout(hide);
        hide = setTimeout(() => setOthersTyping(false), SHOWN_MS);
      });
    channel.current = joined;
    // The private join must carry the user's token, not the public key alone.
    void supabase.realtime
      .setAuth()
      .catch(() => undefined)
      .then(() => joined.subscribe());
    return () => {
      clearTimeout(hide);
      channel.current = null;
      setOthersTyping(false);
      void supabase.removeChannel(joined);
    };
  }, [conversationId, userId]);

  const typed = useCallback(() => {
    const now = Date.now();
    if (!channel.current || now - lastSent.current < SEND_EVERY_MS) return;
    lastSent.current = now;
    void channel.current.send({ type: 'broadcast', event: 'typing', payload: { userId } });
  }, [userId]);

  return { othersTyping, typed };
}
