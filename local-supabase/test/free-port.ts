// The tests' name for it; it lives with the stack's other port helpers.
export { freePort } from '../src/ports.ts';
