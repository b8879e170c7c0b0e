import { useContext, type AnchorHTMLAttributes, type Context, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';

export interface CardLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address inside the app from its root, without the language prefix (a `paths` builder's result). */
  to: string;
}

/**
 * A listing card's link: React Router's Link as a card uses it (an address from the app's root;
 * no relative path, state, replace or prefetch), for one context read instead of Link's location,
 * route and navigation hooks. A page of bundle cards has ~50 links, rendered inside the click that
 * opens it (issue 27: a warm navigation under 10 ms). Same markup (the language prefix in the
 * href) and click handling: a plain click navigates in the app, a modified or middle click, or
 * another target, is the browser's.
 */
/** What a card's link reads of the router's navigation context (its basename, and its navigator, for the click). */
interface RouterNavigation {
  basename: string;
  navigator: { push(to: string): void; replace(to: string): void };
}

export function CardLink({ to, onClick, target, ...rest }: CardLinkProps) {
  const { basename, navigator } = useContext(NavigationContext as unknown as Context<RouterNavigation>);
  const href = basename === '/' ? to : to === '/' ? basename : `${basename.replace(/\/$/, '')}${to}`;
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        // As Link: the address already shown is replaced, not added again (a provider's name on a
        // card on that provider's page). The app's routers are data routers: they add the prefix.
        const here = window.location.pathname + window.location.search + window.location.hash;
        if (here === href) navigator.replace(to);
        else navigator.push(to);
      }}
    />
  );
}
