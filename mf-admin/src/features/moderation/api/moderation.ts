import { adminRpc } from '../../../domain/admin/api/admin-rpc';
import { toPage, type ContactRow, type Page, type ReportRow, type ReviewRow } from '../../../domain/admin/api/types';

export async function listReports(status: 'open' | 'closed', limit: number, offset: number): Promise<Page<ReportRow>> {
  return toPage(await adminRpc<ReportRow[] | null>('admin_reports', { p_status: status, p_limit: limit, p_offset: offset }));
}

export const resolveReport = (reportId: string, resolution: 'dismissed' | 'actioned', note: string) =>
  adminRpc<string>('admin_resolve_report', { p_report_id: reportId, p_resolution: resolution, p_note: note });

export interface ReviewsFilter {
  query: string;
  /** '' any, 'hidden' only hidden, 'shown' only shown. */
  visibility: '' | 'hidden' | 'shown';
}

export async function listReviews(filter: ReviewsFilter, limit: number, offset: number): Promise<Page<ReviewRow>> {
  return toPage(
    await adminRpc<ReviewRow[] | null>('admin_reviews', {
      p_query: filter.query || null,
      p_hidden: filter.visibility === '' ? null : filter.visibility === 'hidden',
      p_limit: limit,
      p_offset: offset,
    }),
  );
}

export const hideReview = (reviewId: string, hidden: boolean, reason: string) =>
  adminRpc<unknown>('admin_hide_review', { p_review_id: reviewId, p_hidden: hidden, p_reason: reason });

export async function listContactMessages(handled: boolean, limit: number, offset: number): Promise<Page<ContactRow>> {
  return toPage(await adminRpc<ContactRow[] | null>('admin_contact_messages', { p_handled: handled, p_limit: limit, p_offset: offset }));
}

export const replyToContact = (messageId: string, reply: string) => adminRpc<string>('admin_reply_contact', { p_message_id: messageId, p_reply: reply });

export const markContactHandled = (messageId: string, handled: boolean) =>
  adminRpc<string>('admin_mark_contact_handled', { p_message_id: messageId, p_handled: handled });
