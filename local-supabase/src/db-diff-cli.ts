// Entry of `pnpm db:diff <name>` / `pnpm db:diff --check` (db-diff.ts does the work).
import { runDbDiff } from './db-diff.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const name = args.find((a) => !a.startsWith('--'));
if ((!check && !name) || args.some((a) => a.startsWith('--') && a !== '--check')) {
  console.error('usage: pnpm db:diff <name>   (writes supabase/migrations/<timestamp>_<name>.sql)\n       pnpm db:diff --check  (exit 1 when the migrations and supabase/schemas differ)');
  process.exit(2);
}
try {
  const { code } = await runDbDiff({ check, name });
  process.exitCode = code;
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 2;
}
