#!/usr/bin/env node
// Runs src/cli.ts in this process with tsx's loader registered in-process (as local-supabase's
// launcher does): the `tsx` binary would relay Ctrl-C to a child and could SIGKILL it mid-shutdown.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
