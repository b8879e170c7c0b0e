/** Holds the place of the menus while a stored session is confirmed, so nothing jumps. */
export function AccountNavPlaceholder() {
  return <span className="account-nav__placeholder" aria-hidden="true" />;
}
