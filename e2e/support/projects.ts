// Which Playwright project a spec file belongs to, decided by its name, so a new file lands in its
// team's project without touching the config. A remote's journeys start with its registry name
// (`booking-*.spec.ts`, and `provider-*.spec.ts` once `pnpm new:remote provider` writes one); the
// shell's are named for its features (account, home, contact). Everything else is the platform:
// the frame every app lives in (`shell*.spec.ts`), federation, layout, accessibility, languages,
// server rendering, versioning.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { registryApps } from '../../tooling/ports.mjs';

export const PLATFORM = 'platform';
/** The project of the tests that stop a server: the other projects' teardown (playwright.config.ts). */
export const STOPS_SERVERS_PROJECT = 'stops-servers';

const APPS: string[] = (registryApps as { name: string }[]).map((app) => app.name);
const SHELL_FEATURES = ['account', 'home', 'contact'];
// An axe sweep of one app's pages checks the same rules the platform's sweep does: one team owns them.
const PLATFORM_CONCERNS = ['accessibility'];

/** The project of a spec file (a path or a bare name). */
export function projectOf(file: string): string {
  const words = path.basename(file).replace(/\.spec\.ts$/, '').split('-');
  if (PLATFORM_CONCERNS.includes(words.at(-1)!)) return PLATFORM;
  const [prefix = ''] = words;
  if (SHELL_FEATURES.includes(prefix)) return 'shell';
  // `shell-*.spec.ts` is the shared frame, not the shell's own journeys: that is the platform's.
  if (prefix !== 'shell' && APPS.includes(prefix)) return prefix;
  return PLATFORM;
}

/** Every spec file under `testDir`, relative to it, grouped by project: apps in registry order, then the platform. */
export function specFilesByProject(testDir: string): Map<string, string[]> {
  const files = (readdirSync(testDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const byProject = new Map<string, string[]>([...APPS, PLATFORM].map((name) => [name, []]));
  for (const file of files) byProject.get(projectOf(file))!.push(file);
  return new Map([...byProject].filter(([, owned]) => owned.length > 0));
}

/**
 * The project names after `--project` on the command line (`--project a b`, `--project=a`),
 * lower case, as Playwright reads them; empty when none is named (a run of every project).
 */
export function projectsOnCommandLine(argv: string[] = process.argv): string[] {
  const names: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    else if (arg === '--project') while (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('-')) names.push(argv[(i += 1)]!);
  }
  return names.map((name) => name.toLowerCase());
}

/** Whether `project` is one the names select, with Playwright's `*` wildcard. */
export function selects(names: string[], project: string): boolean {
  return names.some((name) =>
    new RegExp(`^${name.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i').test(project),
  );
}
