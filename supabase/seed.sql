-- Demo data for Utsav. Deterministic: fixed UUIDs, fixed tracking codes, no random();
-- dates are relative to the day the seed runs so upcoming bookings stay upcoming.
--
-- Accounts (password Utsav@123 for all):
--   admin@utsav.test      admin                   a0000000-0000-4000-8000-000000000001
--   customer@utsav.test   guest "Priya Sharma"    a0000000-0000-4000-8000-000000000002
--   provider@utsav.test   approved provider        a0000000-0000-4000-8000-000000000003
--                         "Shubh Utsav Events" (Bengaluru), services in all seven categories
--   pending@utsav.test    provider awaiting approval a0000000-0000-4000-8000-000000000004
--   <slug>@providers.utsav.test  the other 44 providers (42 approved, 1 rejected, 1 suspended)
--   <first>.<last>@customers.utsav.test  12 more customers who booked and reviewed
--
-- The seed runs as the database owner, i.e. as "the system" for the guard triggers: it
-- walks every booking through the real status graph (the triggers still check each edge,
-- compute prices and write booking_events/notifications). Requests happen the real way:
-- each booking starts held, and inserting its succeeded advance payment asks the provider
-- (the payment trigger). Afterwards the history rows are attributed to the party who would
-- have taken each step.
--
-- The whole seed is one DO block. The Supabase CLI (`db reset`, `db push --include-seed`)
-- sends seed.sql as one batch and prepares every statement before it runs any, so a plain
-- statement could not use the temp tables and pg_temp functions below: they would not exist
-- yet when it is prepared (42P01 / 3F000). Inside the block each statement is planned when
-- it runs. The local stack applies seed.sql the same way (local-supabase/src/seed.ts).
do $seed$
declare
  v_col text;
begin

-- Deterministic ids: prefix + number, e.g. sid('a', 2) = a0000000-0000-4000-8000-000000000002.
create function pg_temp.sid(p_prefix text, p_n integer) returns uuid
language sql immutable as $$
  select (p_prefix || '0000000-0000-4000-8000-' || lpad(p_n::text, 12, '0'))::uuid
$$;

-- Deterministic tracking codes in the bookings format (UTS- + 6 of 31 characters).
create function pg_temp.code(p_n integer) returns text
language sql immutable as $$
  select 'UTS-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ',
           ((p_n::bigint * 7919 + 104729) / (31 ^ k)::bigint % 31)::integer + 1, 1), '' order by k)
  from generate_series(0, 5) k
$$;

create function pg_temp.slugify(p text) returns text
language sql immutable as $$
  select trim(both '-' from regexp_replace(lower(replace(p, '''', '')), '[^a-z0-9]+', '-', 'g'))
$$;

-- Session-temporary helper tables (dropped at the end).
-- One bcrypt hash shared by every demo account (bcrypt at cost 10 takes ~70 ms each).
create temp table seed_password as
  select extensions.crypt('Utsav@123', extensions.gen_salt('bf', 10)) as hash;

-- ---------------------------------------------------------------------------------------
-- Cities
create temp table seed_city (
  city text primary key, ord integer, areas text[], langs text[], tradition text, cuisine text,
  price_factor integer, phone_prefix text
);
insert into seed_city values
  ('Bengaluru', 1, '{Jayanagar,Indiranagar,Koramangala,Malleshwaram,Whitefield,HSR Layout}', '{Kannada,English,Hindi}', 'Kannada Smartha', 'Karnataka', 110, '98450'),
  ('Chennai',   2, '{Mylapore,T. Nagar,Adyar,Anna Nagar,Velachery,Tambaram}',               '{Tamil,English}',          'Tamil Iyer',      'Tamil Nadu', 100, '98410'),
  ('Hyderabad', 3, '{Banjara Hills,Jubilee Hills,Secunderabad,Kukatpally,Gachibowli}',       '{Telugu,Urdu,Hindi,English}', 'Telugu Vaidika', 'Hyderabadi', 100, '98480'),
  ('Mumbai',    4, '{Bandra,Andheri,Dadar,Powai,Thane,Borivali}',                            '{Marathi,Hindi,Gujarati,English}', 'Maharashtrian', 'Maharashtrian', 120, '98200'),
  ('Delhi',     5, '{Rajouri Garden,Karol Bagh,Dwarka,Saket,Noida,Gurugram}',                '{Hindi,Punjabi,English}',   'North Indian',    'Punjabi',    115, '98110'),
  ('Pune',      6, '{Kothrud,Aundh,Viman Nagar,Hadapsar,Baner}',                             '{Marathi,Hindi,English}',   'Maharashtrian',   'Maharashtrian', 95, '98220'),
  ('Kochi',     7, '{Ernakulam,Kakkanad,Edappally,Fort Kochi,Aluva}',                        '{Malayalam,English}',       'Kerala Namboothiri', 'Kerala', 90, '98470'),
  ('Jaipur',    8, '{Malviya Nagar,Vaishali Nagar,C-Scheme,Mansarovar,Amer}',                '{Hindi,Rajasthani,English}', 'Rajasthani',     'Rajasthani', 90, '98290');

-- ---------------------------------------------------------------------------------------
-- Accounts
create temp table seed_account (
  n integer primary key, email text not null, full_name text not null, phone text, city text,
  user_type text not null default 'guest'
);

insert into seed_account (n, email, full_name, phone, city, user_type) values
  (1, 'admin@utsav.test',    'Arjun Rao',     '9845000001', 'Bengaluru', 'admin'),
  (2, 'customer@utsav.test', 'Priya Sharma',  '9876543210', 'Bengaluru', 'guest'),
  (3, 'provider@utsav.test', 'Ramesh Iyer',   '9845012345', 'Bengaluru', 'guest'),
  (4, 'pending@utsav.test',  'Kavya Reddy',   '9848022338', 'Hyderabad', 'guest');

-- The other providers: category and city follow i (7 categories x 8 cities, coprime,
-- so each category appears in six different cities).
create temp table seed_provider (
  i integer primary key, business_name text not null, owner_name text not null,
  category text not null, city text not null, status text not null default 'approved', status_reason text
);
insert into seed_provider (i, business_name, owner_name, category, city) values
  (1,  'Sri Raghavendra Purohit Seva',   'Venkatesh Bhat',         'pooja-services',      'Bengaluru'),
  (2,  'Chennai Candid Stories',         'Karthik Subramanian',    'wedding-photography', 'Chennai'),
  (3,  'Hina''s Henna Studio',           'Hina Fatima',            'mehendi-artists',     'Hyderabad'),
  (4,  'Annapurna Caterers',             'Sunil Patil',            'catering',            'Mumbai'),
  (5,  'Dilli Shehnai and Dhol Group',   'Harpreet Singh',         'music',               'Delhi'),
  (6,  'Phoolwala Decorators',           'Sneha Kulkarni',         'decoration',          'Pune'),
  (7,  'Malabar Convention Centre',      'Thomas Varghese',        'function-hall',       'Kochi'),
  (8,  'Pandit Govind Sharma Vedic Services', 'Govind Sharma',     'pooja-services',      'Jaipur'),
  (9,  'Lenscraft Weddings',             'Rohan Nair',             'wedding-photography', 'Bengaluru'),
  (10, 'Mylapore Mehendi Arts',          'Lakshmi Narayanan',      'mehendi-artists',     'Chennai'),
  (11, 'Nizam''s Kitchen Caterers',      'Mohammed Irfan',         'catering',            'Hyderabad'),
  (12, 'Bandra Beats Live',              'Aditya Deshmukh',        'music',               'Mumbai'),
  (13, 'Rang Mahal Decor',               'Neha Kapoor',            'decoration',          'Delhi'),
  (14, 'Shivneri Lawns and Banquets',    'Prakash Jadhav',         'function-hall',       'Pune'),
  (15, 'Guruvayur Poojari Services',     'Narayanan Namboothiri',  'pooja-services',      'Kochi'),
  (16, 'Pink City Pixels',               'Vikram Rathore',         'wedding-photography', 'Jaipur'),
  (17, 'Mehendi by Ayesha',              'Ayesha Khan',            'mehendi-artists',     'Bengaluru'),
  (18, 'Saravana Bhojanam Caterers',     'Murugan Pillai',         'catering',            'Chennai'),
  (19, 'Golconda Nadaswaram Party',      'Srinivas Rao',           'music',               'Hyderabad'),
  (20, 'Marigold Events and Decor',      'Pooja Mehta',            'decoration',          'Mumbai'),
  (21, 'Rajouri Garden Banquets',        'Amit Malhotra',          'function-hall',       'Delhi'),
  (22, 'Pune Purohit Sangh',             'Shrikant Joshi',         'pooja-services',      'Pune'),
  (23, 'Backwater Frames',               'Anu Joseph',             'wedding-photography', 'Kochi'),
  (24, 'Rajasthani Mehndi Kala',         'Kamla Devi',             'mehendi-artists',     'Jaipur'),
  (25, 'Udupi Grand Caterers',           'Raghavendra Rao',        'catering',            'Bengaluru'),
  (26, 'Isai Mazhai Orchestra',          'Senthil Kumar',          'music',               'Chennai'),
  (27, 'Deccan Floral Decor',            'Swathi Reddy',           'decoration',          'Hyderabad'),
  (28, 'Sea Breeze Banquets',            'Farhan Shaikh',          'function-hall',       'Mumbai'),
  (29, 'Kashi Vishwanath Pandit Seva',   'Ravi Shankar Tiwari',    'pooja-services',      'Delhi'),
  (30, 'Shutterbug Studios Pune',        'Nikhil Gokhale',         'wedding-photography', 'Pune'),
  (31, 'Kerala Henna House',             'Fathima Beevi',          'mehendi-artists',     'Kochi'),
  (32, 'Marwari Rasoi Caterers',         'Mahesh Agarwal',         'catering',            'Jaipur'),
  (33, 'Namma Band Bengaluru',           'Arjun Hegde',            'music',               'Bengaluru'),
  (34, 'Kolam Decor Studio',             'Meenakshi Sundaram',     'decoration',          'Chennai'),
  (35, 'Charminar Function Palace',      'Abdul Rahman',           'function-hall',       'Hyderabad'),
  (36, 'Siddhivinayak Pooja Kendra',     'Vinayak Kulkarni',       'pooja-services',      'Mumbai'),
  (37, 'Capital Wedding Films',          'Sameer Khanna',          'wedding-photography', 'Delhi'),
  (38, 'Mehendi Magic Pune',             'Rutuja Pawar',           'mehendi-artists',     'Pune'),
  (39, 'Sadya Specialists Kochi',        'Ramesh Menon',           'catering',            'Kochi'),
  (40, 'Rajputana Dhol and Band',        'Bhupendra Singh Shekhawat', 'music',            'Jaipur'),
  (41, 'Tulip Event Decor',              'Divya Shetty',           'decoration',          'Bengaluru'),
  (42, 'Sri Kamakshi Kalyana Mandapam',  'Balasubramanian Iyer',   'function-hall',       'Chennai');
insert into seed_provider (i, business_name, owner_name, category, city, status, status_reason) values
  (43, 'Quick Click Photos', 'Rahul Verma',  'wedding-photography', 'Delhi',  'rejected',
   'The portfolio links did not work. Please apply again with sample albums.'),
  (44, 'Royal Tent House',   'Sanjay Gupta', 'decoration',          'Jaipur', 'suspended',
   'Suspended after repeated customer complaints about no-shows.');

insert into seed_account (n, email, full_name, phone, city)
select 100 + p.i, pg_temp.slugify(p.business_name) || '@providers.utsav.test', p.owner_name,
       c.phone_prefix || lpad((100 + p.i)::text, 5, '0'), p.city
from seed_provider p join seed_city c on c.city = p.city;

-- Customers who booked and reviewed providers.
insert into seed_account (n, email, full_name, phone, city)
select 200 + r.n, lower(replace(r.name, ' ', '.')) || '@customers.utsav.test', r.name,
       '97' || lpad((40000000 + r.n * 7331)::text, 8, '0'), r.city
from (values (1, 'Ananya Iyer', 'Chennai'), (2, 'Rahul Gupta', 'Delhi'), (3, 'Sneha Reddy', 'Hyderabad'),
             (4, 'Vikram Singh', 'Jaipur'), (5, 'Meera Pillai', 'Kochi'), (6, 'Arjun Menon', 'Bengaluru'),
             (7, 'Divya Nair', 'Kochi'), (8, 'Karan Malhotra', 'Mumbai'), (9, 'Lakshmi Rao', 'Bengaluru'),
             (10, 'Siddharth Joshi', 'Pune'), (11, 'Fatima Sheikh', 'Mumbai'), (12, 'Aditi Kulkarni', 'Pune'))
  as r(n, name, city);

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                        confirmation_token, recovery_token, raw_app_meta_data, raw_user_meta_data,
                        created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', pg_temp.sid('a', a.n), 'authenticated', 'authenticated',
       a.email, (select hash from seed_password), now() - interval '120 days', '', '',
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('full_name', a.full_name, 'phone', a.phone),
       now() - interval '120 days' + a.n * interval '1 hour', now() - interval '120 days' + a.n * interval '1 hour'
from seed_account a order by a.n;

-- Hosted GoTrue cannot scan NULL in these token columns; they exist only on a hosted project.
foreach v_col in array array['email_change', 'email_change_token_new', 'email_change_token_current',
                             'phone_change', 'phone_change_token', 'reauthentication_token'] loop
  if exists (select 1 from information_schema.columns
             where table_schema = 'auth' and table_name = 'users' and column_name = v_col) then
    execute format('update auth.users set %I = coalesce(%I, %L) where email like %L or email like %L',
                   v_col, v_col, '', '%utsav.test', '%.utsav.test');
  end if;
end loop;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.created_at, u.created_at, u.created_at
from auth.users u join seed_account a on u.id = pg_temp.sid('a', a.n);

-- The sign-up trigger made the profiles (as guests); the admin is made an admin here.
update public.profiles p
   set user_type = a.user_type, city = a.city,
       preferred_language = case a.city when 'Chennai' then 'ta' when 'Hyderabad' then 'te'
                                        when 'Bengaluru' then 'kn' when 'Delhi' then 'hi' when 'Jaipur' then 'hi'
                                        else 'en' end
  from seed_account a
 where p.id = pg_temp.sid('a', a.n);
update public.profiles set preferred_language = 'en', avatar_url = '/images/avatars/priya-sharma.jpg'
 where id = pg_temp.sid('a', 2);

-- ---------------------------------------------------------------------------------------
-- Providers (approval through the real trigger sets user_type = service_provider)
insert into public.service_providers (id, profile_id, business_name, description, city, areas_served,
                                      languages, experience_years, phone, status, status_reason, submitted_at)
values
  (pg_temp.sid('b', 3), pg_temp.sid('a', 3), 'Shubh Utsav Events',
   'A one-stop team for South Indian ceremonies in Bengaluru: purohits, photographers, mehendi artists, '
   'a banana-leaf kitchen, nadaswaram players, decorators and our own hall in Jayanagar.',
   'Bengaluru', '{Jayanagar,Basavanagudi,JP Nagar,Banashankari,Koramangala}', '{Kannada,Tamil,English,Hindi}', 14,
   '9845012345', 'approved', null, now() - interval '110 days'),
  (pg_temp.sid('b', 4), pg_temp.sid('a', 4), 'Kavya Bridal Mehendi',
   'Bridal and Arabic mehendi by Kavya and a team of four, natural henna only.',
   'Hyderabad', '{Kukatpally,Madhapur,Gachibowli}', '{Telugu,Hindi,English}', 3,
   '9848022338', 'pending', null, now() - interval '2 days');

insert into public.service_providers (id, profile_id, business_name, description, city, areas_served,
                                      languages, experience_years, phone, status, status_reason, submitted_at)
select pg_temp.sid('b', 100 + p.i), pg_temp.sid('a', 100 + p.i), p.business_name,
       format('%s has served families in %s and nearby for %s years. %s',
              p.business_name, p.city, 4 + (p.i * 7) % 22,
              case p.category
                when 'pooja-services' then 'Pandits trained in the ' || c.tradition || ' tradition; samagri can be arranged.'
                when 'wedding-photography' then 'Candid and traditional coverage, edited albums delivered in four weeks.'
                when 'mehendi-artists' then 'Organic henna, bridal and guest designs, home visits.'
                when 'catering' then c.cuisine || ' and multi-cuisine menus, vegetarian and non-vegetarian kitchens.'
                when 'music' then 'Live traditional and contemporary music with our own sound system.'
                when 'decoration' then 'Fresh-flower mandaps, stages and lighting, set up and cleared by our crew.'
                else 'Air-conditioned halls with parking, dining area and bridal rooms.' end),
       p.city, c.areas[1:4],
       case when p.category = 'pooja-services' then c.langs || '{Sanskrit}'::text[] else c.langs end,
       4 + (p.i * 7) % 22, c.phone_prefix || lpad((100 + p.i)::text, 5, '0'),
       -- A suspended provider was approved first.
       case when p.status = 'suspended' then 'approved' else p.status end,
       case when p.status = 'suspended' then null else p.status_reason end,
       now() - interval '100 days' + p.i * interval '1 day'
from seed_provider p join seed_city c on c.city = p.city
order by p.i;

update public.service_providers sp
   set status = p.status, status_reason = p.status_reason
  from seed_provider p
 where sp.id = pg_temp.sid('b', 100 + p.i) and p.status = 'suspended';

-- ---------------------------------------------------------------------------------------
-- Services: four per category template, priced for the city.
create temp table seed_template (
  category text, n integer, title text, description text, price_paise bigint, unit text,
  min_guests integer, max_guests integer, duration_hours numeric, attributes jsonb,
  primary key (category, n)
);
insert into seed_template values
  ('pooja-services', 1, 'Griha Pravesh Pooja', 'Ganapathi pooja, vastu shanti and griha pravesh homam for your new home.', 1100000, 'per_event', null, 100, 3, '{"samagri_included": true}'),
  ('pooja-services', 2, 'Satyanarayan Katha', 'Satyanarayan vrat katha with pooja, aarti and prasad arrangements.', 510000, 'per_event', null, 80, 2.5, '{"samagri_included": false}'),
  ('pooja-services', 3, 'Ganapathi Homam', 'Early-morning homam with two pandits for new beginnings.', 1500000, 'per_event', null, 60, 4, '{"samagri_included": true, "pandits": 2}'),
  ('pooja-services', 4, 'Vivah Sanskar Wedding Rituals', 'Complete wedding rituals from kanyadaan to saptapadi with a head purohit and assistants.', 3100000, 'per_event', null, 1000, 6, '{"samagri_included": true, "pandits": 3}'),
  ('wedding-photography', 1, 'Candid Wedding Photography', 'Two candid photographers, 600+ edited photos and a 40-page album.', 8500000, 'per_day', null, null, 10, '{"photographers": 2, "album_pages": 40}'),
  ('wedding-photography', 2, 'Traditional Photo and Video', 'Traditional photography and full HD video of all rituals with a highlights film.', 12000000, 'per_event', null, null, 12, '{"photographers": 2, "videographers": 1, "drone": false}'),
  ('wedding-photography', 3, 'Pre-Wedding Shoot', 'Half-day outdoor shoot at two locations with outfit changes.', 4500000, 'per_event', null, null, 6, '{"locations": 2}'),
  ('wedding-photography', 4, 'Hourly Event Coverage', 'One photographer for pujas, birthdays and small functions, billed by the hour.', 600000, 'per_hour', null, null, 4, '{"photographers": 1}'),
  ('mehendi-artists', 1, 'Bridal Mehendi', 'Full hands to elbows and feet with personalised figures, 6 to 8 hours.', 1500000, 'per_event', null, null, 7, '{"style": "bridal", "organic": true}'),
  ('mehendi-artists', 2, 'Guest Mehendi', 'Simple and Arabic designs for guests, per person, two artists.', 30000, 'per_person', 10, 200, 4, '{"style": "guest", "artists": 2}'),
  ('mehendi-artists', 3, 'Arabic Mehendi', 'Bold Arabic patterns for festivals and engagements.', 250000, 'per_event', null, null, 2, '{"style": "arabic"}'),
  ('mehendi-artists', 4, 'Engagement Couple Mehendi', 'Matching designs for the couple with names hidden in the pattern.', 800000, 'per_event', null, null, 3, '{"style": "engagement"}'),
  ('catering', 1, 'Traditional Veg Meals', 'Regional vegetarian meal with sweets, rice, sambar or dal, curries and payasam.', 45000, 'per_plate', 50, 2000, null, '{"veg": true}'),
  ('catering', 2, 'North Indian Buffet', 'Paneer, dal makhani, naan, biryani, two sweets and live chaat counter.', 65000, 'per_plate', 100, 1500, null, '{"veg": true, "live_counters": 1}'),
  ('catering', 3, 'Wedding Feast Premium', 'Welcome drinks, 4 starters, 10-item main course and dessert station.', 110000, 'per_plate', 200, 3000, null, '{"veg": false, "live_counters": 3}'),
  ('catering', 4, 'High Tea and Snacks', 'Tea, coffee, savouries and sweets for small functions.', 25000, 'per_plate', 30, 500, null, '{"veg": true}'),
  ('music', 1, 'Traditional Wedding Ensemble', 'Nadaswaram and thavil or shehnai ensemble for muhurtham and baraat.', 2500000, 'per_event', null, null, 3, '{"musicians": 5}'),
  ('music', 2, 'DJ with Sound and Lights', 'DJ console, 4 speakers, dance-floor lights; billed by the hour.', 800000, 'per_hour', null, 800, 5, '{"sound_watts": 5000}'),
  ('music', 3, 'Live Band Bollywood and Fusion', 'Six-piece band with two singers for sangeet and receptions.', 7500000, 'per_event', null, null, 4, '{"musicians": 6}'),
  ('music', 4, 'Dhol Players for Baraat', 'Four dhol players with traditional attire.', 1200000, 'per_event', null, null, 2, '{"musicians": 4}'),
  ('decoration', 1, 'Mandap Flower Decoration', 'Fresh-flower mandap with marigold and jasmine strings, entrance arch.', 9000000, 'per_event', null, null, 8, '{"flowers": "fresh"}'),
  ('decoration', 2, 'Stage and Backdrop', 'Reception stage, floral backdrop, sofa and lighting.', 4500000, 'per_event', null, null, 6, '{"flowers": "mixed"}'),
  ('decoration', 3, 'Haldi and Mehendi Setup', 'Yellow and green themed seating, props and swing.', 3000000, 'per_event', null, null, 4, '{"theme": "haldi"}'),
  ('decoration', 4, 'Home Pooja Decoration', 'Flower rangoli, door torans and pooja backdrop at home.', 850000, 'per_event', null, null, 3, '{"flowers": "fresh"}'),
  ('function-hall', 1, 'Main Hall Full Day', 'Air-conditioned hall with dining hall, bridal rooms and generator backup.', 25000000, 'per_day', 100, 800, 24, '{"capacity": 800, "parking": 150, "ac": true}'),
  ('function-hall', 2, 'Mini Hall', 'Intimate hall for engagements, naming ceremonies and birthdays.', 6000000, 'per_day', 20, 150, 12, '{"capacity": 150, "parking": 30, "ac": true}'),
  ('function-hall', 3, 'Open Lawn', 'Landscaped lawn for receptions and sangeet nights.', 18000000, 'per_day', 200, 1200, 12, '{"capacity": 1200, "parking": 250, "ac": false}'),
  ('function-hall', 4, 'Rooftop Terrace Evening', 'Rooftop for cocktail evenings and small receptions, by the hour.', 1500000, 'per_hour', 20, 120, 5, '{"capacity": 120, "parking": 20, "ac": false}');

-- Prices: template x city factor x a small per-provider spread, rounded to ₹100
-- (₹10 for per-plate, per-person and hourly prices).
insert into public.services (id, provider_id, category_slug, title, description, price_paise, price_unit,
                             min_guests, max_guests, duration_hours, city, images, attributes, active, created_at)
select pg_temp.sid('c', p.i * 10 + t.n), pg_temp.sid('b', 100 + p.i), t.category,
       case when t.category = 'pooja-services' then t.title || ' (' || c.tradition || ')' else t.title end,
       t.description || ' Serving ' || array_to_string(c.areas[1:3], ', ') || ' and nearby.',
       greatest(round(t.price_paise * c.price_factor * (100 + (p.i * 13) % 9) / 10000.0
                      / s.step) * s.step, s.step)::bigint,
       t.unit, t.min_guests, t.max_guests, t.duration_hours, p.city,
       -- One of twelve pictures per category: the service's kind (template) in one of three
       -- colourings (by provider), so neighbouring cards differ (mf-catalog/src/assets/services).
       array[format('/images/services/%s-%s.svg', t.category, (t.n - 1) * 3 + 1 + p.i % 3)],
       t.attributes || jsonb_build_object('languages', to_jsonb(c.langs))
         || case t.category when 'pooja-services' then jsonb_build_object('tradition', c.tradition)
                            when 'catering' then jsonb_build_object('cuisine', c.cuisine)
                            else '{}'::jsonb end,
       -- The fourth service of every seventh provider is paused, as real catalogues have.
       not (t.n = 4 and p.i % 7 = 0),
       now() - interval '95 days' + p.i * interval '1 day'
from seed_provider p
join seed_city c on c.city = p.city
join seed_template t on t.category = p.category
cross join lateral (select case when t.price_paise >= 1000000 then 10000 else 1000 end as step) s
where p.status <> 'rejected'
order by p.i, t.n;

-- Shubh Utsav Events (provider@utsav.test): one service per category, ids c...1001 to 1007.
insert into public.services (id, provider_id, category_slug, title, description, price_paise, price_unit,
                             min_guests, max_guests, duration_hours, city, images, attributes)
values
  (pg_temp.sid('c', 1001), pg_temp.sid('b', 3), 'pooja-services', 'Griha Pravesh Pooja (Kannada Smartha)',
   'Ganapathi pooja, vastu homam and griha pravesh with two purohits; samagri included.', 1250000, 'per_event',
   null, 150, 3, 'Bengaluru', '{/images/services/pooja-services-1.svg}',
   '{"tradition": "Kannada Smartha", "languages": ["Kannada", "Sanskrit"], "samagri_included": true, "pandits": 2}'),
  (pg_temp.sid('c', 1002), pg_temp.sid('b', 3), 'wedding-photography', 'Candid and Traditional Wedding Coverage',
   'Candid photographer, traditional photographer and videographer for the wedding day; 50-page album.', 9500000, 'per_day',
   null, null, 12, 'Bengaluru', '{/images/services/wedding-photography-1.svg}',
   '{"photographers": 2, "videographers": 1, "album_pages": 50}'),
  (pg_temp.sid('c', 1003), pg_temp.sid('b', 3), 'mehendi-artists', 'Bridal Mehendi',
   'Intricate bridal mehendi for hands and feet by our senior artist.', 1600000, 'per_event',
   null, null, 7, 'Bengaluru', '{/images/services/mehendi-artists-1.svg}', '{"style": "bridal", "organic": true}'),
  (pg_temp.sid('c', 1004), pg_temp.sid('b', 3), 'catering', 'Banana Leaf Wedding Meals',
   '24-item traditional South Indian vegetarian meal served on banana leaf.', 55000, 'per_plate',
   100, 1500, null, 'Bengaluru', '{/images/services/catering-1.svg}', '{"cuisine": "Karnataka", "veg": true}'),
  (pg_temp.sid('c', 1005), pg_temp.sid('b', 3), 'music', 'Nadaswaram and Thavil',
   'Five-member nadaswaram ensemble for the muhurtham and reception.', 2800000, 'per_event',
   null, null, 3, 'Bengaluru', '{/images/services/music-1.svg}', '{"musicians": 5}'),
  (pg_temp.sid('c', 1006), pg_temp.sid('b', 3), 'decoration', 'Mandap and Entrance Decoration',
   'Fresh jasmine and marigold mandap, banana-stem entrance and kolam.', 9500000, 'per_event',
   null, null, 8, 'Bengaluru', '{/images/services/decoration-1.svg}', '{"flowers": "fresh"}'),
  (pg_temp.sid('c', 1007), pg_temp.sid('b', 3), 'function-hall', 'Shubh Utsav Kalyana Mantapa, Jayanagar',
   'Our own air-conditioned hall for 600 guests with dining hall and two bridal rooms.', 22000000, 'per_day',
   50, 600, 24, 'Bengaluru', '{/images/services/function-hall-1.svg}', '{"capacity": 600, "parking": 120, "ac": true}');

-- ---------------------------------------------------------------------------------------
-- Bundles (12, four featured). Items linked to a service take its price; the others state
-- theirs. Individual totals and discounts are computed by the bundle trigger.
insert into public.bundles (id, provider_id, name, description, bundle_price_paise, max_guests, duration_days,
                            terms, min_advance_paise, city, image_path, featured)
values
  (pg_temp.sid('d', 1), pg_temp.sid('b', 3), 'Complete South Indian Wedding',
   'Hall, muhurtham rituals, banana-leaf feast for 300, nadaswaram, mandap decoration and candid coverage, coordinated by one team.',
   69000000, 300, 2, 'Dates are held after the advance is paid. Guest count above 300 is billed per plate. Cancellations follow Utsav''s refund table: in full 30 or more days before the event, half from 7 to 29 days.',
   15000000, 'Bengaluru', '/images/bundles/complete-south-indian-wedding.jpg', true),
  (pg_temp.sid('d', 2), pg_temp.sid('b', 3), 'Griha Pravesh Package',
   'Purohits with samagri, home flower decoration, lunch for 80 guests and photography.',
   6500000, 80, 1, 'Samagri included. Lunch is vegetarian. Photography covers 4 hours.',
   1500000, 'Bengaluru', '/images/bundles/griha-pravesh-package.jpg', true),
  (pg_temp.sid('d', 3), pg_temp.sid('b', 3), 'Engagement Celebration',
   'Mini hall, stage decoration, high tea for 150, couple mehendi and a photographer.',
   14000000, 150, 1, 'Hall available 9 am to 10 pm. Decoration theme chosen a week ahead.',
   3000000, 'Bengaluru', '/images/bundles/engagement-celebration.jpg', false),
  (pg_temp.sid('d', 4), pg_temp.sid('b', 107), 'Kerala Wedding Sadya Package',
   'Convention centre, traditional sadya for 500, chenda melam and floral mandap.',
   52000000, 500, 1, 'Sadya served on banana leaf, two servings. Hall until 4 pm.',
   10000000, 'Kochi', '/images/bundles/kerala-wedding-sadya.jpg', true),
  (pg_temp.sid('d', 5), pg_temp.sid('b', 114), 'Maharashtrian Wedding at the Lawns',
   'Lawn for 800, puran poli feast, sanai-choughada and phoolon ki chadar decoration.',
   68000000, 800, 2, 'Two-day booking with haldi on day one. Sound restrictions after 10 pm.',
   15000000, 'Pune', '/images/bundles/maharashtrian-wedding-lawns.jpg', true),
  (pg_temp.sid('d', 6), pg_temp.sid('b', 121), 'Punjabi Sangeet Night',
   'Banquet for 400, live band and DJ, dance floor lighting and a North Indian buffet.',
   58000000, 400, 1, 'Bar service not included. DJ until midnight.',
   9000000, 'Delhi', '/images/bundles/punjabi-sangeet-night.jpg', false),
  (pg_temp.sid('d', 7), pg_temp.sid('b', 128), 'Seaside Reception',
   'Sea-facing banquet for 300 with stage decoration and premium buffet.',
   60000000, 300, 1, 'Valet parking included. Fireworks not allowed.',
   10000000, 'Mumbai', '/images/bundles/seaside-reception.jpg', false),
  (pg_temp.sid('d', 8), pg_temp.sid('b', 135), 'Hyderabadi Nikah Package',
   'Function palace for 600, Hyderabadi dum biryani feast, stage and floral decor.',
   55000000, 600, 1, 'Separate dining for ladies available on request.',
   12000000, 'Hyderabad', '/images/bundles/hyderabadi-nikah.jpg', false),
  (pg_temp.sid('d', 9), pg_temp.sid('b', 142), 'Tamil Brahmin Wedding',
   'Kalyana mandapam for 500, Iyer vadhyars, nadaswaram and traditional meals.',
   65000000, 500, 2, 'Mandapam from the evening before (nichayathartham) to the afternoon of the wedding.',
   10000000, 'Chennai', '/images/bundles/tamil-brahmin-wedding.jpg', false),
  (pg_temp.sid('d', 10), pg_temp.sid('b', 132), 'Rajasthani Shaadi Feast',
   'Dal baati churma and Marwari thali for 400 with folk musicians and rangoli.',
   24000000, 400, 1, 'Menu tasting included for up to 6 people.',
   6000000, 'Jaipur', '/images/bundles/rajasthani-shaadi-feast.jpg', false),
  (pg_temp.sid('d', 11), pg_temp.sid('b', 118), 'Seemantham and Naming Ceremony',
   'Pooja, home decoration, meals for 100 and a photographer.',
   7500000, 100, 1, 'Vegetarian meals only. Pandit speaks Tamil and Sanskrit.',
   1500000, 'Chennai', '/images/bundles/seemantham-naming.jpg', false),
  (pg_temp.sid('d', 12), pg_temp.sid('b', 125), 'Udupi Festival Feast',
   'Festival lunch for 200, flower decoration and a bhajan group for Ganesh Chaturthi or Diwali.',
   11500000, 200, 1, 'Prices valid for festival dates booked 3 weeks ahead.',
   2500000, 'Bengaluru', '/images/bundles/udupi-festival-feast.jpg', true);

insert into public.bundle_items (bundle_id, service_type, service_name, quantity, unit_price_paise, service_id, sort_order)
values
  (pg_temp.sid('d', 1), 'function-hall', 'Kalyana Mantapa (2 days)', 2, 0, pg_temp.sid('c', 1007), 1),
  (pg_temp.sid('d', 1), 'pooja-services', 'Muhurtham rituals with purohits', 1, 2500000, null, 2),
  (pg_temp.sid('d', 1), 'catering', 'Banana leaf wedding meals', 300, 0, pg_temp.sid('c', 1004), 3),
  (pg_temp.sid('d', 1), 'music', 'Nadaswaram and Thavil', 1, 0, pg_temp.sid('c', 1005), 4),
  (pg_temp.sid('d', 1), 'decoration', 'Mandap and entrance decoration', 1, 0, pg_temp.sid('c', 1006), 5),
  (pg_temp.sid('d', 1), 'wedding-photography', 'Candid and traditional coverage', 1, 0, pg_temp.sid('c', 1002), 6),
  (pg_temp.sid('d', 2), 'pooja-services', 'Griha pravesh pooja', 1, 0, pg_temp.sid('c', 1001), 1),
  (pg_temp.sid('d', 2), 'decoration', 'Home flower decoration', 1, 1200000, null, 2),
  (pg_temp.sid('d', 2), 'catering', 'Vegetarian lunch', 80, 45000, null, 3),
  (pg_temp.sid('d', 2), 'wedding-photography', 'Photography (4 hours)', 4, 650000, null, 4),
  (pg_temp.sid('d', 3), 'function-hall', 'Mini hall', 1, 6500000, null, 1),
  (pg_temp.sid('d', 3), 'decoration', 'Stage and backdrop', 1, 4500000, null, 2),
  (pg_temp.sid('d', 3), 'catering', 'High tea and snacks', 150, 25000, null, 3),
  (pg_temp.sid('d', 3), 'mehendi-artists', 'Couple mehendi', 1, 800000, null, 4),
  (pg_temp.sid('d', 3), 'wedding-photography', 'Photographer (5 hours)', 5, 600000, null, 5),
  (pg_temp.sid('d', 4), 'function-hall', 'Convention centre main hall', 1, 0, pg_temp.sid('c', 71), 1),
  (pg_temp.sid('d', 4), 'catering', 'Kerala sadya', 500, 60000, null, 2),
  (pg_temp.sid('d', 4), 'music', 'Chenda melam', 1, 3500000, null, 3),
  (pg_temp.sid('d', 4), 'decoration', 'Floral mandap', 1, 6000000, null, 4),
  (pg_temp.sid('d', 5), 'function-hall', 'Open lawn (2 days)', 2, 0, pg_temp.sid('c', 143), 1),
  (pg_temp.sid('d', 5), 'catering', 'Puran poli wedding feast', 800, 55000, null, 2),
  (pg_temp.sid('d', 5), 'music', 'Sanai-choughada', 1, 2000000, null, 3),
  (pg_temp.sid('d', 5), 'decoration', 'Phoolon ki chadar and mandap', 1, 8000000, null, 4),
  (pg_temp.sid('d', 6), 'function-hall', 'Banquet hall', 1, 0, pg_temp.sid('c', 211), 1),
  (pg_temp.sid('d', 6), 'music', 'Live band', 1, 8500000, null, 2),
  (pg_temp.sid('d', 6), 'music', 'DJ (5 hours)', 5, 900000, null, 3),
  (pg_temp.sid('d', 6), 'catering', 'North Indian buffet', 400, 75000, null, 4),
  (pg_temp.sid('d', 7), 'function-hall', 'Sea-facing banquet', 1, 0, pg_temp.sid('c', 281), 1),
  (pg_temp.sid('d', 7), 'decoration', 'Stage decoration', 1, 5500000, null, 2),
  (pg_temp.sid('d', 7), 'catering', 'Premium buffet', 300, 130000, null, 3),
  (pg_temp.sid('d', 8), 'function-hall', 'Function palace', 1, 0, pg_temp.sid('c', 351), 1),
  (pg_temp.sid('d', 8), 'catering', 'Hyderabadi dum biryani feast', 600, 70000, null, 2),
  (pg_temp.sid('d', 8), 'decoration', 'Stage and floral decor', 1, 6000000, null, 3),
  (pg_temp.sid('d', 9), 'function-hall', 'Kalyana mandapam (2 days)', 2, 0, pg_temp.sid('c', 421), 1),
  (pg_temp.sid('d', 9), 'pooja-services', 'Iyer vadhyars for the wedding', 1, 3500000, null, 2),
  (pg_temp.sid('d', 9), 'music', 'Nadaswaram', 1, 2500000, null, 3),
  (pg_temp.sid('d', 9), 'catering', 'Traditional meals', 500, 45000, null, 4),
  (pg_temp.sid('d', 10), 'catering', 'Marwari thali', 400, 0, pg_temp.sid('c', 322), 1),
  (pg_temp.sid('d', 10), 'music', 'Rajasthani folk musicians', 1, 2500000, null, 2),
  (pg_temp.sid('d', 10), 'decoration', 'Rangoli and entrance', 1, 1500000, null, 3),
  (pg_temp.sid('d', 11), 'pooja-services', 'Seemantham pooja', 1, 1100000, null, 1),
  (pg_temp.sid('d', 11), 'decoration', 'Home decoration', 1, 1000000, null, 2),
  (pg_temp.sid('d', 11), 'catering', 'Traditional meals', 100, 0, pg_temp.sid('c', 181), 3),
  (pg_temp.sid('d', 11), 'wedding-photography', 'Photographer (4 hours)', 4, 500000, null, 4),
  (pg_temp.sid('d', 12), 'catering', 'Festival lunch', 200, 0, pg_temp.sid('c', 251), 1),
  (pg_temp.sid('d', 12), 'decoration', 'Flower decoration', 1, 1800000, null, 2),
  (pg_temp.sid('d', 12), 'music', 'Bhajan group', 1, 1500000, null, 3);

-- ---------------------------------------------------------------------------------------
-- Bookings. Plan: (n, customer account, service or bundle, event offset in days, time,
-- guests, final status). The demo customer has one booking in every status.
create temp table seed_booking (
  n integer primary key, customer integer, service_id uuid, bundle_id uuid, day_offset integer,
  event_time time, guests integer, final_status text, requirements text, created_days_ago integer,
  rating integer
);
insert into seed_booking values
  (1, 2, pg_temp.sid('c', 1004), null, 45, '12:30', 150, 'requested', 'Please include holige and a Jain-friendly counter for 20 guests.', 1),
  (2, 2, pg_temp.sid('c', 1002), null, 30, '07:00', 250, 'payment_expired', 'Muhurtham at 7:30 am; we need drone shots if possible.', 6),
  (3, 2, pg_temp.sid('c', 1005), null, 20, '18:00', 200, 'declined', null, 9),
  (4, 2, pg_temp.sid('c', 333), null, -10, '19:00', 150, 'expired', 'Engagement party at the Jayanagar house.', 25),
  (5, 2, null, pg_temp.sid('d', 1), 60, '09:00', 280, 'confirmed', 'Two-day wedding; reception on the second evening.', 12),
  (6, 2, pg_temp.sid('c', 1001), null, -30, '08:00', 60, 'completed', 'New flat in JP Nagar, 4th floor, lift available.', 50),
  (7, 2, pg_temp.sid('c', 1003), null, 15, '16:00', 1, 'cancelled_by_customer', 'Bridal mehendi the day before the wedding.', 8),
  (8, 2, pg_temp.sid('c', 1006), null, 25, '06:00', 250, 'cancelled_by_provider', null, 10),
  (9, 2, pg_temp.sid('c', 414), null, -75, '17:00', 120, 'completed', 'Diwali get-together at home.', 100);
-- The demo customer's griha pravesh is reviewed (5 stars, text below); the Diwali one is not yet.
update seed_booking set rating = 5 where n = 6;

-- Completed bookings by the other customers, each reviewed below. Every listed service of
-- the other providers gets 0 to 7 of them (so cards show their own ratings, some have none
-- yet) and a quality profile that sets its stars: catering has, among others, a 4.6 from
-- seven reviews (c...182) and several 5.0s from one review, the case "Top rated" must weigh.
-- Events are 13 days apart per service (no overlapping slots), all within the last 110 days.
insert into seed_booking (n, customer, service_id, bundle_id, day_offset, event_time, guests, final_status,
                          requirements, created_days_ago, rating)
select 1000 + row_number() over (order by p.i, t.n, j), 200 + (p.i + t.n * 5 + j * 7) % 12 + 1,
       pg_temp.sid('c', p.i * 10 + t.n), null, -(5 + j * 13 + (p.i + t.n) % 9),
       time '09:00' + ((p.i + j) % 8) * interval '1 hour', null, 'completed', null, 15 + j * 13 + (p.i + t.n) % 9,
       (case (p.i * 3 + t.n) % 5 when 0 then array[5, 5, 5, 4, 5, 5, 5]
                                 when 1 then array[5, 4, 5, 4, 5, 5, 4]
                                 when 2 then array[5, 4, 3, 5, 4, 5, 4]
                                 when 3 then array[4, 5, 3, 4, 2, 4, 5]
                                 else array[3, 2, 4, 3, 5, 2, 3] end)[j]
from seed_provider p
join seed_template t on t.category = p.category
cross join lateral generate_series(1, (array[1, 2, 7, 1, 0, 3, 1, 2, 4, 0])[1 + (p.i * 7 + t.n * 3) % 10]) j
where p.status = 'approved' and not (t.n = 4 and p.i % 7 = 0);
-- Six for Shubh Utsav Events (one of them a 2-star).
insert into seed_booking
select 200 + i, 200 + (i * 5 % 12) + 1, pg_temp.sid('c', 1000 + i), null,
       -(12 + i * 9), time '10:00', null, 'completed', null, 50 + i * 9, case when i = 4 then 2 else 5 end
from generate_series(1, 6) i;

-- Guest counts within each service's limits (for plans that leave them open).
update seed_booking sb
   set guests = greatest(coalesce(s.min_guests, 1), least(coalesce(s.max_guests, 500), 60 + (sb.n * 37) % 300))
  from public.services s
 where s.id = sb.service_id and sb.guests is null;

insert into public.bookings (id, tracking_code, customer_id, service_id, bundle_id, event_date, event_time,
                             guest_count, special_requirements, created_at, status)
select pg_temp.sid('e', sb.n),
       case sb.n when 1 then 'UTS-7K2M9Q' when 2 then 'UTS-4HXR8P' when 3 then 'UTS-9DWT3V'
                 when 4 then 'UTS-2MBQ6Z' when 5 then 'UTS-8FJN5S' when 6 then 'UTS-3TCY7G'
                 when 7 then 'UTS-6PVK4E' when 8 then 'UTS-5RZA9W' else pg_temp.code(sb.n) end,
       pg_temp.sid('a', sb.customer), sb.service_id, sb.bundle_id,
       current_date + sb.day_offset, sb.event_time, sb.guests, sb.requirements,
       now() - sb.created_days_ago * interval '1 day', 'held'
from seed_booking sb order by sb.n;

-- Walk the graph. Every customer but one pays the advance within the hold, which asks the
-- provider (payment trigger); the demo customer let one hold lapse.
insert into public.payments (booking_id, kind, amount_paise, status, gateway, gateway_ref, paid_at, created_at)
select b.id, 'advance', b.advance_paise, 'succeeded', 'razorpay', 'pay_seed' || lpad(sb.n::text, 6, '0') || 'A',
       b.created_at + interval '5 minutes', b.created_at + interval '2 minutes'
from public.bookings b join seed_booking sb on b.id = pg_temp.sid('e', sb.n)
where sb.final_status <> 'payment_expired'
order by sb.n;

update public.bookings set status = 'payment_expired', status_note = 'The advance was not paid in time'
 where id = pg_temp.sid('e', 2);

-- The provider of each request answers.
update public.bookings b
   set status = case when sb.final_status = 'declined' then 'declined' else 'confirmed' end,
       status_note = case when sb.final_status = 'declined'
                          then 'Sorry, our nadaswaram team is already booked that evening.' end
  from seed_booking sb
 where b.id = pg_temp.sid('e', sb.n)
   and sb.final_status in ('declined', 'confirmed', 'completed', 'cancelled_by_provider');

update public.bookings b
   set status = 'cancelled_by_customer', status_note = 'We found an artist closer to home, sorry.'
 where b.id = pg_temp.sid('e', 7);

update public.bookings b
   set status = 'cancelled_by_provider', status_note = 'Our decoration crew is unavailable on that date.'
 where b.id = pg_temp.sid('e', 8);

-- Nobody answered this request in time: the system expires it.
update public.bookings set status = 'expired', status_note = 'The provider did not answer in time'
 where id = pg_temp.sid('e', 4);

-- The open request was paid yesterday: its provider has until 48 hours after that to answer.
update public.bookings
   set respond_by = least(created_at + interval '5 minutes 48 hours', (event_date + event_time) at time zone 'Asia/Kolkata' - interval '24 hours')
 where status = 'requested';

update public.bookings b
   set status = 'completed', status_note = 'Event done. Thank you!'
  from seed_booking sb
 where b.id = pg_temp.sid('e', sb.n) and sb.final_status = 'completed';

insert into public.payments (booking_id, kind, amount_paise, status, gateway, gateway_ref, paid_at, created_at)
select b.id, 'remaining', b.remaining_paise, 'succeeded', 'razorpay', 'pay_seed' || lpad(sb.n::text, 6, '0') || 'R',
       b.event_date + time '18:00', b.event_date + time '18:00'
from public.bookings b join seed_booking sb on b.id = pg_temp.sid('e', sb.n)
where sb.final_status = 'completed' and b.remaining_paise > 0
order by sb.n;

-- Attribute each step to who takes it in real life (the seed itself acted as the system).
update public.booking_events e
   set actor_role = case when e.to_status in ('held', 'cancelled_by_customer') then 'customer'
                         when e.to_status in ('confirmed', 'declined', 'completed', 'cancelled_by_provider') then 'provider'
                         else 'system' end,
       actor_id = case when e.to_status in ('held', 'cancelled_by_customer') then b.customer_id
                       when e.to_status in ('confirmed', 'declined', 'completed', 'cancelled_by_provider') then sp.profile_id end
  from public.bookings b join public.service_providers sp on sp.id = b.provider_id
 where b.id = e.booking_id;

-- Realistic history times: each step a day after the previous, completion on the evening of the event.
update public.booking_events e
   set created_at = case when e.to_status = 'held' then b.created_at
                         when e.to_status = 'requested' then b.created_at + interval '5 minutes'
                         when e.to_status = 'payment_expired' then b.created_at + interval '16 minutes'
                         when e.to_status = 'expired' then b.created_at + interval '48 hours 6 minutes'
                         when e.to_status = 'completed' then b.event_date + time '21:00'
                         else b.created_at + interval '5 minutes' + (x.k - 2) * interval '26 hours' end
  from (select id, row_number() over (partition by booking_id order by id) as k from public.booking_events) x,
       public.bookings b
 where x.id = e.id and b.id = e.booking_id;

-- ---------------------------------------------------------------------------------------
-- Reviews of every completed booking. The words fit the stars, and each reply fits its
-- review (thanks for praise, an apology and a remedy for a complaint). Every review of 3
-- stars or fewer is answered, and about every third of the others. Customers from Chennai,
-- Delhi, Jaipur, Hyderabad and Bengaluru write some of their good reviews in Tamil, Hindi,
-- Telugu or Kannada (the home page shows testimonials in the visitor's language, 0027).
create temp table seed_review_text (
  lang text, rating integer, k integer, comment text not null, reply text not null, primary key (lang, rating, k)
);
insert into seed_review_text values
  ('en', 5, 1, 'Everything was on time and exactly as promised. Our elders were very happy.',
   'Thank you so much! It was a pleasure to be part of your celebration.'),
  ('en', 5, 2, 'Very professional team, polite and well organised. Highly recommended.',
   'Dhanyavaad! Looking forward to serving your family again.'),
  ('en', 5, 3, 'Excellent quality and great value for the price. Will book again for Diwali.',
   'Thank you! We would be happy to be with you again for Diwali.'),
  ('en', 5, 4, 'The team understood our traditions perfectly and explained every step.',
   'Thank you for trusting us with your family''s traditions.'),
  ('en', 5, 5, 'Beautiful work, all our guests asked for their number!',
   'Thank you so much, and thank your guests for the kind words!'),
  ('en', 4, 1, 'Good service overall, a few small delays but they managed it well.',
   'Thank you! Sorry about the delays; we now reach every venue an hour early.'),
  ('en', 4, 2, 'Reasonable price and honest people. Thank you for making the day special.',
   'Thank you for the kind words, it was our pleasure.'),
  ('en', 4, 3, 'Nice work and polite staff; the setup finished a little late.',
   'Thank you! We have noted that the setup ran late and now send an extra helper for big events.'),
  ('en', 3, 1, 'Decent experience. Communication before the event could be better.',
   'Thank you for the honest feedback, and sorry we were hard to reach. We now call every family a week before the event.'),
  ('en', 3, 2, 'Average. The work was fine but they arrived an hour late.',
   'We apologise for arriving late. We have changed how we plan travel to venues so that it does not happen again.'),
  ('en', 2, 1, 'Disappointing. Half the items we agreed on were missing and nobody called back.',
   'We are very sorry that we let you down. This is not our standard: our manager will call you and refund the missing items.'),
  ('en', 2, 2, 'They came late and rushed through everything. Not what we paid for.',
   'We sincerely apologise. We have spoken to the team and would like to make it right; please expect our call.'),
  ('hi', 5, 1, 'सब कुछ समय पर और जैसा वादा किया था वैसा ही हुआ। घर के बड़े-बुज़ुर्ग बहुत खुश हुए।',
   'धन्यवाद! आपके परिवार की सेवा करके हमें बहुत खुशी हुई।'),
  ('hi', 5, 2, 'बहुत पेशेवर और विनम्र टीम, सब कुछ व्यवस्थित ढंग से हुआ। ज़रूर सुझाएँगे।',
   'धन्यवाद! आपके परिवार की सेवा करके हमें बहुत खुशी हुई।'),
  ('hi', 4, 1, 'कुल मिलाकर अच्छी सेवा, थोड़ी देर हुई पर टीम ने सब संभाल लिया।',
   'धन्यवाद! देरी के लिए क्षमा करें, अगली बार हम समय से पहले पहुँचेंगे।'),
  ('ta', 5, 1, 'எல்லாம் சொன்னபடியே சரியான நேரத்தில் நடந்தது. வீட்டுப் பெரியவர்கள் மிகவும் மகிழ்ந்தார்கள்.',
   'நன்றி! உங்கள் குடும்பத்துக்குச் சேவை செய்தது எங்களுக்கு மிகுந்த மகிழ்ச்சி.'),
  ('ta', 5, 2, 'மிகவும் தொழில்முறையான, பணிவான குழு. எல்லாம் ஒழுங்காக நடந்தது. நிச்சயம் பரிந்துரைப்போம்.',
   'நன்றி! உங்கள் குடும்பத்துக்குச் சேவை செய்தது எங்களுக்கு மிகுந்த மகிழ்ச்சி.'),
  ('ta', 4, 1, 'மொத்தத்தில் நல்ல சேவை. சிறிது தாமதம் ஆனது, ஆனால் குழு நன்றாகச் சமாளித்தது.',
   'நன்றி! தாமதத்துக்கு மன்னிக்கவும், அடுத்த முறை முன்னதாகவே வருவோம்.'),
  ('te', 5, 1, 'అన్నీ సమయానికి, చెప్పినట్లే జరిగాయి. మా ఇంటి పెద్దలు చాలా సంతోషించారు.',
   'ధన్యవాదాలు! మీ కుటుంబానికి సేవ చేయడం మాకు ఎంతో ఆనందం.'),
  ('te', 5, 2, 'చాలా వృత్తిపరమైన, మర్యాదగల బృందం. అంతా క్రమంగా జరిగింది. తప్పకుండా సిఫార్సు చేస్తాం.',
   'ధన్యవాదాలు! మీ కుటుంబానికి సేవ చేయడం మాకు ఎంతో ఆనందం.'),
  ('te', 4, 1, 'మొత్తం మీద మంచి సేవ. కొంచెం ఆలస్యమైంది, కానీ బృందం చక్కగా సర్దుబాటు చేసింది.',
   'ధన్యవాదాలు! ఆలస్యానికి క్షమించండి, వచ్చేసారి ముందుగానే చేరుకుంటాం.'),
  ('kn', 5, 1, 'ಎಲ್ಲವೂ ಹೇಳಿದಂತೆಯೇ ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ನಡೆಯಿತು. ಮನೆಯ ಹಿರಿಯರು ತುಂಬಾ ಸಂತೋಷಪಟ್ಟರು.',
   'ಧನ್ಯವಾದಗಳು! ನಿಮ್ಮ ಕುಟುಂಬಕ್ಕೆ ಸೇವೆ ಸಲ್ಲಿಸಿದ್ದು ನಮಗೆ ತುಂಬಾ ಸಂತೋಷ.'),
  ('kn', 5, 2, 'ಬಹಳ ವೃತ್ತಿಪರ ಮತ್ತು ವಿನಯಶೀಲ ತಂಡ. ಎಲ್ಲವೂ ಅಚ್ಚುಕಟ್ಟಾಗಿ ನಡೆಯಿತು. ಖಂಡಿತ ಶಿಫಾರಸು ಮಾಡುತ್ತೇವೆ.',
   'ಧನ್ಯವಾದಗಳು! ನಿಮ್ಮ ಕುಟುಂಬಕ್ಕೆ ಸೇವೆ ಸಲ್ಲಿಸಿದ್ದು ನಮಗೆ ತುಂಬಾ ಸಂತೋಷ.'),
  ('kn', 4, 1, 'ಒಟ್ಟಾರೆ ಉತ್ತಮ ಸೇವೆ. ಸ್ವಲ್ಪ ತಡವಾಯಿತು, ಆದರೆ ತಂಡ ಚೆನ್ನಾಗಿ ನಿಭಾಯಿಸಿತು.',
   'ಧನ್ಯವಾದಗಳು! ತಡವಾದುದಕ್ಕೆ ಕ್ಷಮಿಸಿ, ಮುಂದಿನ ಬಾರಿ ಮುಂಚಿತವಾಗಿಯೇ ಬರುತ್ತೇವೆ.');

insert into public.reviews (booking_id, rating, comment, provider_reply, created_at)
select b.id, sb.rating, w.comment, case when sb.rating <= 3 or sb.n % 3 = 0 then w.reply end,
       b.event_date + interval '2 days 10 hours'
from public.bookings b
join seed_booking sb on b.id = pg_temp.sid('e', sb.n)
join seed_account a on a.n = sb.customer
cross join lateral (
  select case when sb.rating >= 4 and sb.n % 3 = 0 then
           case a.city when 'Chennai' then 'ta' when 'Delhi' then 'hi' when 'Jaipur' then 'hi'
                       when 'Hyderabad' then 'te' when 'Bengaluru' then 'kn' else 'en' end
         else 'en' end as lang
) l
cross join lateral (
  select x.comment, x.reply
  from seed_review_text x
  where x.lang = l.lang and x.rating = sb.rating
  order by x.k
  offset sb.n % (select count(*) from seed_review_text y where y.lang = l.lang and y.rating = sb.rating)
  limit 1
) w
where sb.final_status = 'completed' and sb.n <> 9
order by sb.n;

-- The demo customer's Griha Pravesh review, answered by Shubh Utsav Events.
update public.reviews
   set rating = 5,
       comment = 'Ramesh ji and team did our griha pravesh beautifully. Every ritual was explained in Kannada and English for our family.',
       provider_reply = 'Thank you Priya ji! Wishing your family happiness in the new home.'
 where booking_id = pg_temp.sid('e', 6);

-- ---------------------------------------------------------------------------------------
-- Conversations and messages (the message trigger writes chat notifications).
insert into public.conversations (id, customer_id, provider_id, booking_id, created_at) values
  (pg_temp.sid('f', 1), pg_temp.sid('a', 2), pg_temp.sid('b', 3), pg_temp.sid('e', 2), now() - interval '5 days'),
  (pg_temp.sid('f', 2), pg_temp.sid('a', 2), pg_temp.sid('b', 125), null, now() - interval '3 days'),
  (pg_temp.sid('f', 3), pg_temp.sid('a', 2), pg_temp.sid('b', 3), pg_temp.sid('e', 5), now() - interval '10 days');

insert into public.messages (conversation_id, sender_id, body, read_at, created_at) values
  (pg_temp.sid('f', 3), pg_temp.sid('a', 2), 'Hello, can the reception on day two start at 7 pm instead of 6?', now() - interval '9 days', now() - interval '10 days'),
  (pg_temp.sid('f', 3), pg_temp.sid('a', 3), 'Yes madam, 7 pm is fine. We will shift the nadaswaram to 6:30 pm.', now() - interval '9 days', now() - interval '9 days 20 hours'),
  (pg_temp.sid('f', 2), pg_temp.sid('a', 2), 'Namaste, do you do Jain food for a Diwali lunch of 120 people?', now() - interval '2 days', now() - interval '3 days'),
  (pg_temp.sid('f', 2), pg_temp.sid('a', 125), 'Yes, we have a separate Jain kitchen. Shall I send a sample menu?', null, now() - interval '2 days'),
  (pg_temp.sid('f', 1), pg_temp.sid('a', 2), 'Hi, will the photographer also cover the baraat at 6 am?', now() - interval '4 days', now() - interval '5 days'),
  (pg_temp.sid('f', 1), pg_temp.sid('a', 3), 'Yes, our team will reach the venue by 5:30 am.', now() - interval '4 days', now() - interval '4 days 6 hours'),
  (pg_temp.sid('f', 1), pg_temp.sid('a', 2), 'Great. Should I pay the advance now to lock the date?', now() - interval '1 day', now() - interval '1 day 4 hours'),
  (pg_temp.sid('f', 1), pg_temp.sid('a', 3), 'Yes please, the date is held for you until you pay the advance.', null, now() - interval '3 hours');

-- ---------------------------------------------------------------------------------------
-- Favourites, a welcome notice, contact messages.
insert into public.favourites (user_id, service_id, provider_id, bundle_id, created_at) values
  (pg_temp.sid('a', 2), pg_temp.sid('c', 91), null, null, now() - interval '20 days'),
  (pg_temp.sid('a', 2), pg_temp.sid('c', 251), null, null, now() - interval '18 days'),
  (pg_temp.sid('a', 2), pg_temp.sid('c', 171), null, null, now() - interval '15 days'),
  (pg_temp.sid('a', 2), null, pg_temp.sid('b', 3), null, now() - interval '14 days'),
  (pg_temp.sid('a', 2), null, pg_temp.sid('b', 141), null, now() - interval '12 days'),
  (pg_temp.sid('a', 2), null, null, pg_temp.sid('d', 1), now() - interval '13 days'),
  (pg_temp.sid('a', 2), null, null, pg_temp.sid('d', 12), now() - interval '7 days');

insert into public.notifications (user_id, title, message, type, link, read, created_at)
select pg_temp.sid('a', a.n), 'Welcome to Utsav',
       'Browse pandits, photographers, caterers and more, or save with a bundle.', 'system', '/services', true,
       now() - interval '119 days'
from seed_account a where a.n in (1, 2, 3, 4) or a.n > 200;

insert into public.contact_messages (name, email, phone, subject, message, created_at) values
  ('Suresh Babu', 'suresh.babu@example.in', '9884012345', 'Listing my function hall',
   'I own a 400-seat hall in Tambaram. How do I list it on Utsav?', now() - interval '6 days'),
  ('Nandini Rao', 'nandini.rao@example.in', null, 'Refund status',
   'I cancelled booking UTS-6PVK4E. When will the advance be refunded?', now() - interval '4 days'),
  ('Imran Qureshi', 'imran.q@example.in', '+919900112233', 'Corporate Diwali event',
   'We need catering and decoration for 600 employees in Hyderabad next month.', now() - interval '1 day');
update public.contact_messages set handled = true where email = 'suresh.babu@example.in';

-- Notifications made by the triggers during the walk all carry the seed's timestamp:
-- spread each user's over the past days (newest first stays meaningful) and mark the
-- older ones read. The demo customer keeps a few unread, including a chat one.
update public.notifications n
   set created_at = now() - x.k * interval '7 hours',
       read = n.read or x.k > 5
  from (select id, row_number() over (partition by user_id order by
          case type when 'chat' then 0 when 'booking' then 1 else 2 end, title, message) as k
        from public.notifications where created_at >= now() - interval '1 minute') x
 where x.id = n.id;

-- The seeded history happened "before": its booking notifications are in the bell, not mailed
-- again to the demo accounts on the first tick of the email sender (0037).
delete from public.notification_emails;

-- The helpers above were session-temporary; drop them so a runner that keeps the session is left clean.
drop table seed_password, seed_city, seed_account, seed_provider, seed_template, seed_booking, seed_review_text;
drop function pg_temp.sid(text, integer), pg_temp.code(integer), pg_temp.slugify(text);
end
$seed$;
