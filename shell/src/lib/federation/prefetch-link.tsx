import { forwardRef, type ComponentProps, type FocusEvent, type PointerEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { remoteForPath } from '@utsav/shared/federation/registry';
import { prefetchRemote } from './prefetch-remote';

/**
 * A link that starts loading the remote behind it on hover or focus, so the click
 * finds it ready instead of waiting on the network and React's Suspense hold.
 */
export const PrefetchLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof NavLink>>(
  function PrefetchLink({ onPointerEnter, onFocus, to, ...rest }, ref) {
    const prefetch = () => {
      const path = (typeof to === 'string' ? to : (to.pathname ?? '')).split(/[?#]/)[0]!;
      const remote = remoteForPath(path);
      if (remote) prefetchRemote(remote, path);
    };
    return (
      <NavLink
        ref={ref}
        to={to}
        onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
          prefetch();
          onPointerEnter?.(event);
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
