/**
 * Creates the browser's Supabase client ahead of the click a hover, focus or press announces: its
 * auth starts as it is created (reads the stored session under a lock, starts its refresh timer),
 * and a remote page's first query waits for that, inside the navigation (issue 27: a warm
 * navigation under 10 ms). Outside lib/federation/ on purpose: the page server preloads every
 * chunk the federation code imports (tooling/page-assets-plugin.mjs), and supabase-js (57 KB) is
 * not for every remote page's first frame.
 */
export function startSupabase(): void {
  import('@utsav/shared/supabase/supabase-client').then(
    ({ getSupabase }) => void getSupabase(),
    () => undefined,
  );
}
