-- 0042 how far ahead a family may book (issue 14): a year, in India's calendar. The request
-- form's calendar already stops there; the database now refuses what gets past it (a hand-made
-- request), as it refuses a date too soon (0034). The system and support (admin) are not bound:
-- the seed and a provider's long-standing arrangement may need a later date.
create function private.guard_booking_window()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_system() and not private.is_admin()
     and new.event_date > (now() at time zone 'Asia/Kolkata')::date + 365 then
    raise exception 'the event date is more than a year ahead' using errcode = '23514', hint = 'event_too_far',
      detail = json_build_object('field', 'event_date', 'days', 365)::text;
  end if;
  return new;
end
$$;
revoke execute on function private.guard_booking_window() from public;

-- Before bookings_guard (triggers fire in name order): the date is judged before anything is held.
create trigger bookings_b_window
  before insert on public.bookings
  for each row execute function private.guard_booking_window();
