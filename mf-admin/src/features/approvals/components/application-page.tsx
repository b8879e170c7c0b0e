import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatMoment } from '@utsav/shared/i18n/calendar-dates';
import { paths } from '@utsav/shared/paths';
import { toast } from '@utsav/shared/toast/toast-store';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { AdminLayout } from '../../../domain/admin/components/admin-layout';
import { ReasonDialog } from '../../../components/reason-dialog';
import { categoryNames } from '../../../domain/admin/utils/category-names';
import type { ApplicationDecision } from '../../../domain/admin/api/types';
import { useLanguage } from '../../../hooks/use-language';
import { getApplication, photoUrl } from '../api/applications';
import { useReviewProvider } from '../hooks/use-review-provider';
import { DocumentLink } from './document-link';

/** `/admin/approvals/:providerId`: everything the applicant sent, and the decision. */
export default function ApplicationPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const providerId = useParams().providerId ?? '';
  const application = useQuery({ queryKey: ['admin', 'application', providerId], queryFn: () => getApplication(providerId) });
  const review = useReviewProvider(providerId);
  const [decision, setDecision] = useState<ApplicationDecision | null>(null);
  const back = (
    <Link className="button" to={paths.admin.approvals()}>
      {t('approvals.back')}
    </Link>
  );

  if (application.isPending) {
    return (
      <AdminLayout title={t('approvals.applicationTitle')} actions={back}>
        <PageSkeleton />
      </AdminLayout>
    );
  }
  if (application.isError) {
    return (
      <AdminLayout title={t('approvals.applicationTitle')} actions={back}>
        <UnavailableState onRetry={() => application.refetch()} />
      </AdminLayout>
    );
  }
  const row = application.data;
  if (!row) {
    return (
      <AdminLayout title={t('approvals.applicationTitle')} actions={back}>
        <p className="admin-empty">{t('approvals.notFound')}</p>
      </AdminLayout>
    );
  }

  const decide = (reason: string) => {
    if (!decision) return;
    review.mutate(
      { decision, reason: reason || null },
      {
        onSuccess: () => {
          toast({ title: t(`approvals.done.${decision}`, { name: row.business_name }) });
          setDecision(null);
          void navigate(paths.admin.approvals());
        },
      },
    );
  };
  const open = (next: ApplicationDecision) => {
    review.reset();
    setDecision(next);
  };
  const facts: [string, string][] = [
    [t('approvals.applicant'), row.full_name ?? '—'],
    [t('approvals.email'), row.email ?? '—'],
    [t('approvals.phone'), row.phone ?? '—'],
    [t('approvals.city'), row.city ?? '—'],
    [t('approvals.areas'), (row.areas_served ?? []).join(', ') || '—'],
    [t('approvals.languages'), (row.languages ?? []).join(', ') || '—'],
    [t('approvals.experience'), row.experience_years === null ? '—' : t('approvals.years', { count: row.experience_years })],
    [t('approvals.categories'), categoryNames(t, row.categories) || '—'],
    [t('approvals.pan'), row.pan ?? '—'],
    [t('approvals.gstin'), row.gstin ?? '—'],
    [t('approvals.submitted'), row.submitted_at ? formatMoment(row.submitted_at, language) : '—'],
    [t('approvals.status'), t(`approvals.statuses.${row.status}`, { defaultValue: row.status })],
  ];
  const decidable = row.status === 'pending';
  return (
    <AdminLayout title={row.business_name} lead={t('approvals.applicationTitle')} actions={back}>
      {row.status_reason ? (
        <p className="alert">
          {t('approvals.statusReason')}: {row.status_reason}
        </p>
      ) : null}
      <section className="admin-section" aria-labelledby="application-facts">
        <h2 id="application-facts">{t('approvals.details')}</h2>
        <dl className="admin-facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {row.description ? <p className="admin-quote">{row.description}</p> : null}
      </section>
      <section className="admin-section" aria-labelledby="application-documents">
        <h2 id="application-documents">{t('approvals.documents')}</h2>
        {row.documents.length ? (
          row.documents.map((document) => <DocumentLink key={document.path} document={document} />)
        ) : (
          <p>{t('approvals.noDocuments')}</p>
        )}
      </section>
      <section className="admin-section" aria-labelledby="application-photos">
        <h2 id="application-photos">{t('approvals.photos')}</h2>
        {row.photos.length ? (
          <ul className="admin-photos">
            {row.photos.map((photo, index) => (
              <li key={photo.path}>
                <a href={photoUrl(photo.path)} target="_blank" rel="noreferrer noopener">
                  <img
                    src={photoUrl(photo.path)}
                    alt={t('approvals.photoAlt', { index: index + 1, name: row.business_name })}
                    width={photo.width ?? 128}
                    height={photo.height ?? 96}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('approvals.noPhotos')}</p>
        )}
      </section>
      <section className="admin-section" aria-labelledby="application-decision">
        <h2 id="application-decision">{t('approvals.decision')}</h2>
        {decidable ? (
          <div className="admin-actions">
            <button type="button" className="button button--primary" onClick={() => open('approved')}>
              {t('approvals.approve')}
            </button>
            <button type="button" className="button" onClick={() => open('needs_info')}>
              {t('approvals.askInfo')}
            </button>
            <button type="button" className="button" onClick={() => open('rejected')}>
              {t('approvals.reject')}
            </button>
          </div>
        ) : (
          <p>{t('approvals.notPending', { status: t(`approvals.statuses.${row.status}`, { defaultValue: row.status }) })}</p>
        )}
      </section>
      <ReasonDialog
        open={decision !== null}
        title={decision ? t(`approvals.dialog.${decision}.title`, { name: row.business_name }) : ''}
        consequence={decision ? t(`approvals.dialog.${decision}.consequence`) : ''}
        confirmLabel={decision ? t(`approvals.dialog.${decision}.confirm`) : ''}
        label={decision === 'approved' ? t('approvals.dialog.noteLabel') : undefined}
        hint={decision === 'approved' ? t('approvals.dialog.noteHint') : t('approvals.dialog.reasonHint')}
        optional={decision === 'approved'}
        pending={review.isPending}
        error={review.error}
        onConfirm={decide}
        onClose={() => setDecision(null)}
      />
    </AdminLayout>
  );
}
