// Grows a seeded database to a large catalogue for `pnpm bench:catalog`, in a handful of
// set-based statements (generate_series, no per-row round trips, so 200,000 services take
// seconds of SQL, not minutes of network). Modelled on the seed: each generated service
// copies a seeded one (category, description, attributes, price scaled) under a new title
// prefix, some prefixes in Hindi, Tamil, Telugu and Kannada as providers write them.

export interface CatalogueSize {
  services: number;
  bundles: number;
  providers: number;
  cities: number;
}

export interface SqlClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** 20,000 services, 2,000 bundles and 400 providers in 8 cities at 1; ten times that (16 cities) at 10. */
export function catalogueSize(services: number): CatalogueSize {
  const scale = services / 20_000;
  return {
    services,
    bundles: Math.round(2_000 * scale),
    providers: Math.round(400 * scale),
    // A marketplace grows city by city: the larger catalogue spreads over twice the cities.
    cities: scale > 1 ? 16 : 8,
  };
}

const CITIES = ['Bengaluru', 'Chennai', 'Hyderabad', 'Mumbai', 'Delhi', 'Pune', 'Kochi', 'Jaipur',
  'Lucknow', 'Ahmedabad', 'Kolkata', 'Coimbatore', 'Mysuru', 'Visakhapatnam', 'Indore', 'Madurai'];

// Title prefixes: mostly English, one in four in an Indian script (what a provider may type).
const PREFIXES = ['Classic', 'Premium', 'Budget', 'Deluxe', 'Traditional', 'Modern', 'Royal', 'Simple',
  'Grand', 'Family', 'Festive', 'Elegant', 'शाही', 'पारंपरिक', 'பாரம்பரிய', 'ರಾಯಲ್'];

export async function growCatalogue(db: SqlClient, size: CatalogueSize): Promise<void> {
  const cities = CITIES.slice(0, size.cities);
  await db.query(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     select ('f0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'bench.provider.' || g || '@bench.utsav.test', 'x', now(),
            jsonb_build_object('full_name', 'Bench Provider ' || g)
     from generate_series(1, $1::int) g`,
    [size.providers],
  );
  await db.query(
    `insert into public.service_providers (id, profile_id, business_name, description, city, areas_served, languages, experience_years, status)
     select ('f1000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, ('f0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
            (array['Shree','Lakshmi','Ganesh','Royal','Golden','Sri Sai','Mangal','Kalyan'])[1 + g % 8] || ' '
              || (array['Events','Caterers','Decorators','Studios','Pandit Seva','Mandap','Music House','Mehendi Arts'])[1 + (g / 8) % 8] || ' ' || g,
            'Family-run team serving weddings, poojas and festivals for many years.',
            ($2::text[])[1 + g % cardinality($2::text[])],
            array['Central', 'North', 'South'], array['Hindi', 'English'], g % 30, 'approved'
     from generate_series(1, $1::int) g`,
    [size.providers, cities],
  );
  const [{ n: existingServices }] = (await db.query('select count(*)::int as n from public.services')).rows as [{ n: number }];
  await db.query(
    `with t as (select row_number() over (order by id) - 1 as k, * from public.services),
          tn as (select count(*) as n from t),
          p as (select row_number() over (order by id) - 1 as k, id, city from public.service_providers where id::text like 'f1000000-%')
     insert into public.services (provider_id, category_slug, title, description, price_paise, price_unit, min_guests, max_guests,
                                  duration_hours, city, images, attributes, active, created_at)
     select p.id, t.category_slug,
            ($3::text[])[1 + g % cardinality($3::text[])] || ' ' || t.title,
            t.description, greatest(1000, round(t.price_paise * (60 + (g * 37) % 90) / 100.0 / 1000) * 1000)::bigint,
            t.price_unit, t.min_guests, t.max_guests, t.duration_hours, p.city, t.images, t.attributes, g % 50 <> 0,
            now() - (g % 365) * interval '1 day'
     from generate_series(0, $1::int - 1) g
     join tn on true
     join t on t.k = g % tn.n
     join p on p.k = g % $2::int`,
    [size.services - existingServices, size.providers, PREFIXES],
  );
  const [{ n: existingBundles }] = (await db.query('select count(*)::int as n from public.bundles')).rows as [{ n: number }];
  // Items first need their bundle; the bundle trigger then recomputes totals from the items.
  await db.query(
    `insert into public.bundles (id, provider_id, name, description, bundle_price_paise, max_guests, duration_days, terms,
                                 min_advance_paise, city, featured)
     select ('f2000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, p.id,
            (array['Wedding','Griha Pravesh','Engagement','Sangeet','Naming Ceremony','Festival','Reception','Haldi'])[1 + g % 8]
              || ' ' || (array['Package','Celebration','Special','Essentials','Grand Bundle'])[1 + (g / 8) % 5] || ' ' || g,
            'Hall, food, rituals and decoration coordinated by one team.',
            -- 85% of the items' total (set below: (g % 10 + 1) x ₹25,000 in all).
            ((g % 10) + 1) * 2125000, 50 + (g % 20) * 50, 1 + g % 3, 'Advance confirms the date.',
            ((g % 10) + 1) * 425000, p.city, g % 40 = 0
     from generate_series(1, $1::int) g
     join (select row_number() over (order by id) - 1 as k, id, city from public.service_providers where id::text like 'f1000000-%') p
       on p.k = g % $2::int`,
    [size.bundles - existingBundles, size.providers],
  );
  await db.query(
    `insert into public.bundle_items (bundle_id, service_type, service_name, quantity, unit_price_paise, sort_order)
     select b.id, (array['function-hall','catering','decoration','music'])[n], (array['Hall','Meals','Decoration','Music'])[n],
            1, ((substr(b.id::text, 25)::int % 10) + 1) * 250000 * n, n
     from public.bundles b cross join generate_series(1, 4) n
     where b.id::text like 'f2000000-%'`,
  );
  // As autovacuum leaves a live database: statistics, and the visibility map that lets a count
  // read an index alone.
  await db.query('vacuum analyze');
}
