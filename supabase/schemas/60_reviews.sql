-- Reviews of completed bookings, and the ratings they add up to.

create table public.reviews (
  id             uuid                     not null default gen_random_uuid(),
  booking_id     uuid                     not null,
  customer_id    uuid                     not null default auth.uid(),
  -- Derived from the booking; client values are ignored.
  provider_id    uuid                     not null,
  service_id     uuid,
  bundle_id      uuid,
  reviewer_name  text,
  rating         smallint                 not null,
  comment        text,
  provider_reply text,
  replied_at     timestamp with time zone,
  created_at     timestamp with time zone not null default now(),
  updated_at     timestamp with time zone not null default now(),
  -- Hidden by an admin (admin_hide_review, issue 26): off the public pages and out of the ratings;
  -- its author still reads it, with the reason.
  hidden_at      timestamp with time zone,
  hidden_reason  text,
  constraint reviews_hidden_reason_check check (((hidden_reason is null) or (char_length(hidden_reason) <= 1000))),
  constraint reviews_hidden_has_reason check (((hidden_at is null) = (hidden_reason is null))),
  constraint reviews_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete cascade,
  constraint reviews_booking_id_key unique (booking_id),
  constraint reviews_bundle_id_fkey foreign key (bundle_id) references public.bundles(id) on delete set null,
  constraint reviews_comment_check check (((comment is null) or (char_length(comment) <= 2000))),
  constraint reviews_pkey primary key (id),
  constraint reviews_provider_reply_check check (((provider_reply is null) or ((char_length(btrim(provider_reply)) >= 1) and (char_length(btrim(provider_reply)) <= 2000)))),
  constraint reviews_rating_check check (((rating >= 1) and (rating <= 5))),
  constraint reviews_reviewer_name_check check (((reviewer_name is null) or (char_length(reviewer_name) <= 80))),
  constraint reviews_provider_id_fkey foreign key (provider_id) references public.service_providers(id) on delete cascade,
  constraint reviews_service_id_fkey foreign key (service_id) references public.services(id) on delete set null,
  constraint reviews_customer_id_fkey foreign key (customer_id) references public.profiles(id) on delete cascade
);

alter table public.reviews
  enable row level security;

create index reviews_bundle_idx on public.reviews using btree (bundle_id);

create index reviews_provider_idx on public.reviews using btree (provider_id, created_at desc);

create index reviews_service_idx on public.reviews using btree (service_id);

-- Every column but customer_id is readable: reviews show a display name, not who wrote them.
grant select (booking_id, bundle_id, comment, created_at, id, provider_id, provider_reply, rating, replied_at, reviewer_name, service_id, updated_at) on table public.reviews to anon;

grant select (booking_id, bundle_id, comment, created_at, id, provider_id, provider_reply, rating, replied_at, reviewer_name, service_id, updated_at) on table public.reviews to authenticated;

-- The author (and admins) see that a review is hidden and why; the public policy shows no hidden one.
grant select (hidden_at, hidden_reason) on table public.reviews to authenticated;

grant delete, insert, update on table public.reviews to authenticated;

grant delete, insert, select, update on table public.reviews to service_role;

create index reviews_customer_idx on public.reviews using btree (customer_id);

-- The booking facts a review needs, read past row-level security.
create or replace function private.review_context (
  p_booking_id uuid,
  OUT          customer_id uuid,
  OUT          provider_id uuid,
  OUT          provider_profile_id uuid,
  OUT          service_id uuid,
  OUT          bundle_id uuid,
  OUT          status text,
  OUT          reviewer_name text
)
  returns record
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  select b.customer_id, b.provider_id, sp.profile_id, b.service_id, b.bundle_id, b.status,
         nullif(btrim(split_part(btrim(p.full_name), ' ', 1) || ' ' ||
                coalesce(left(nullif(split_part(btrim(p.full_name), ' ', 2), ''), 1) || '.', '')), '')
  from public.bookings b
  join public.service_providers sp on sp.id = b.provider_id
  left join public.profiles p on p.id = b.customer_id
  where b.id = p_booking_id
$$;
revoke all on function private.review_context(uuid) from public, anon, authenticated, service_role;
grant execute on function private.review_context(uuid) to authenticated, service_role;

create or replace function private.guard_review()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
declare
  v_system boolean := private.is_system();
  v_uid uuid := auth.uid();
  c record;
begin
  if tg_op = 'INSERT' then
    select * into c from private.review_context(new.booking_id);
    if c.customer_id is null then
      raise exception 'booking % does not exist', new.booking_id using errcode = '23503', hint = 'not_found', detail = json_build_object('field', 'booking_id')::text;
    end if;
    if not v_system and c.customer_id is distinct from v_uid then
      raise exception 'only the customer of a booking can review it' using errcode = '42501', hint = 'forbidden';
    end if;
    if c.status <> 'completed' then
      raise exception 'a booking can be reviewed only after it is completed' using errcode = '23514', hint = 'review_before_completion';
    end if;
    new.customer_id := c.customer_id;
    new.provider_id := c.provider_id;
    new.service_id := c.service_id;
    new.bundle_id := c.bundle_id;
    new.reviewer_name := coalesce(c.reviewer_name, 'Utsav customer');
    if not v_system then
      new.provider_reply := null;
      new.replied_at := null;
      new.hidden_at := null;
      new.hidden_reason := null;
      new.created_at := now();
    elsif new.provider_reply is not null then
      new.replied_at := coalesce(new.replied_at, now());
    end if;
    return new;
  end if;

  if new.booking_id <> old.booking_id or new.customer_id <> old.customer_id
     or new.provider_id <> old.provider_id or new.service_id is distinct from old.service_id
     or new.bundle_id is distinct from old.bundle_id or new.id <> old.id then
    raise exception 'a review cannot move to another booking' using errcode = '42501', hint = 'forbidden';
  end if;
  new.created_at := old.created_at;
  if not v_system and (new.hidden_at, new.hidden_reason) is distinct from (old.hidden_at, old.hidden_reason) then
    raise exception 'a review is hidden only through admin_hide_review' using errcode = '42501', hint = 'forbidden';
  end if;
  if new.provider_reply is distinct from old.provider_reply then
    new.replied_at := case when new.provider_reply is null then null else now() end;
  end if;
  if v_system then
    return new;
  end if;
  new.reviewer_name := old.reviewer_name;
  if v_uid = old.customer_id then
    if new.provider_reply is distinct from old.provider_reply then
      raise exception 'only the provider can reply to a review' using errcode = '42501', hint = 'forbidden';
    end if;
  elsif v_uid = private.provider_profile_id(old.provider_id) then
    if new.rating <> old.rating or new.comment is distinct from old.comment then
      raise exception 'only the customer can change a review' using errcode = '42501', hint = 'forbidden';
    end if;
  else
    raise exception 'you may not change this review' using errcode = '42501', hint = 'forbidden';
  end if;
  new.replied_at := case when new.provider_reply is distinct from old.provider_reply
    then new.replied_at else old.replied_at end;
  return new;
end
$$;

-- Keeps the provider's rating average and count.
create or replace function private.refresh_provider_rating()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_providers uuid[] := '{}';
  v_provider uuid;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    v_providers := v_providers || old.provider_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    v_providers := v_providers || new.provider_id;
  end if;
  foreach v_provider in array v_providers loop
    update public.service_providers sp
       set rating_avg = coalesce(r.avg, 0), rating_count = r.cnt
      from (select round(avg(rating), 2) as avg, count(*)::integer as cnt
              from public.reviews where provider_id = v_provider and hidden_at is null) r
     where sp.id = v_provider;
  end loop;
  return null;
end
$$;
revoke all on function private.refresh_provider_rating() from public, anon, authenticated, service_role;

create or replace function private.refresh_service_rating()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_services uuid[] := '{}';
  v_service uuid;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.service_id is not null then
    v_services := v_services || old.service_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.service_id is not null then
    v_services := v_services || new.service_id;
  end if;
  foreach v_service in array v_services loop
    update public.services s
       set rating_count = r.n, rating_stars = r.stars
      from (select count(*)::integer as n, coalesce(sum(rating), 0)::integer as stars
              from public.reviews where service_id = v_service and hidden_at is null) r
     where s.id = v_service and (s.rating_count, s.rating_stars) is distinct from (r.n, r.stars);
  end loop;
  return null;
end
$$;
revoke all on function private.refresh_service_rating() from public, anon, authenticated, service_role;

create or replace function private.validate_review_texts()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  if tg_op = 'INSERT' or new.comment is distinct from old.comment then
    new.comment := private.require_optional_text('comment', new.comment, 2000);
  end if;
  if tg_op = 'INSERT' or new.provider_reply is distinct from old.provider_reply then
    new.provider_reply := private.require_optional_text('provider_reply', new.provider_reply, 2000);
  end if;
  return new;
end
$$;
revoke all on function private.validate_review_texts() from public, anon, authenticated, service_role;

-- Triggers

create trigger reviews_a_validate
  before insert or update on public.reviews
  for each row
  execute function private.validate_review_texts();

create trigger reviews_guard
  before insert or update on public.reviews
  for each row
  execute function private.guard_review();

create trigger reviews_refresh_rating
  after insert or delete or update of rating, hidden_at on public.reviews
  for each row
  execute function private.refresh_provider_rating();

create trigger reviews_refresh_service_rating
  after insert or delete or update of rating, service_id, hidden_at on public.reviews
  for each row
  execute function private.refresh_service_rating();

create trigger reviews_touch
  before update on public.reviews
  for each row
  execute function private.touch_updated_at();

-- Row level security policies

-- No admins' delete policy (issue 26): admins act through the audited admin functions of
-- 90_admin; a bare write would be silent.

create policy "reviews: providers reply" on public.reviews
  for update
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)))
  with check ((provider_id = ( select private.my_provider_id() as my_provider_id)));

-- Hidden reviews (issue 26) leave every public reading; their author keeps them (below).
create policy "reviews: public" on public.reviews
  for select
  to anon, authenticated
  using ((hidden_at is null));

create policy "reviews: authors read their hidden ones" on public.reviews
  for select
  to authenticated
  using ((customer_id = ( select auth.uid() as uid)));

create policy "reviews: admins read hidden ones" on public.reviews
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

create policy "reviews: customers delete own" on public.reviews
  for delete
  to authenticated
  using ((customer_id = ( select auth.uid() as uid)));

create policy "reviews: customers edit own" on public.reviews
  for update
  to authenticated
  using ((customer_id = ( select auth.uid() as uid)))
  with check ((customer_id = ( select auth.uid() as uid)));

create policy "reviews: customers review their bookings" on public.reviews
  for insert
  to authenticated
  with check ((customer_id = ( select auth.uid() as uid)));
