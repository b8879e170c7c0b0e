-- 0008 notifications exactly as the spec lists them (id, user_id, title, message, type,
-- read, created_at) plus an optional in-app link. The bell reads the newest five of the
-- user, marks one read, and subscribes to inserts filtered by user_id.
--
-- Notifications are written by the database (triggers below and on messages in 0010) and
-- by the system; an admin may also send one (announcements). A user can only read,
-- mark read/unread and delete their own; nothing else of a notification can change.

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  message text not null check (char_length(btrim(message)) between 1 and 2000),
  type text not null default 'system'
    check (type in ('chat', 'booking', 'review', 'payment', 'provider', 'system')),
  read boolean not null default false,
  link text check (link is null or (char_length(link) <= 500 and link ~ '^/')),
  created_at timestamptz not null default now()
);

create index notifications_user_created_idx on public.notifications (user_id, created_at desc);
create index notifications_user_unread_idx on public.notifications (user_id) where not read;

create or replace function private.guard_notification()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.read := false;
    new.created_at := now();
    return new;
  end if;
  if (new.id, new.user_id, new.title, new.message, new.type, new.link, new.created_at)
     is distinct from (old.id, old.user_id, old.title, old.message, old.type, old.link, old.created_at) then
    raise exception 'only the read flag of a notification can change' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger notifications_guard
  before insert or update on public.notifications
  for each row execute function private.guard_notification();

alter table public.notifications enable row level security;

create policy "notifications: read own" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "notifications: mark own" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "notifications: delete own" on public.notifications
  for delete to authenticated
  using (user_id = (select auth.uid()));
create policy "notifications: admins send" on public.notifications
  for insert to authenticated
  with check ((select private.is_admin()));

grant select, insert, update, delete on public.notifications to authenticated, service_role;

-- The one writer the triggers use.
create or replace function private.notify(p_user_id uuid, p_title text, p_message text, p_type text, p_link text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, title, message, type, link)
  select p_user_id, left(p_title, 200), left(p_message, 2000), p_type, p_link
  where p_user_id is not null
$$;
revoke execute on function private.notify(uuid, text, text, text, text) from public, anon, authenticated, service_role;

-- Booking requests and status changes notify the other party.
create or replace function private.notify_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_what text;
  v_provider_profile uuid;
  v_provider_name text;
  v_customer_link text := '/track-booking?code=' || new.tracking_code;
begin
  select coalesce(s.title, bu.name), sp.profile_id, sp.business_name
    into v_what, v_provider_profile, v_provider_name
    from public.service_providers sp
    left join public.services s on s.id = new.service_id
    left join public.bundles bu on bu.id = new.bundle_id
   where sp.id = new.provider_id;

  if tg_op = 'INSERT' then
    perform private.notify(v_provider_profile, 'New booking request',
      format('%s for %s on %s (%s guests).', v_what, to_char(new.event_date, 'DD Mon YYYY'),
             to_char(new.event_time, 'HH12:MI AM'), new.guest_count),
      'booking', '/dashboard');
    return null;
  end if;
  if new.status is not distinct from old.status then
    return null;
  end if;
  case new.status
    when 'accepted' then
      perform private.notify(new.customer_id, 'Booking accepted',
        format('%s accepted your booking %s. Pay the advance to confirm it.', v_provider_name, new.tracking_code),
        'booking', v_customer_link);
    when 'declined' then
      perform private.notify(new.customer_id, 'Booking declined',
        format('%s could not take booking %s.', v_provider_name, new.tracking_code), 'booking', v_customer_link);
    when 'expired' then
      perform private.notify(new.customer_id, 'Booking expired',
        format('Booking %s expired.', new.tracking_code), 'booking', v_customer_link);
    when 'confirmed' then
      perform private.notify(new.customer_id, 'Booking confirmed',
        format('Your advance was received; booking %s is confirmed.', new.tracking_code), 'booking', v_customer_link);
      perform private.notify(v_provider_profile, 'Booking confirmed',
        format('Booking %s (%s) is confirmed.', new.tracking_code, v_what), 'booking', '/dashboard');
    when 'completed' then
      perform private.notify(new.customer_id, 'How was it?',
        format('Booking %s is complete. Leave a review for %s.', new.tracking_code, v_provider_name),
        'booking', '/profile');
    when 'cancelled_by_customer' then
      perform private.notify(v_provider_profile, 'Booking cancelled',
        format('The customer cancelled booking %s (%s).', new.tracking_code, v_what), 'booking', '/dashboard');
    when 'cancelled_by_provider' then
      perform private.notify(new.customer_id, 'Booking cancelled',
        format('%s cancelled booking %s.', v_provider_name, new.tracking_code), 'booking', v_customer_link);
    else
      null;
  end case;
  return null;
end
$$;
revoke execute on function private.notify_booking() from public;

create trigger bookings_notify
  after insert or update of status on public.bookings
  for each row execute function private.notify_booking();

-- A new review notifies the provider.
create or replace function private.notify_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(private.provider_profile_id(new.provider_id), 'New review',
    format('%s rated you %s out of 5.', new.reviewer_name, new.rating), 'review', '/dashboard');
  return null;
end
$$;
revoke execute on function private.notify_review() from public;

create trigger reviews_notify
  after insert on public.reviews
  for each row execute function private.notify_review();

-- Provider applications: the applicant hears about every decision.
create or replace function private.notify_provider_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  perform private.notify(new.profile_id,
    case new.status when 'approved' then 'You are approved'
                    when 'rejected' then 'Application not approved'
                    when 'suspended' then 'Account suspended'
                    else 'Application under review' end,
    case new.status when 'approved' then format('%s is now live on Utsav. Add your services from the dashboard.', new.business_name)
                    else coalesce(new.status_reason, format('The status of %s is now %s.', new.business_name, new.status)) end,
    'provider', case when new.status = 'approved' then '/dashboard' else '/provider/profile' end);
  return null;
end
$$;
revoke execute on function private.notify_provider_status() from public;

create trigger service_providers_notify
  after update of status on public.service_providers
  for each row execute function private.notify_provider_status();
