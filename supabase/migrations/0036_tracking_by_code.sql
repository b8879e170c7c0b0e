-- 0036 Tracking by code, with guessing rate-limited (issue 14, item 6).
--
-- /track-booking shows a booking's status timeline to anyone with its code and no personal data
-- (0005). A code is 6 characters of 31 (about 887 million), so guessing one is slow; the limit
-- makes it slower still, per client address (as send_contact_message does, 0011):
-- * 60 lookups per 10 minutes: more than a family refreshing a page ever needs;
-- * 10 lookups of codes that do not exist per 10 minutes: a typo or two, not a search.
-- Past either limit the answer is 429 (PT429) with the key `rate_limited`, whatever the code.
-- The function now writes (the hits), so it is volatile: PostgREST calls it by POST, as
-- supabase-js's rpc() does.

drop function public.track_booking(text);
create function public.track_booking(code text)
returns table (
  tracking_code text,
  status text,
  event_date date,
  event_time time,
  guest_count integer,
  service_title text,
  bundle_name text,
  category_slug text,
  provider_name text,
  city text,
  total_paise bigint,
  advance_paise bigint,
  remaining_paise bigint,
  created_at timestamptz,
  updated_at timestamptz,
  history jsonb
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_code text := upper(regexp_replace(coalesce(track_booking.code, ''), '\s', '', 'g'));
  v_client text := private.request_client_ip();
  v_found boolean;
begin
  if not private.rate_limit_hit('track:lookup', v_client, 60, interval '10 minutes') then
    raise exception 'too many lookups; please try again later' using errcode = 'PT429', hint = 'rate_limited';
  end if;
  -- A client that used up its misses gets nothing, not even for a right code: otherwise the
  -- answer (429 or not) would itself tell a guess from a hit.
  if (select count(*) from private.rate_limit_hits h
      where h.bucket = 'track:miss' and h.key_hash = extensions.digest('track:miss:' || v_client, 'sha256')
        and h.hit_at > now() - interval '10 minutes') >= 10 then
    raise exception 'too many lookups; please try again later' using errcode = 'PT429', hint = 'rate_limited';
  end if;
  v_found := exists (select 1 from public.bookings b where b.tracking_code = v_code);
  if not v_found then
    perform private.rate_limit_hit('track:miss', v_client, 10, interval '10 minutes');
  end if;
  return query
  select b.tracking_code, b.status, b.event_date, b.event_time, b.guest_count,
         s.title, bu.name, s.category_slug, sp.business_name, coalesce(s.city, bu.city),
         b.total_paise, b.advance_paise, b.remaining_paise, b.created_at, b.updated_at,
         coalesce((select jsonb_agg(jsonb_build_object('status', e.to_status, 'at', e.created_at)
                                    order by e.created_at, e.id)
                   from public.booking_events e where e.booking_id = b.id), '[]'::jsonb)
  from public.bookings b
  join public.service_providers sp on sp.id = b.provider_id
  left join public.services s on s.id = b.service_id
  left join public.bundles bu on bu.id = b.bundle_id
  where b.tracking_code = v_code;
end
$$;
comment on function public.track_booking(text) is
  'A booking''s public status timeline by its code, without personal data; lookups rate-limited per client (0036).';
revoke execute on function public.track_booking(text) from public;
grant execute on function public.track_booking(text) to anon, authenticated, service_role;
