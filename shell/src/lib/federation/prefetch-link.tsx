import { forwardRef, useCallback, useEffect, useRef, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { remoteForPath } from '@utsav/shared/federation/registry';
import { remoteStatus } from '@utsav/shared/federation/remote-loader';
import { isPathReady, prefetchRemote, renderNextNavigationAtOnce } from './prefetch-remote';
import { prefetchWhenVisible } from './prefetch-viewport';
import { parsePath, QuietLink, type QuietLinkProps } from '../navigation/quiet-link';

/**
 * A link that starts loading the remote behind it, and the page it leads to, before the click:
 * on hover or focus, on the press itself (a tap has no hover), and once the page is idle if the
 * link has been in view, so the click finds it ready instead of waiting on the network.
 * A NavLink (`aria-current`, class `active`) that renders again only when that changes (quiet-link.tsx).
 */
export const PrefetchLink = forwardRef<HTMLAnchorElement, Omit<QuietLinkProps, 'nav'>>(
  function PrefetchLink({ onPointerEnter, onPointerDown, onFocus, onClick, to, ...rest }, forwardedRef) {
    const { pathname: path, search } = parsePath(to);
    const remote = remoteForPath(path);
    // The page's data for the link's own query: a filtered page's link prefetches that page.
    const prefetch = useCallback(() => {
      if (remote) void (search ? prefetchRemote(remote, path, { search }) : prefetchRemote(remote, path));
    }, [remote, path, search]);
    // The idle prefetch also brings the pages of the page's other links to this remote (prefetch-remote.ts).
    const prefetchLinked = useCallback(() => {
      if (remote) void prefetchRemote(remote, path, { linked: true });
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
      <QuietLink
        nav
        ref={ref}
        to={to}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          onClick?.(event);
          // Once the page behind the link can render at once (any link to it prefetched it: the one
          // hovered is not always the one clicked), the click commits it in its own task instead of
          // a transition (prefetch-remote.ts). Before that it stays a transition, which keeps this
          // page up while the next one loads. A click the link leaves to the browser changes nothing.
          if (!event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) && isPathReady(path))
            renderNextNavigationAtOnce();
        }}
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
