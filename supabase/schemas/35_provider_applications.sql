-- Provider applications (issue 24): the categories a provider serves, the one RPC that checks
-- and submits a whole application, the provider's own view of it, the edits of the public
-- profile, and the admin's decision. After 30_catalogue: categories reference its slugs.

create table public.provider_categories (
  provider_id   uuid                     not null,
  category_slug text                     not null,
  created_at    timestamp with time zone not null default now(),
  constraint provider_categories_pkey primary key (provider_id, category_slug),
  constraint provider_categories_provider_id_fkey foreign key (provider_id) references public.service_providers(id) on delete cascade,
  constraint provider_categories_category_slug_fkey foreign key (category_slug) references public.service_categories(slug) on update cascade
);

alter table public.provider_categories
  enable row level security;

create index provider_categories_category_idx on public.provider_categories using btree (category_slug);

comment on table public.provider_categories is 'The categories a provider serves, as given in the application; written only by submit_provider_application.';

grant select on table public.provider_categories to anon, authenticated;

grant delete, insert, select, update on table public.provider_categories to service_role;

create policy "provider_categories: approved providers' are public" on public.provider_categories
  for select
  to anon, authenticated
  using ((provider_id in ( select sp.id from public.service_providers sp where (sp.status = 'approved'::text))));

create policy "provider_categories: read own" on public.provider_categories
  for select
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)));

create policy "provider_categories: admins read all" on public.provider_categories
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

-- A list of short texts (areas, languages): trimmed, blanks and repeats dropped, between p_min
-- and p_max items of at most p_len characters, or a keyed 23514 naming the field.
create or replace function private.require_text_list (
  p_field text,
  p_items text[],
  p_min   integer,
  p_max   integer,
  p_len   integer
)
  returns text[]
  language plpgsql
  immutable
  set search_path to ''
  as $$
declare
  v text[];
begin
  select coalesce(array_agg(distinct x), '{}') into v
  from (select private.trim_text(i) as x from unnest(coalesce(p_items, '{}')) i) t
  where x <> '';
  if cardinality(v) < p_min then
    raise exception '% needs at least % item(s)', p_field, p_min
      using errcode = '23514', hint = 'text_required', detail = json_build_object('field', p_field, 'min', p_min)::text;
  end if;
  if cardinality(v) > p_max or exists (select 1 from unnest(v) x where char_length(x) > p_len) then
    raise exception '% has too many or too long items', p_field
      using errcode = '23514', hint = 'value_out_of_range', detail = json_build_object('field', p_field, 'max', p_max)::text;
  end if;
  return v;
end
$$;
revoke all on function private.require_text_list(text, text[], integer, integer, integer) from public, anon, authenticated, service_role;

-- The portfolio as the client sends it, [{ path, width, height }], checked: at least three
-- photos, each an uploaded object in the caller's own folder of provider-photos, with its pixel
-- size. Called by the definer RPCs below (as the owner, which reads storage.objects).
create or replace function private.require_portfolio (
  p_photos jsonb
)
  returns jsonb
  language plpgsql
  stable
  set search_path to ''
  as $$
declare
  v_prefix text := auth.uid()::text || '/';
  v_photo jsonb;
begin
  if jsonb_typeof(p_photos) is distinct from 'array' or jsonb_array_length(p_photos) < 3 then
    raise exception 'at least three portfolio photos' using errcode = '23514', hint = 'portfolio_photos_too_few',
      detail = json_build_object('field', 'photos', 'min', 3)::text;
  end if;
  if jsonb_array_length(p_photos) > 20 then
    raise exception 'at most twenty portfolio photos' using errcode = '23514', hint = 'value_out_of_range',
      detail = json_build_object('field', 'photos', 'max', 20)::text;
  end if;
  for v_photo in select value from jsonb_array_elements(p_photos) loop
    if jsonb_typeof(v_photo) is distinct from 'object'
       or jsonb_typeof(v_photo -> 'path') is distinct from 'string'
       or not starts_with(v_photo ->> 'path', v_prefix) or char_length(v_photo ->> 'path') > 500
       or (v_photo ->> 'path') like '%..%'
       or jsonb_typeof(v_photo -> 'width') is distinct from 'number'
       or jsonb_typeof(v_photo -> 'height') is distinct from 'number'
       or (v_photo ->> 'width')::numeric not between 1 and 20000
       or (v_photo ->> 'height')::numeric not between 1 and 20000
       -- An upload that failed left no object: the form uploads it again.
       or not exists (select 1 from storage.objects o where o.bucket_id = 'provider-photos' and o.name = v_photo ->> 'path') then
      raise exception 'a portfolio photo is not one of your uploads' using errcode = '23514', hint = 'invalid_parameter',
        detail = json_build_object('field', 'photos')::text;
    end if;
  end loop;
  return p_photos;
end
$$;
revoke all on function private.require_portfolio(jsonb) from public, anon, authenticated, service_role;

-- Replaces a provider's portfolio with the checked list, in its order.
create or replace function private.set_portfolio (
  p_provider_id uuid,
  p_photos      jsonb
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  delete from public.provider_photos where provider_id = p_provider_id;
  insert into public.provider_photos (provider_id, path, width, height, position)
  select p_provider_id, e.value ->> 'path', (e.value ->> 'width')::numeric::integer, (e.value ->> 'height')::numeric::integer, e.ordinality - 1
  from jsonb_array_elements(p_photos) with ordinality e
  on conflict (provider_id, path) do nothing;
end
$$;
revoke all on function private.set_portfolio(uuid, jsonb) from public, anon, authenticated, service_role;

-- The travel fee: only when the provider travels, ₹0 to ₹1,00,000.
create or replace function private.require_travel_fee (
  p_travels boolean,
  p_fee     bigint
)
  returns bigint
  language plpgsql
  immutable
  set search_path to ''
  as $$
begin
  if not coalesce(p_travels, false) then
    return null;
  end if;
  if p_fee is null or p_fee < 0 or p_fee > 10000000 then
    raise exception 'travel fee out of range' using errcode = '23514', hint = 'value_out_of_range',
      detail = json_build_object('field', 'travel_fee', 'min', 0, 'max', 100000)::text;
  end if;
  return p_fee;
end
$$;
revoke all on function private.require_travel_fee(boolean, bigint) from public, anon, authenticated, service_role;

create or replace function private.require_contact_preferences (
  p_preferences text[]
)
  returns text[]
  language plpgsql
  immutable
  set search_path to ''
  as $$
begin
  if coalesce(cardinality(p_preferences), 0) = 0
     or not (p_preferences <@ array['call', 'whatsapp', 'chat']) then
    raise exception 'choose how families may contact you' using errcode = '23514', hint = 'text_required',
      detail = json_build_object('field', 'contact_preferences')::text;
  end if;
  return (select array_agg(distinct x order by x) from unnest(p_preferences) x);
end
$$;
revoke all on function private.require_contact_preferences(text[]) from public, anon, authenticated, service_role;

-- The signed-in person's application, verification included (which no column grant shows),
-- with its categories and portfolio; null when they never applied.
create or replace function public.my_provider_application()
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  select jsonb_build_object(
    'id', sp.id, 'status', sp.status, 'status_reason', sp.status_reason,
    'submitted_at', sp.submitted_at, 'approved_at', sp.approved_at,
    'business_name', sp.business_name, 'description', sp.description, 'city', sp.city,
    'areas_served', sp.areas_served, 'languages', sp.languages, 'experience_years', sp.experience_years,
    'phone', sp.phone, 'pan', sp.pan, 'gstin', sp.gstin, 'identity_document_path', sp.identity_document_path,
    'travels_outside_city', sp.travels_outside_city, 'travel_fee_paise', sp.travel_fee_paise,
    'contact_preferences', sp.contact_preferences, 'terms_version', sp.terms_version,
    'categories', coalesce((select jsonb_agg(pc.category_slug order by pc.category_slug)
                            from public.provider_categories pc where pc.provider_id = sp.id), '[]'::jsonb),
    'photos', coalesce((select jsonb_agg(jsonb_build_object('path', pp.path, 'width', pp.width, 'height', pp.height) order by pp.position)
                        from public.provider_photos pp where pp.provider_id = sp.id), '[]'::jsonb))
  from public.service_providers sp
  where sp.profile_id = auth.uid()
$$;
revoke all on function public.my_provider_application() from public, anon, authenticated, service_role;
grant execute on function public.my_provider_application() to authenticated;

-- The whole application, checked field by field (each error names its field, as the form does),
-- then saved pending: a first application, or again after a rejection. An approved provider
-- edits the profile instead; a suspended one cannot apply again. The profile becomes a
-- service_provider at once (admins stay admins); the Terms accepted are recorded as consent.
create or replace function public.submit_provider_application (
  p_business_name          text,
  p_description            text,
  p_categories             text[],
  p_city                   text,
  p_areas_served           text[],
  p_languages              text[],
  p_experience_years       integer,
  p_phone                  text,
  p_pan                    text,
  p_gstin                  text,
  p_identity_document_path text,
  p_photos                 jsonb,
  p_travels_outside_city   boolean,
  p_travel_fee_paise       bigint,
  p_contact_preferences    text[],
  p_terms_version          text,
  p_privacy_version        text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_uid uuid := auth.uid();
  v_existing public.service_providers;
  v_id uuid;
  v_name text;
  v_description text;
  v_categories text[];
  v_city text;
  v_areas text[];
  v_languages text[];
  v_phone text;
  v_pan text := upper(private.trim_text(p_pan));
  v_gstin text := nullif(upper(private.trim_text(p_gstin)), '');
  v_document text := nullif(private.trim_text(p_identity_document_path), '');
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501', hint = 'session_expired';
  end if;
  select * into v_existing from public.service_providers where profile_id = v_uid for update;
  if v_existing.status = 'suspended' then
    raise exception 'a suspended provider cannot apply again' using errcode = '42501', hint = 'provider_suspended',
      detail = json_build_object('reason', v_existing.status_reason)::text;
  end if;
  if v_existing.status = 'approved' then
    raise exception 'already approved' using errcode = '23514', hint = 'provider_already_approved';
  end if;

  v_name := private.require_text('business_name', coalesce(p_business_name, ''), 2, 120);
  v_description := private.require_text('description', coalesce(p_description, ''), 30, 4000);
  v_categories := private.require_text_list('categories', p_categories, 1, 10, 80);
  if exists (select 1 from unnest(v_categories) c
             where not exists (select 1 from public.service_categories sc where sc.slug = c and sc.active)) then
    raise exception 'unknown category' using errcode = '23514', hint = 'invalid_parameter', detail = json_build_object('field', 'categories')::text;
  end if;
  v_city := private.require_text('city', coalesce(p_city, ''), 2, 80);
  v_areas := private.require_text_list('areas_served', p_areas_served, 1, 50, 80);
  v_languages := private.require_text_list('languages', p_languages, 1, 20, 40);
  if p_experience_years is null or p_experience_years not between 0 and 80 then
    raise exception 'experience out of range' using errcode = '23514', hint = 'value_out_of_range',
      detail = json_build_object('field', 'experience_years', 'min', 0, 'max', 80)::text;
  end if;
  v_phone := private.require_phone('phone', p_phone);
  if v_phone is null then
    raise exception 'phone is required' using errcode = '23514', hint = 'text_required', detail = json_build_object('field', 'phone')::text;
  end if;
  if coalesce(v_pan, '') !~ '^[A-Z]{5}[0-9]{4}[A-Z]$' then
    raise exception 'pan is not a PAN' using errcode = '23514', hint = 'pan_invalid', detail = json_build_object('field', 'pan')::text;
  end if;
  if v_gstin is not null and not private.gstin_is_valid(v_gstin) then
    raise exception 'gstin is not a GSTIN' using errcode = '23514', hint = 'gstin_invalid', detail = json_build_object('field', 'gstin')::text;
  end if;
  if v_gstin is not null and substr(v_gstin, 3, 10) <> v_pan then
    raise exception 'the GSTIN belongs to another PAN' using errcode = '23514', hint = 'gstin_pan_mismatch', detail = json_build_object('field', 'gstin')::text;
  end if;
  if v_document is null or not starts_with(v_document, v_uid::text || '/') or v_document like '%..%' or char_length(v_document) > 500
     or not exists (select 1 from storage.objects o where o.bucket_id = 'provider-documents' and o.name = v_document) then
    raise exception 'an identity document is required' using errcode = '23514', hint = 'identity_document_required',
      detail = json_build_object('field', 'identity_document')::text;
  end if;
  perform private.require_portfolio(p_photos);
  if not private.consent_is_current(jsonb_build_object('terms', p_terms_version, 'privacy', p_privacy_version)) then
    raise exception 'these are not the current Terms and Privacy Policy'
      using errcode = '23514', hint = 'consent_required', detail = json_build_object('field', 'consent')::text;
  end if;

  if v_existing.id is null then
    insert into public.service_providers (profile_id, business_name, description, city, areas_served, languages,
      experience_years, phone, pan, gstin, identity_document_path, travels_outside_city, travel_fee_paise,
      contact_preferences, terms_version, status, submitted_at)
    values (v_uid, v_name, v_description, v_city, v_areas, v_languages, p_experience_years, v_phone, v_pan, v_gstin,
      v_document, coalesce(p_travels_outside_city, false), private.require_travel_fee(p_travels_outside_city, p_travel_fee_paise),
      private.require_contact_preferences(p_contact_preferences), p_terms_version, 'pending', now())
    returning id into v_id;
  else
    v_id := v_existing.id;
    update public.service_providers set
      business_name = v_name, description = v_description, city = v_city, areas_served = v_areas,
      languages = v_languages, experience_years = p_experience_years, phone = v_phone, pan = v_pan, gstin = v_gstin,
      identity_document_path = v_document, travels_outside_city = coalesce(p_travels_outside_city, false),
      travel_fee_paise = private.require_travel_fee(p_travels_outside_city, p_travel_fee_paise),
      contact_preferences = private.require_contact_preferences(p_contact_preferences),
      terms_version = p_terms_version, status = 'pending', status_reason = null, submitted_at = now()
    where id = v_id;
  end if;

  delete from public.provider_categories where provider_id = v_id;
  insert into public.provider_categories (provider_id, category_slug) select v_id, c from unnest(v_categories) c;
  perform private.set_portfolio(v_id, p_photos);

  update public.profiles set user_type = 'service_provider' where id = v_uid and user_type = 'guest';
  if not exists (select 1 from public.user_consents c
                 where c.user_id = v_uid and c.terms_version = p_terms_version and c.privacy_version = p_privacy_version) then
    insert into public.user_consents (user_id, terms_version, privacy_version, method)
    values (v_uid, p_terms_version, p_privacy_version, 'provider_application');
  end if;
  return public.my_provider_application();
end
$$;
revoke all on function public.submit_provider_application(text, text, text[], text, text[], text[], integer, text, text, text, text, jsonb, boolean, bigint, text[], text, text) from public, anon, authenticated, service_role;
grant execute on function public.submit_provider_application(text, text, text[], text, text[], text[], integer, text, text, text, text, jsonb, boolean, bigint, text[], text, text) to authenticated;

-- What /provider/{id} shows, edited by its provider in any status (a pending or rejected one
-- prepares the page; nothing is public before approval). The verification is not editable here.
create or replace function public.update_my_provider_profile (
  p_description          text,
  p_languages            text[],
  p_areas_served         text[],
  p_travels_outside_city boolean,
  p_travel_fee_paise     bigint,
  p_contact_preferences  text[],
  p_photos               jsonb
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_id uuid;
begin
  if auth.uid() is null then
    raise exception 'not signed in' using errcode = '42501', hint = 'session_expired';
  end if;
  select id into v_id from public.service_providers where profile_id = auth.uid() for update;
  if v_id is null then
    raise exception 'no provider application' using errcode = 'P0002', hint = 'not_found';
  end if;
  update public.service_providers set
    description = private.require_text('description', coalesce(p_description, ''), 30, 4000),
    languages = private.require_text_list('languages', p_languages, 1, 20, 40),
    areas_served = private.require_text_list('areas_served', p_areas_served, 1, 50, 80),
    travels_outside_city = coalesce(p_travels_outside_city, false),
    travel_fee_paise = private.require_travel_fee(p_travels_outside_city, p_travel_fee_paise),
    contact_preferences = private.require_contact_preferences(p_contact_preferences)
  where id = v_id;
  perform private.set_portfolio(v_id, private.require_portfolio(p_photos));
  return public.my_provider_application();
end
$$;
revoke all on function public.update_my_provider_profile(text, text[], text[], boolean, bigint, text[], jsonb) from public, anon, authenticated, service_role;
grant execute on function public.update_my_provider_profile(text, text[], text[], boolean, bigint, text[], jsonb) to authenticated;

-- An admin's decision on an application: approve, reject (reason required) or ask for more
-- information (needs_info, reason required: the application goes back to the applicant, who edits
-- and submits again, which makes it pending). 'suspended' is still taken for the callers that
-- predate admin_set_suspension (90_admin), and does the same: the provider's open requests end.
-- The provider is told by the service_providers_notify trigger (bell and email); one audit row.
create or replace function public.admin_review_provider (
  p_provider_id uuid,
  p_decision    text,
  p_reason      text default null
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_reason text := nullif(private.trim_text(p_reason), '');
  v_old text;
  v_status text;
  v_profile uuid;
begin
  if not private.is_admin() then
    raise exception 'only admins review providers' using errcode = '42501', hint = 'forbidden';
  end if;
  if p_decision is null or p_decision not in ('approved', 'rejected', 'needs_info', 'suspended') then
    raise exception 'unknown decision' using errcode = '22023', hint = 'invalid_parameter', detail = json_build_object('field', 'decision')::text;
  end if;
  if p_decision <> 'approved' and v_reason is null then
    raise exception 'a rejection, a request for information or a suspension needs a reason' using errcode = '23514',
      hint = 'review_reason_required', detail = json_build_object('field', 'reason')::text;
  end if;
  -- NO KEY UPDATE, as admin_set_suspension: bookings written meanwhile still check their provider.
  select sp.status, sp.profile_id into v_old, v_profile from public.service_providers sp where sp.id = p_provider_id for no key update;
  if v_old is null then
    raise exception 'no such provider' using errcode = 'P0002', hint = 'not_found';
  end if;
  if p_decision = 'suspended' then
    perform public.admin_set_suspension(v_profile, true, v_reason);
    return 'suspended';
  end if;
  update public.service_providers
     set status = p_decision, status_reason = case when p_decision = 'approved' then null else left(v_reason, 1000) end
   where id = p_provider_id
  returning status into v_status;
  perform private.admin_audit('provider.' || p_decision, 'provider', p_provider_id::text, v_reason,
    jsonb_build_object('from', v_old, 'to', v_status, 'profile_id', v_profile));
  return v_status;
end
$$;
revoke all on function public.admin_review_provider(uuid, text, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_review_provider(uuid, text, text) to authenticated;
