-- 0024 "Mark all read" on the notifications page (issue 13 item 8). One statement on the
-- server instead of one update per row from the browser: the page is paged, so the client
-- does not know every unread id. SECURITY INVOKER: the caller's own row-level security
-- ("notifications: mark own") and the read-flag-only guard trigger of 0008 still apply, so
-- the function can do nothing the caller could not do row by row.
-- Returns how many were marked, so the page can say so without a second request.

create or replace function public.mark_all_notifications_read()
returns integer
language sql
security invoker
set search_path = ''
as $$
  with marked as (
    update public.notifications
       set read = true
     where user_id = (select auth.uid()) and not read
    returning 1
  )
  select count(*)::integer from marked
$$;

-- A visitor has no notifications; the trusted backend marks rows directly.
revoke execute on function public.mark_all_notifications_read() from public, anon, service_role;
grant execute on function public.mark_all_notifications_read() to authenticated;
