import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { formatIndianNumber } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { getWaitingCounts, waitingCountsKey } from '../api/waiting-counts';

interface Props {
  title: string;
  /** A line under the title (what the page is for, or the record's subtitle). */
  lead?: ReactNode;
  /** Beside the title: Export CSV, a back link. */
  actions?: ReactNode;
  children: ReactNode;
}

const SECTIONS = [
  { to: paths.admin.dashboard(), key: 'overview', end: true },
  { to: paths.admin.approvals(), key: 'approvals', count: 'approvals' },
  { to: paths.admin.people(), key: 'people' },
  { to: paths.admin.bookings(), key: 'bookings' },
  { to: paths.admin.moderation(), key: 'moderation', count: 'reports' },
  { to: paths.admin.numbers(), key: 'numbers' },
  { to: paths.admin.audit(), key: 'audit' },
] as const;

/**
 * Every admin page: the sections as one row of tabs that scrolls sideways inside itself on a
 * narrow phone (never the page), with what waits in approvals and moderation, then the page.
 */
export function AdminLayout({ title, lead, actions, children }: Props) {
  const { t } = useTranslation('admin');
  // The counts are a hint beside the tabs: while they load, or if they fail, the tabs stand alone.
  const counts = useQuery({ queryKey: waitingCountsKey, queryFn: getWaitingCounts, staleTime: 30_000 });
  return (
    <div className="admin-page">
      <nav className="admin-nav" aria-label={t('nav.label')}>
        <ul>
          {SECTIONS.map((section) => {
            const count = 'count' in section ? counts.data?.[section.count] : undefined;
            return (
              <li key={section.key}>
                <NavLink to={section.to} end={'end' in section}>
                  {t(`nav.${section.key}`)}
                  {count ? (
                    <span className="admin-nav__count" aria-label={t(`nav.count.${section.key}`, { count })}>
                      {formatIndianNumber(count)}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <header className="admin-header">
        <div>
          <h1>{title}</h1>
          {lead ? <p className="admin-lead">{lead}</p> : null}
        </div>
        {actions ? <div className="admin-header__actions">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
