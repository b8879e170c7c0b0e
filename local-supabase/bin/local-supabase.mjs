#!/usr/bin/env node
// Runs local-supabase/src/cli.ts in this very process, with tsx's loader registered in-process.
// Not through the `tsx` binary: that one runs the script in a child and relays Ctrl-C/SIGTERM to
// it, and if the child does not acknowledge the signal within ~60 ms (a loaded machine) it
// SIGKILLs it mid-shutdown, leaving Postgres and PostgREST running with their ports held.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
