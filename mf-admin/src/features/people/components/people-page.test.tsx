// People and one person without a server (adminRpc is the seam): the search and role filter reach
// the server, a true empty state; a person's bookings, payments, reviews and reports; suspend with
// a required reason; the SQL's refusal to remove the last admin shown translated in the dialog.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { callsOf, refusal, stubAdminRpc } from '../../../domain/admin/api/admin-rpc-stub';
import type { PersonDetail, PersonRow } from '../../../domain/admin/api/types';
import PeoplePage from './people-page';
import PersonPage from './person-page';

vi.mock('../../../domain/admin/api/admin-rpc', () => ({ adminRpc: vi.fn() }));

const ADMIN = { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@utsav.test' };
const prepare = [() => registerNamespace('admin', (language) => import(`../../../locales/${language}.json`))];
const counts = { admin_provider_applications: [], admin_reports: [] };

const person = (over: Partial<PersonRow> = {}): PersonRow => ({
  profile_id: 'u1',
  full_name: 'Anjali Sharma',
  email: 'anjali@example.test',
  phone: '+919812345678',
  city: 'Pune',
  role: 'customer',
  provider_id: null,
  provider_status: null,
  business_name: null,
  suspended_at: null,
  bookings_count: 3,
  created_at: '2026-10-01T10:00:00Z',
  total_count: 1,
  ...over,
});

const detail = (over: Partial<PersonDetail['profile']> = {}): PersonDetail => ({
  profile: {
    id: 'u1',
    full_name: 'Anjali Sharma',
    email: 'anjali@example.test',
    phone: '+919812345678',
    city: 'Pune',
    user_type: 'guest',
    preferred_language: 'hi',
    created_at: '2026-10-01T10:00:00Z',
    last_sign_in_at: '2026-11-27T10:00:00Z',
    suspended_at: null,
    suspension_reason: null,
    ...over,
  },
  provider: null,
  counts: { bookings_as_customer: 1, bookings_as_provider: 0, reviews_written: 1, reviews_received: 0, reports_by: 0, reports_against: 1 },
  recent_bookings: [{ id: 'b1', tracking_code: 'UTS-ABC234', status: 'confirmed', event_date: '2027-01-20', total_paise: 15_000_000, created_at: '2026-11-01T10:00:00Z', as_role: 'customer' }],
  payments: [{ id: 'pay1', booking_id: 'b1', tracking_code: 'UTS-ABC234', kind: 'advance', amount_paise: 3_000_000, status: 'succeeded', amount_refunded_paise: 0, paid_at: '2026-11-01T10:05:00Z', created_at: '2026-11-01T10:01:00Z' }],
  reviews_written: [{ id: 'r1', rating: 2, comment: 'Late by an hour.', provider_id: 'p1', hidden_at: '2026-11-10T10:00:00Z', hidden_reason: 'Names a staff member', created_at: '2026-11-05T10:00:00Z' }],
  reviews_received: [],
  reports: [{ id: 'rep1', conversation_id: 'c1', message_id: null, reason: 'Rude messages', status: 'open', direction: 'against', created_at: '2026-11-20T10:00:00Z' }],
});

describe('PeoplePage', () => {
  it('sends the search and the role to the server and lists what it answers', async () => {
    stubAdminRpc({ ...counts, admin_people: (args) => (args.p_query === 'anjali' && args.p_role === 'customer' ? [person()] : []) });
    const { user } = await renderWithProviders(<PeoplePage />, { user: ADMIN, prepare });
    expect(await screen.findByText('Nobody matches this search.')).toBeVisible();
    await user.type(screen.getByLabelText('Name, email or phone'), '  anjali ');
    await user.selectOptions(screen.getByLabelText('Role'), 'customer');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'Anjali Sharma' });
    expect(link).toHaveAttribute('href', '/admin/people/u1');
    expect(callsOf('admin_people')).toContainEqual({ p_query: 'anjali', p_role: 'customer', p_limit: 20, p_offset: 0 });
    expect(within(link.closest('tr')!).getByText('Customer')).toBeVisible();
  });

  it("never shows the last search's people under a new search while it loads; a page flip keeps its rows until the next arrive", async () => {
    const pending: Record<string, (rows: PersonRow[]) => void> = {};
    const answer = (key: string) => new Promise<PersonRow[]>((resolve) => (pending[key] = resolve));
    stubAdminRpc({ ...counts, admin_people: (args) => answer(`${String(args.p_query)}@${String(args.p_offset)}`) });
    const { user } = await renderWithProviders(<PeoplePage />, { user: ADMIN, prepare, path: '/admin/people', at: '/admin/people?q=sharma' });
    await vi.waitFor(() => expect(pending['sharma@0']).toBeDefined());
    pending['sharma@0']!(Array.from({ length: 20 }, (_, index) => person({ profile_id: `s${index}`, full_name: `Sharma ${index}`, total_count: 21 })));
    expect(await screen.findByRole('link', { name: 'Sharma 0' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Sharma 0' })).toBeVisible();
    pending['sharma@20']!([person({ profile_id: 's20', full_name: 'Sharma 20', total_count: 21 })]);
    expect(await screen.findByRole('link', { name: 'Sharma 20' })).toBeVisible();

    const box = screen.getByLabelText('Name, email or phone');
    await user.clear(box);
    await user.type(box, 'ravi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(pending['ravi@0']).toBeDefined());
    expect(screen.queryByRole('link', { name: /^Sharma/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    pending['ravi@0']!([person({ profile_id: 'r1', full_name: 'Ravi Kumar' })]);
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' })).toBeVisible();
  });

  it('keeps the search and the page in the address, so Back from a person returns to the same list', async () => {
    stubAdminRpc({ ...counts, admin_people: (args) => Array.from({ length: args.p_offset === 0 ? 20 : 3 }, (_, index) => person({ profile_id: `u${Number(args.p_offset) + index}`, full_name: `Person ${Number(args.p_offset) + index}`, total_count: 23 })) });
    const { user, router } = await renderWithProviders(<PeoplePage />, { user: ADMIN, prepare, path: '/admin/people', at: '/admin/people?q=sharma&role=provider&page=2' });
    expect(await screen.findByText('21–23 of 23')).toBeVisible();
    expect(screen.getByLabelText('Name, email or phone')).toHaveValue('sharma');
    expect(callsOf('admin_people')[0]).toEqual({ p_query: 'sharma', p_role: 'provider', p_limit: 20, p_offset: 20 });
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=sharma&role=admin'));
    expect(await screen.findByText('1–20 of 23')).toBeVisible();
  });
});

it('reads in Hindi: labels, roles and the count of rows', async () => {
  stubAdminRpc({ ...counts, admin_people: [person()] });
  await renderWithProviders(<PeoplePage />, { user: ADMIN, prepare, language: 'hi' });
  expect(await screen.findByRole('heading', { level: 1, name: 'लोग' })).toBeVisible();
  expect(screen.getByLabelText('नाम, ईमेल या फ़ोन')).toBeVisible();
  expect(await screen.findByText('ग्राहक')).toBeVisible();
  expect(screen.getByText('1 में से 1–1')).toBeVisible();
});

describe('PersonPage', () => {
  const render = () => renderWithProviders(<PersonPage />, { user: ADMIN, prepare, path: '/admin/people/:profileId', at: '/admin/people/u1' });

  it("shows the person's bookings, payments, reviews (a hidden one with its reason) and reports", async () => {
    stubAdminRpc({ ...counts, admin_person: detail() });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anjali Sharma' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'UTS-ABC234' })).toHaveAttribute('href', '/admin/bookings/b1');
    expect(screen.getByText('₹1,50,000')).toBeVisible();
    expect(screen.getByText(/UTS-ABC234 · Advance · ₹30,000 · Paid/)).toBeVisible();
    expect(screen.getByText('Hidden: Names a staff member')).toBeVisible();
    expect(screen.getByText('Rude messages')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All their bookings' })).toHaveAttribute('href', '/admin/bookings?customer=u1');
  });

  it('suspends only with a reason, then sends it', async () => {
    stubAdminRpc({ ...counts, admin_person: detail(), admin_set_suspension: { suspended: true } });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Anjali Sharma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Write a reason: it goes to the audit log.')).toBeVisible();
    expect(callsOf('admin_set_suspension')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'Abusive messages to two providers');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Anjali Sharma is suspended.')).toBeVisible();
    expect(callsOf('admin_set_suspension')).toEqual([{ p_profile_id: 'u1', p_suspended: true, p_reason: 'Abusive messages to two providers' }]);
  });

  it("shows the SQL's refusal to remove the last admin, translated, beside the form", async () => {
    stubAdminRpc({
      ...counts,
      admin_person: detail({ user_type: 'admin' }),
      admin_set_admin: () => {
        throw refusal('admin_last');
      },
    });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Remove admin rights' }));
    const dialog = screen.getByRole('dialog', { name: "Remove Anjali Sharma's admin rights?" });
    await user.type(within(dialog).getByLabelText('Reason'), 'Left the company');
    await user.click(within(dialog).getByRole('button', { name: 'Remove rights' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The last admin keeps admin rights. Make someone else an admin first.');
  });

  it('reinstates a suspended person, who shows as suspended with the reason', async () => {
    stubAdminRpc({ ...counts, admin_person: detail({ suspended_at: '2026-11-21T10:00:00Z', suspension_reason: 'Fraud check' }), admin_set_suspension: {} });
    const { user } = await render();
    expect(await screen.findByText(/Suspended since .*: Fraud check/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reinstate' }));
    const dialog = screen.getByRole('dialog', { name: 'Reinstate Anjali Sharma?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Cleared');
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    await screen.findByText('Anjali Sharma is reinstated.');
    expect(callsOf('admin_set_suspension')).toEqual([{ p_profile_id: 'u1', p_suspended: false, p_reason: 'Cleared' }]);
  });

  it('shows the unavailable state when the person cannot be loaded', async () => {
    stubAdminRpc({ ...counts });
    await render();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Person' })).toBeVisible();
  });
});
