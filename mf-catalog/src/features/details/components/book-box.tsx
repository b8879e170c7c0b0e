import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionStore } from '@utsav/shared/auth/session-store';

/**
 * The price and Book, always in reach: a side box that stays in view on a desktop, a bar
 * fixed to the bottom of the screen on a phone (as Airbnb and Urban Company do). Book is a
 * link to the booking request; a visitor is taken through sign-in and back by that page's
 * guard, so the box only says so.
 */
export function BookBox({ price, note, to, label }: { price: ReactNode; note?: ReactNode; to: string; label: string }) {
  const { t } = useTranslation('catalog');
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
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
        <p className="catalog-detail__book-hint">{signedIn ? t('detail.book.noPayment') : t('detail.book.signInFirst')}</p>
      </div>
    </aside>
  );
}
