-- The rows that are rules, not data: booking statuses and transitions, refund tiers, categories
-- and the search vocabulary. Idempotent: a row that exists is brought to what is written here.

insert into public.booking_statuses (status, final, "position", holds_slot) values
  ('held', false, 1, true),
  ('requested', false, 2, true),
  ('confirmed', false, 3, true),
  ('completed', true, 4, true),
  ('declined', true, 5, false),
  ('expired', true, 6, false),
  ('payment_expired', true, 7, false),
  ('cancelled_by_customer', true, 8, false),
  ('cancelled_by_provider', true, 9, false)
on conflict (status) do update set final = excluded.final, "position" = excluded."position", holds_slot = excluded.holds_slot;

insert into public.booking_transitions (from_status, to_status, actor) values
  ('confirmed', 'cancelled_by_customer', 'customer'),
  ('confirmed', 'cancelled_by_customer', 'system'),
  ('confirmed', 'cancelled_by_provider', 'provider'),
  ('confirmed', 'cancelled_by_provider', 'system'),
  ('confirmed', 'completed', 'provider'),
  ('confirmed', 'completed', 'system'),
  ('held', 'cancelled_by_customer', 'customer'),
  ('held', 'cancelled_by_customer', 'system'),
  ('held', 'payment_expired', 'system'),
  ('held', 'requested', 'system'),
  ('requested', 'cancelled_by_customer', 'customer'),
  ('requested', 'cancelled_by_customer', 'system'),
  ('requested', 'confirmed', 'provider'),
  ('requested', 'confirmed', 'system'),
  ('requested', 'declined', 'provider'),
  ('requested', 'declined', 'system'),
  ('requested', 'expired', 'system'),
  -- An admin acts for a party (issue 26, admin_act_on_booking, a reason required): cancels for the
  -- customer (cancelled_by_customer) or for the provider (declined while requested,
  -- cancelled_by_provider once confirmed), always refunding everything paid; or completes.
  ('requested', 'cancelled_by_customer', 'admin'),
  ('requested', 'declined', 'admin'),
  ('confirmed', 'cancelled_by_customer', 'admin'),
  ('confirmed', 'cancelled_by_provider', 'admin'),
  ('confirmed', 'completed', 'admin')
on conflict (from_status, to_status, actor) do nothing;

insert into public.cancellation_refund_tiers (min_days_before, advance_percent) values
  (30, 100),
  (7, 50),
  (0, 0)
on conflict (min_days_before) do update set advance_percent = excluded.advance_percent;

insert into public.service_categories (slug, name, description, sort_order, image_path, active) values
  ('pooja-services', 'Pooja Services', 'Experienced pandits for griha pravesh, satyanarayan katha, havans and every home ceremony.', 1, '/images/categories/pooja-services.jpg', true),
  ('wedding-photography', 'Wedding Photography', 'Candid and traditional photographers and cinematographers for every ritual.', 2, '/images/categories/wedding-photography.jpg', true),
  ('mehendi-artists', 'Mehendi Artists', 'Bridal, Arabic and contemporary mehendi designs for the bride and guests.', 3, '/images/categories/mehendi-artists.jpg', true),
  ('catering', 'Catering', 'Vegetarian and non-vegetarian caterers for regional and multi-cuisine menus.', 4, '/images/categories/catering.jpg', true),
  ('music', 'Music', 'Nadaswaram, shehnai, dhol, live bands and DJs for every part of the celebration.', 5, '/images/categories/music.jpg', true),
  ('decoration', 'Decoration', 'Mandap, floral, stage and lighting decoration for weddings and festivals.', 6, '/images/categories/decoration.jpg', true),
  ('function-hall', 'Function Halls', 'Kalyana mandapams, banquet halls and lawns for every guest count.', 7, '/images/categories/function-hall.jpg', true)
on conflict (slug) do update set name = excluded.name, description = excluded.description, sort_order = excluded.sort_order, image_path = excluded.image_path, active = excluded.active;

insert into private.search_synonyms (word, synonym) values
  ('band', 'music'),
  ('bangalore', 'bengaluru'),
  ('banquet', 'hall'),
  ('bombay', 'mumbai'),
  ('caterer', 'catering'),
  ('cochin', 'kochi'),
  ('decorator', 'decoration'),
  ('dj', 'music'),
  ('flowers', 'floral'),
  ('food', 'catering'),
  ('hall', 'mandapam'),
  ('henna', 'mehendi'),
  ('housewarming', 'griha'),
  ('kalyanam', 'wedding'),
  ('madras', 'chennai'),
  ('mandapam', 'hall'),
  ('mantapa', 'mandapam'),
  ('marriage', 'wedding'),
  ('mehendi', 'henna'),
  ('mehndi', 'mehendi'),
  ('pandit', 'purohit'),
  ('photographer', 'photography'),
  ('pooja', 'puja'),
  ('poojari', 'pandit'),
  ('priest', 'pandit'),
  ('puja', 'pooja'),
  ('pujari', 'pandit'),
  ('purohit', 'pandit'),
  ('shaadi', 'wedding'),
  ('venue', 'hall'),
  ('videographer', 'video'),
  ('vivah', 'wedding'),
  -- A festival's pooja is named after its god; a tent house puts up the shamiana.
  ('ganesh', 'pooja'),
  ('ganapathi', 'pooja'),
  ('ganpati', 'pooja'),
  ('pandal', 'decoration'),
  ('shamiana', 'decoration'),
  ('tent', 'decoration'),
  -- The words typed in an Indian script for what the catalogue names in English.
  ('पंडित', 'pandit'),
  ('पूजा', 'pooja'),
  ('फोटोग्राफर', 'photographer'),
  ('मेहंदी', 'mehendi'),
  ('शादी', 'wedding'),
  ('विवाह', 'wedding'),
  ('திருமணம்', 'wedding'),
  ('பூஜை', 'pooja'),
  ('புகைப்படக்காரர்', 'photographer'),
  ('పూజ', 'pooja'),
  ('పెళ్లి', 'wedding'),
  ('ಪೂಜೆ', 'pooja'),
  ('ಮದುವೆ', 'wedding')
on conflict (word, synonym) do nothing;

-- The search vocabulary starts with the categories' words (the catalogue's triggers add the rest).
select private.add_search_words(string_agg(c.name || ' ' || replace(c.slug, '-', ' ') || ' ' || coalesce(c.description, ''), ' '))
from public.service_categories c;
