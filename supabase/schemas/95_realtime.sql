-- Tables whose changes the apps receive over Realtime (the supabase_realtime publication).

alter publication supabase_realtime add table public.bookings;

alter publication supabase_realtime add table public.messages;

alter publication supabase_realtime add table public.notifications;
