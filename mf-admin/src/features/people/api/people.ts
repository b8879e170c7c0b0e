import { adminRpc } from '../../../domain/admin/api/admin-rpc';
import { toPage, type Page, type PersonDetail, type PersonRole, type PersonRow } from '../../../domain/admin/api/types';

export interface PeopleFilter {
  query: string;
  role: PersonRole | '';
}

export const peopleKey = (filter: PeopleFilter) => ['people', filter] as const;
export const personKey = (profileId: string) => ['admin', 'person', profileId] as const;

export async function listPeople(filter: PeopleFilter, limit: number, offset: number): Promise<Page<PersonRow>> {
  return toPage(
    await adminRpc<PersonRow[] | null>('admin_people', { p_query: filter.query || null, p_role: filter.role || null, p_limit: limit, p_offset: offset }),
  );
}

export const getPerson = (profileId: string) => adminRpc<PersonDetail>('admin_person', { p_profile_id: profileId });

export const setSuspension = (profileId: string, suspended: boolean, reason: string) =>
  adminRpc<unknown>('admin_set_suspension', { p_profile_id: profileId, p_suspended: suspended, p_reason: reason });

export const setAdmin = (profileId: string, admin: boolean, reason: string) =>
  adminRpc<string>('admin_set_admin', { p_profile_id: profileId, p_admin: admin, p_reason: reason });
