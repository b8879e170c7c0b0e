-- 0012 realtime: the bell subscribes to notification inserts, chat to messages, and
-- booking screens to bookings. Each change reaches only subscribers whose row-level
-- security lets them see the row. Full replica identity so UPDATE/DELETE events carry
-- the old row (filters like user_id=eq.<id> then match deletes too).

alter publication supabase_realtime add table public.notifications, public.messages, public.bookings;

alter table public.notifications replica identity full;
alter table public.messages replica identity full;
alter table public.bookings replica identity full;
