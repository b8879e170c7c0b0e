-- 0022 provider privacy: what a visitor may read of a provider, and who gets their phone.
--
-- Until now every column of an approved provider's row, the phone included, was readable by
-- anonymous API calls (and by every signed-in user), while /provider/:id is sign-in-only in
-- the apps.
--
-- Decisions:
-- * A visitor (anon) reads what the public pages show of an approved provider: id, business
--   name, description, city, areas served, languages, years of experience, avatar, rating
--   and its count, and status (the catalogue's policies and filters read it). Not the phone,
--   the owner's profile id, the status reason, or the timestamps. Column grants, so a request
--   for anything else is refused outright (42501) instead of quietly returning less.
-- * A signed-in user reads every column but the phone (their own application needs the rest:
--   profile_id, status_reason...; row-level security still shows them only approved rows and
--   their own).
-- * The phone comes from rpc('provider_phone', { provider_id }) and only to: the provider
--   themself, admins, and a customer with a booking the provider accepted (accepted,
--   confirmed or completed): the provider agreed to do that job, so the customer must be able
--   to call. Anyone else gets null and writes through the chat, which the provider answers
--   from the dashboard. This mirrors the other direction: a provider sees their customers'
--   phones only through bookings and conversations (0005, 0010).

revoke select on public.service_providers from anon, authenticated;
grant select (id, business_name, description, city, areas_served, languages, experience_years, avatar_url,
              status, rating_avg, rating_count)
  on public.service_providers to anon;
grant select (id, profile_id, business_name, description, city, areas_served, languages, experience_years,
              avatar_url, status, status_reason, submitted_at, approved_at, rating_avg, rating_count,
              created_at, updated_at, search_document)
  on public.service_providers to authenticated;

create or replace function public.provider_phone(provider_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select sp.phone
  from public.service_providers sp
  where sp.id = provider_phone.provider_id
    and auth.uid() is not null
    and (sp.profile_id = auth.uid()
         or public.is_user_admin(auth.uid())
         or (sp.status = 'approved' and exists (
               select 1 from public.bookings b
               where b.provider_id = sp.id and b.customer_id = auth.uid()
                 and b.status in ('accepted', 'confirmed', 'completed'))))
$$;
comment on function public.provider_phone(uuid) is
  'The provider''s phone for the provider, admins and customers with an accepted, confirmed or completed booking with them; null for everyone else.';
revoke execute on function public.provider_phone(uuid) from public, anon;
grant execute on function public.provider_phone(uuid) to authenticated, service_role;
