import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay } from '@utsav/shared/i18n/calendar-dates';
import { paths } from '@utsav/shared/paths';
import { toast } from '@utsav/shared/toast/toast-store';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PagedTable, type Column } from '../../../components/paged-table';
import { ReasonDialog } from '../../../components/reason-dialog';
import { SearchForm } from '../../../components/search-form';
import type { ReviewRow } from '../../../domain/admin/api/types';
import { useLanguage } from '../../../hooks/use-language';
import { usePagedList } from '../../../hooks/use-paged-list';
import type { CsvColumn } from '../../../utils/csv';
import { hideReview, listReviews, type ReviewsFilter } from '../api/moderation';
import { useModerationAction } from '../hooks/use-moderation-action';

/** Reviews by text and visibility; hide one with the reason its author reads, or show it again. */
export function ReviewsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [filter, setFilter] = useState<ReviewsFilter>({ query: '', visibility: '' });
  const fetchPage = (limit: number, offset: number) => listReviews(filter, limit, offset);
  const list = usePagedList(['reviews', filter], fetchPage);
  const [target, setTarget] = useState<ReviewRow | null>(null);
  const toggle = useModerationAction(({ id, hidden, reason }: { id: string; hidden: boolean; reason: string }) => hideReview(id, hidden, reason));
  const hiding = target ? !target.hidden_at : false;
  const columns: Column<ReviewRow>[] = [
    { key: 'rating', header: t('moderation.rating'), cell: (row) => t('people.stars', { count: row.rating }) },
    {
      key: 'comment',
      header: t('moderation.comment'),
      cell: (row) => (
        <>
          {row.comment ?? '—'}
          {row.hidden_at ? <p className="form-field__hint">{t('moderation.hiddenBecause', { reason: row.hidden_reason ?? '' })}</p> : null}
        </>
      ),
    },
    { key: 'reviewer', header: t('moderation.reviewer'), cell: (row) => (row.customer_id ? <Link to={paths.admin.person({ profileId: row.customer_id })}>{row.reviewer_name ?? '—'}</Link> : (row.reviewer_name ?? '—')) },
    { key: 'provider', header: t('moderation.provider'), cell: (row) => row.provider_name ?? '—' },
    { key: 'date', header: t('moderation.date'), cell: (row) => formatDay(row.created_at, language, 'medium') },
    {
      key: 'action',
      header: t('moderation.action'),
      cell: (row) => (
        <button
          type="button"
          className="button"
          onClick={() => {
            toggle.reset();
            setTarget(row);
          }}
        >
          {row.hidden_at ? t('moderation.show') : t('moderation.hide')}
          <span className="visually-hidden"> {row.reviewer_name}</span>
        </button>
      ),
    },
  ];
  const csv: CsvColumn<ReviewRow>[] = [
    { header: t('moderation.date'), value: (row) => row.created_at },
    { header: t('moderation.rating'), value: (row) => row.rating },
    { header: t('moderation.comment'), value: (row) => row.comment },
    { header: t('moderation.reviewer'), value: (row) => row.reviewer_name },
    { header: t('moderation.provider'), value: (row) => row.provider_name },
    { header: t('bookings.code'), value: (row) => row.tracking_code },
    { header: t('moderation.hiddenLabel'), value: (row) => (row.hidden_at ? t('moderation.yes') : t('moderation.no')) },
    { header: t('moderation.reason'), value: (row) => row.hidden_reason },
  ];
  return (
    <>
      <SearchForm label={t('moderation.searchReviews')} onSearch={(query) => setFilter((current) => ({ ...current, query }))}>
        <div className="form-field">
          <label htmlFor="reviews-visibility">{t('moderation.visibility')}</label>
          <select
            id="reviews-visibility"
            className="form-field__control"
            value={filter.visibility}
            onChange={(event) => setFilter((current) => ({ ...current, visibility: event.target.value as ReviewsFilter['visibility'] }))}
          >
            <option value="">{t('moderation.visibilityAny')}</option>
            <option value="shown">{t('moderation.visibilityShown')}</option>
            <option value="hidden">{t('moderation.visibilityHidden')}</option>
          </select>
        </div>
      </SearchForm>
      <div className="admin-actions admin-section">
        <ExportCsvButton list="reviews" label={t('moderation.tabs.reviews')} columns={csv} fetchPage={fetchPage} />
      </div>
      <PagedTable label={t('moderation.reviewsLabel')} columns={columns} list={list} rowKey={(row) => row.review_id} empty={t('moderation.noReviews')} />
      <ReasonDialog
        open={target !== null}
        title={hiding ? t('moderation.hideDialog.title') : t('moderation.showDialog.title')}
        consequence={hiding ? t('moderation.hideDialog.consequence') : t('moderation.showDialog.consequence')}
        confirmLabel={hiding ? t('moderation.hide') : t('moderation.show')}
        hint={hiding ? t('moderation.hideDialog.hint') : undefined}
        pending={toggle.isPending}
        error={toggle.error}
        onConfirm={(reason) =>
          target &&
          toggle.mutate(
            { id: target.review_id, hidden: hiding, reason },
            {
              onSuccess: () => {
                toast({ title: hiding ? t('moderation.hidden') : t('moderation.shown') });
                setTarget(null);
              },
            },
          )
        }
        onClose={() => setTarget(null)}
      />
    </>
  );
}
