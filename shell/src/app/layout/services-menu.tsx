import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@utsav/shared/paths';
import { categoryNameKey, SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import { PrefetchLink } from '../../lib/federation/prefetch-link';
import { prefetchRemote } from '../../lib/federation/prefetch-remote';
import { PLAIN_ITEMS } from './main-nav-items';

/** The spec's navigation timings: opens 200 ms after hover, 300 ms skip delay; Radix closes 150 ms after leaving. */
export const NAV_MENU_DELAY_MS = 200;
export const NAV_MENU_SKIP_DELAY_MS = 300;

function MenuLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <NavigationMenu.Link asChild>
      <PrefetchLink to={to} className={className}>
        {children}
      </PrefetchLink>
    </NavigationMenu.Link>
  );
}

/**
 * The top bar's main navigation, with the Services dropdown (Radix Navigation Menu). Its list is a
 * folding zone of the header: the items that do not fit (the last first) wait in the menu sheet.
 */
export function ServicesMenu() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState('');
  const root = useRef<HTMLElement>(null);
  // Radix's trigger toggles on click: a pointer that opened the panel by resting on Services and
  // then clicks it (the usual way to "open" a menu) would close it again. A click keeps a
  // panel opened by hover open (and makes it the click's: the next click closes it).
  const openedByHover = useRef(false);
  const clicking = useRef(false);
  const onValueChange = (value: string) => {
    openedByHover.current = value !== '' && !clicking.current;
    setOpen(value);
  };
  const onTriggerClick = (event: MouseEvent) => {
    if (open === 'services' && openedByHover.current) {
      openedByHover.current = false;
      event.preventDefault(); // skips Radix's toggle (composeEventHandlers)
      return;
    }
    clicking.current = true;
    queueMicrotask(() => {
      clicking.current = false;
    });
  };

  // While open, Radix puts an aria-hidden span with tabindex=0 after the trigger, to steer Tab
  // into a panel rendered elsewhere (its Viewport). Our panel follows the trigger in the DOM, so
  // the span is not needed, and a focusable aria-hidden element is an axe violation: take it out
  // of the tab order.
  useLayoutEffect(() => {
    root.current?.querySelectorAll('[aria-hidden="true"][tabindex="0"]').forEach((proxy) => proxy.setAttribute('tabindex', '-1'));
  }, [open]);

  return (
    <NavigationMenu.Root
      ref={root}
      value={open}
      onValueChange={onValueChange}
      className="main-nav"
      aria-label={t('nav.main')}
      delayDuration={NAV_MENU_DELAY_MS}
      skipDelayDuration={NAV_MENU_SKIP_DELAY_MS}
    >
      <NavigationMenu.List className="main-nav__list" data-fold-zone="">
        {/* No Viewport: the panel renders in its item, so Radix needs no aria-hidden focus proxy (axe: aria-hidden-focus). */}
        <NavigationMenu.Item value="services" className="main-nav__item--panel">
          <NavigationMenu.Trigger className="main-nav__trigger" onPointerEnter={() => prefetchRemote('catalog')} onClick={onTriggerClick}>
            {t('nav.services')}
            <svg className="main-nav__caret" aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" focusable="false">
              <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="services-panel">
            <ul className="services-panel__grid">
              {SERVICE_CATEGORIES.map((category) => (
                <li key={category.slug}>
                  <MenuLink to={paths.catalog.category({ category: category.slug })} className="services-panel__link">
                    <span className="services-panel__name">{t(categoryNameKey(category.key))}</span>
                    <span className="services-panel__blurb">{t(`categories.${category.key}.short`)}</span>
                  </MenuLink>
                </li>
              ))}
              <li className="services-panel__bundles">
                <MenuLink to={paths.catalog.bundles()} className="services-panel__link">
                  <span className="services-panel__name">{t('nav.bundles')}</span>
                  <span className="services-panel__blurb">{t('nav.bundlesBlurb')}</span>
                </MenuLink>
              </li>
            </ul>
            <MenuLink to={paths.catalog.services()} className="services-panel__all">
              {t('nav.allServices')}
            </MenuLink>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {PLAIN_ITEMS.map((item) => (
          <NavigationMenu.Item key={item.to}>
            <MenuLink to={item.to} className="main-nav__link">
              {t(item.key)}
            </MenuLink>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
