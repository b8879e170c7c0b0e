import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCommonNamespace } from '@utsav/shared/i18n/common-namespace';
import { i18n } from '@utsav/shared/i18n/i18n';
import { registerShellNamespace } from '../shell-namespace';
import { NAV_MENU_DELAY_MS, NAV_MENU_SKIP_DELAY_MS, ServicesMenu } from './services-menu';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  // Category names come from the common namespace.
  await Promise.all([registerShellNamespace(), registerCommonNamespace()]);
});

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ServicesMenu />
        </MemoryRouter>
      </I18nextProvider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const trigger = () => container.querySelector<HTMLButtonElement>('button.main-nav__trigger')!;
// React derives onPointerEnter/Leave from pointerover/pointerout, as browsers send them.
const mouse = (type: 'pointerover' | 'pointermove' | 'pointerout', target: Element) =>
  act(() => {
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', relatedTarget: type === 'pointerout' ? document.body : null }));
  });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the Services dropdown', () => {
  it('uses the spec timings', () => {
    expect([NAV_MENU_DELAY_MS, NAV_MENU_SKIP_DELAY_MS]).toEqual([200, 300]);
  });

  it('opens 200 ms after the pointer arrives, not before', () => {
    mouse('pointerover', trigger());
    mouse('pointermove', trigger());
    advance(NAV_MENU_DELAY_MS - 20);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    advance(40);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });

  it('lists the seven category pages and Service Bundles, then the overview', () => {
    act(() => trigger().click());
    const links = [...container.querySelectorAll<HTMLAnchorElement>('.services-panel a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/services/pooja-services',
      '/services/wedding-photography',
      '/services/mehendi-artists',
      '/services/catering',
      '/services/music',
      '/services/decoration',
      '/services/function-hall',
      '/bundles',
      '/services',
    ]);
    expect(container.querySelector('.services-panel')?.textContent).toContain('Function halls');
  });

  it('closes 150 ms after the pointer leaves', () => {
    mouse('pointerover', trigger());
    mouse('pointermove', trigger());
    advance(NAV_MENU_DELAY_MS + 10);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    mouse('pointerout', trigger());
    advance(140);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    advance(20);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  // Issue 13: the pointer rests on Services (it opens), then clicks it, as one opens any menu.
  it('stays open when clicked after hovering opened it; the next click closes it', () => {
    mouse('pointerover', trigger());
    mouse('pointermove', trigger());
    advance(NAV_MENU_DELAY_MS + 10);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    act(() => trigger().click());
    advance(200);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    act(() => trigger().click());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens and closes on clicks alone', () => {
    act(() => trigger().click());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    act(() => trigger().click());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    act(() => trigger().click());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps no aria-hidden element in the tab order while open', () => {
    act(() => trigger().click());
    expect(container.querySelectorAll('[aria-hidden="true"][tabindex="0"]')).toHaveLength(0);
  });
});
