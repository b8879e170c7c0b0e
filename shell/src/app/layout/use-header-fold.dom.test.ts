import { describe, expect, it } from 'vitest';
import { markFolded } from './use-header-fold';

/** A zone one line high (56 px) whose items sit at the given tops, as a browser would lay out a wrapping row. */
function zoneWith(tops: number[], wrapper = false) {
  const zone = document.createElement('ul');
  Object.defineProperty(zone, 'clientHeight', { value: 56 });
  zone.getBoundingClientRect = () => new DOMRect(0, 0, 300, 56);
  const parent = wrapper ? document.createElement('div') : zone;
  if (wrapper) {
    parent.style.display = 'contents';
    zone.append(parent);
  }
  const items = tops.map((top) => {
    const item = document.createElement('li');
    item.getBoundingClientRect = () => new DOMRect(0, top, 80, 44);
    parent.append(item);
    return item;
  });
  document.body.append(zone);
  return { zone, items };
}

describe('markFolded', () => {
  it('marks the items that wrapped below the visible line hidden and inert, and only those', () => {
    const { zone, items } = zoneWith([6, 6, 56, 106]);
    expect(markFolded(zone)).toBe(true);
    expect(items.map((item) => item.hasAttribute('data-folded'))).toEqual([false, false, true, true]);
    expect(items.map((item) => item.hasAttribute('inert'))).toEqual([false, false, true, true]);
    expect(zone.hasAttribute('data-all-folded')).toBe(false);
  });

  it('reports no change when nothing moved, and unmarks an item that fits again', () => {
    const { zone, items } = zoneWith([6, 56]);
    markFolded(zone);
    expect(markFolded(zone)).toBe(false);
    items[1]!.getBoundingClientRect = () => new DOMRect(90, 6, 80, 44);
    expect(markFolded(zone)).toBe(true);
    expect(items[1]!.hasAttribute('data-folded')).toBe(false);
    expect(items[1]!.hasAttribute('inert')).toBe(false);
  });

  it('looks through display: contents wrappers, and marks a zone with nothing shown', () => {
    const { zone, items } = zoneWith([56, 106], true);
    markFolded(zone);
    expect(items.every((item) => item.hasAttribute('data-folded'))).toBe(true);
    expect(zone.hasAttribute('data-all-folded')).toBe(true);
  });
});
