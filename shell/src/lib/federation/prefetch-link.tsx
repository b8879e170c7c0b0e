import { forwardRef, useCallback, useEffect, useRef, type ComponentProps, type FocusEvent, type PointerEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { remoteForPath } from '@utsav/shared/federation/registry';
import { remoteStatus } from '@utsav/shared/federation/remote-loader';
import { prefetchRemote } from './prefetch-remote';
import { prefetchWhenVisible } from './prefetch-viewport';

/**
 * A link that starts loading the remote behind it, and the page it leads to, before the click:
 * on hover or focus, on the press itself (a tap has no hover), and once the page is idle if the
 * link has been in view, so the click finds it ready instead of waiting on the network.
 */
export const PrefetchLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof NavLink>>(
  function PrefetchLink({ onPointerEnter, onPointerDown, onFocus, to, ...rest }, forwardedRef) {
    const path = (typeof to === 'string' ? to : (to.pathname ?? '')).split(/[?#]/)[0]!;
    const remote = remoteForPath(path);
    const prefetch = useCallback(() => {
      if (remote) prefetchRemote(remote, path);
    }, [remote, path]);
    // The idle prefetch also brings the pages of the page's other links to this remote (prefetch-remote.ts).
    const prefetchLinked = useCallback(() => {
      if (remote) prefetchRemote(remote, path, { linked: true });
    }, [remote, path]);
    const own = useRef<HTMLAnchorElement | null>(null);
    const ref = useCallback(
      (node: HTMLAnchorElement | null) => {
        own.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      },
      [forwardedRef],
    );
    useEffect(() => {
      if (!remote || !own.current) return;
      // A remote that failed waits for the user's Retry or click, which a background attempt
      // still failing must not be joined by.
      return prefetchWhenVisible(own.current, () => remoteStatus(remote) !== 'failed' && prefetchLinked());
    }, [remote, prefetchLinked]);
    return (
      <NavLink
        ref={ref}
        to={to}
        onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
          prefetch();
          onPointerEnter?.(event);
        }}
        onPointerDown={(event: PointerEvent<HTMLAnchorElement>) => {
          prefetch();
          onPointerDown?.(event);
        }}
        onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
          prefetch();
          onFocus?.(event);
        }}
        {...rest}
      />
    );
  },
);
