import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * On every move to another page, of the shell or of any remote (the shell's root layout and a
 * remote's standalone frame both call it, around the page's <main>): a new page starts at its top
 * (the browser keeps the old page's scroll on a pushState, so a long page left a phone at the
 * next page's footer), and focus goes to its heading, so a screen reader announces the page
 * and the next Tab starts there, as on a page load.
 * Back and forward keep the browser's own scroll restoration; the first load moves nothing.
 * Only the path counts: a filter or tab written into the query is the same page.
 */
export function usePageArrival(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstPath = useRef<string | null>(pathname);

  // Before the new page's first frame is painted: after it (an effect), a long page left scrolled
  // down showed the next page's skeleton from its middle, with the footer on screen, for a frame.
  useLayoutEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    // A link to a part of a page (#faq) goes to that part, not to the top.
    if (hash) return;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    const container = main.current;
    if (!container) return;
    // A remote's page (or its data) may still be loading: the heading is focused when it comes.
    const focusHeading = () => {
      const heading = container.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    // In the next frame, not in this commit: focusing forces a layout of the new page inside the
    // navigation's task (5-12 ms, issue 27: a warm navigation under 10 ms); the frame's own layout
    // serves it there. The screen reader still hears the heading as the page arrives.
    let observer: MutationObserver | undefined;
    const frame = requestAnimationFrame(() => {
      if (focusHeading()) return;
      observer = new MutationObserver(() => {
        if (focusHeading()) observer?.disconnect();
      });
      observer.observe(container, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [pathname, hash, navigationType, main]);
}
