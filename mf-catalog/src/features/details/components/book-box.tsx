import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { formatRupees } from '@utsav/shared/i18n/format';
import type { AdvanceTarget } from '../api/quote-advance';
import { useAdvance } from '../hooks/use-detail';

/**
 * The price and Book, always in reach: a side box that stays in view on a desktop, a bar
 * fixed to the bottom of the screen on a phone (as Airbnb and Urban Company do). Book is a
 * link to the booking request; a visitor is taken through sign-in and back by that page's
 * guard, so the box only says so. Sending the request opens Checkout for the advance at once, so
 * the box names it: the server's quote when the price does not depend on the guests (`advance`),
 * else that it follows the count given (`advance` null).
 */
export function BookBox({
  price,
  note,
  to,
  label,
  advance,
}: {
  price: ReactNode;
  note?: ReactNode;
  to: string;
  label: string;
  advance: { target: AdvanceTarget; guests: number } | null;
}) {
  const { t } = useTranslation('catalog');
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const quoted = useAdvance(advance, signedIn);
  let payHint = t('detail.book.payForGuests');
  if (advance) payHint = quoted.data ? t('detail.book.payAmount', { amount: formatRupees(quoted.data) }) : t('detail.book.pay');
  return (
    <aside className="catalog-detail__book" aria-label={t('detail.book.region')} data-testid="book-box">
      <div className="catalog-detail__book-price">
        {price}
        {note ? <p className="catalog-detail__book-note">{note}</p> : null}
      </div>
      <div className="catalog-detail__book-action">
        <Link className="button button--primary" to={to} aria-label={label}>
          {t('book.action')}
        </Link>
        <p className="catalog-detail__book-hint">{signedIn ? payHint : t('detail.book.signInFirst')}</p>
      </div>
    </aside>
  );
}
