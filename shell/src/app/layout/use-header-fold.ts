import { useLayoutEffect, type RefObject } from 'react';

/**
 * The header folds by CSS alone (shell.css, "priority+"): each folding zone is a one-line-high
 * wrapping flex row that clips its overflow, so whatever does not fit, in any language, role or
 * width, wraps onto the hidden second line; right on the first paint, server-rendered too. Here
 * the measurement only refines that: a clipped item is marked `data-folded` (hidden and inert, so
 * Tab and screen readers skip it too) and a zone with nothing left `data-all-folded`. Nothing moves.
 */
export const FOLD_ZONE = 'data-fold-zone';

/** The zone's items as laid out: its children, through `display: contents` wrappers, in flow. */
function flexItems(zone: Element): HTMLElement[] {
  const items: HTMLElement[] = [];
  for (const child of zone.children) {
    if (!(child instanceof HTMLElement)) continue;
    const style = getComputedStyle(child);
    if (style.display === 'contents') items.push(...flexItems(child));
    else if (style.display !== 'none' && style.position !== 'absolute' && style.position !== 'fixed') items.push(child);
  }
  return items;
}

/** Marks the items that wrapped below a zone's visible line; returns whether anything changed. */
export function markFolded(zone: HTMLElement): boolean {
  const box = zone.getBoundingClientRect();
  // The visible line ends at the zone's bottom padding: an item whose top is past its middle wrapped.
  const lineEnd = box.top + zone.clientHeight / 2;
  let changed = false;
  let shown = 0;
  for (const item of flexItems(zone)) {
    const folded = item.getBoundingClientRect().top > lineEnd;
    if (!folded) shown += 1;
    if (item.hasAttribute('data-folded') !== folded) {
      changed = true;
      item.toggleAttribute('data-folded', folded);
      item.toggleAttribute('inert', folded);
    }
  }
  zone.toggleAttribute('data-all-folded', shown === 0);
  return changed;
}

/**
 * Marks the zones from the first frame after mounting, and keeps the marks right as the width
 * (resize), the words (language) or the items (session, role) change. Observers call back before
 * the next paint, so a mark is never a frame late.
 */
export function useHeaderFold(root: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const refold = () => element.querySelectorAll<HTMLElement>(`[${FOLD_ZONE}]`).forEach(markFolded);
    // No measuring here: a ResizeObserver reports every observed box once when it starts, in the
    // next frame's layout step, before that frame is painted. Measuring in this effect forced a
    // layout of the whole page inside hydration's commit, one long task on a phone.
    const resize = new ResizeObserver(refold);
    resize.observe(element);
    element.querySelectorAll(`[${FOLD_ZONE}]`).forEach((zone) => resize.observe(zone));
    // Attribute changes are left out: the marks themselves are attributes.
    const mutation = new MutationObserver(refold);
    mutation.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resize.disconnect();
      mutation.disconnect();
    };
  }, [root]);
}
