import { loginUrlFor } from '@utsav/shared/auth/login-url';
import { paths } from '@utsav/shared/paths';
import { SiteSearchForm } from '../../../components/site-search-form';
import { prefetchRemote } from '../../../lib/federation/prefetch-remote';

/** Where a search from the hero goes: `/search` needs a session, so visitors sign in first and come back. */
export function heroSearchTarget(query: string, signedIn: boolean): string {
  const search = paths.catalog.search({ q: query });
  return signedIn ? search : loginUrlFor(search);
}

const searchIcon = (
  <svg className="hero-search__icon" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
    <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
    <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

export function HeroSearch() {
  return <SiteSearchForm className="hero-search" visibleLabel={false} targetFor={heroSearchTarget} icon={searchIcon} onFocus={() => prefetchRemote('catalog')} />;
}
