import { forwardRef, useMemo, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link, NavLink, parsePath as parseRouterPath } from 'react-router-dom';
import { useLocationStore, type LocationStore } from './current-location';

export interface QuietLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address inside the app, from its root, without the language prefix (`/bundles?city=pune`). */
  to: string;
  /** Marks the link as the current page (`aria-current="page"`, class `active`) as NavLink does. */
  nav?: boolean;
  /** With `nav`: active on `to` only, not on the addresses below it. */
  end?: boolean;
  replace?: boolean;
}

/**
 * A link that renders again only when what it shows changes (its href, or with `nav` whether it is
 * the current page), not on every navigation as React Router's Link and NavLink do
 * (current-location.tsx). Same markup, same click handling: a plain click navigates in the app, a
 * modified or middle click, or another target, is the browser's. Outside a CurrentLocationProvider
 * it is React Router's own link.
 */
export const QuietLink = forwardRef<HTMLAnchorElement, QuietLinkProps>(function QuietLink({ nav = false, end = false, ...props }, ref) {
  const store = useLocationStore();
  if (store) return <StoreLink {...props} ref={ref} store={store} nav={nav} end={end} />;
  return nav ? <NavLink {...props} ref={ref} end={end} /> : <Link {...props} ref={ref} />;
});

type StoreLinkProps = QuietLinkProps & { store: LocationStore; nav: boolean; end: boolean };

const StoreLink = forwardRef<HTMLAnchorElement, StoreLinkProps>(function StoreLink(
  { store, nav, end, to, replace, onClick, className, target, ...rest },
  ref,
) {
  const path = useMemo(() => parsePath(to), [to]);
  const basename = useSyncExternalStore(store.subscribe, () => store.get().basename, () => store.get().basename);
  const activeNow = () => nav && isActivePath(store.get().pathname, path.pathname, end);
  const active = useSyncExternalStore(store.subscribe, activeNow, activeNow);
  const classes = nav ? [className, active ? 'active' : null].filter(Boolean).join(' ') : className;
  return (
    <a
      {...rest}
      ref={ref}
      href={withBasename(basename, path.pathname) + path.search + path.hash}
      target={target}
      className={classes || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        // As React Router's Link: a link to the address already shown replaces it (no duplicate history entry).
        const here = store.get();
        const same = here.pathname + here.search + here.hash === path.pathname + path.search + path.hash;
        void store.navigate(to, { replace: replace ?? same });
      }}
    />
  );
});

/** React Router's parsePath, every part filled in: `/a?b#c` into its parts. */
export function parsePath(to: string): { pathname: string; search: string; hash: string } {
  const { pathname = '/', search = '', hash = '' } = parseRouterPath(to);
  return { pathname, search, hash };
}

/** NavLink's rule: the same path, or (without `end`) a path below it; letter case ignored. */
export function isActivePath(current: string, target: string, end: boolean): boolean {
  const here = current.toLowerCase();
  const to = target.toLowerCase();
  const endSlash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return here === to || (!end && here.startsWith(to) && here.charAt(endSlash) === '/');
}

function withBasename(basename: string, pathname: string): string {
  if (basename === '/') return pathname;
  return pathname === '/' ? basename : `${basename}/${pathname}`.replace(/\/\/+/g, '/');
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
