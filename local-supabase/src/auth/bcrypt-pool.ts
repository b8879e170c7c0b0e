// bcrypt at cost 10 takes ~70 ms of pure-JS CPU. Run it in worker threads so a
// burst of sign-ins neither blocks the gateway's event loop (REST proxying,
// realtime) nor waits for one core when another is free.
import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

type Job = { resolve: (v: unknown) => void; reject: (e: Error) => void };

// Plain CommonJS source run with `eval`: a .ts worker file would need the TypeScript loader in the worker.
const workerSource = (bcryptPath: string) => `
const { parentPort } = require('node:worker_threads');
const bcrypt = require(${JSON.stringify(bcryptPath)});
parentPort.on('message', ({ id, op, a, b }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(a, b) : bcrypt.compareSync(a, b);
    parentPort.postMessage({ id, result });
  } catch (e) {
    parentPort.postMessage({ id, error: String(e && e.message || e) });
  }
});`;

interface Slot {
  worker: Worker;
  pending: Map<number, Job>;
}

let slots: Slot[] | undefined;
let nextId = 1;

function pool(): Slot[] {
  if (slots) return slots;
  const source = workerSource(createRequire(import.meta.url).resolve('bcryptjs'));
  const size = Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length));
  slots = Array.from({ length: size }, () => {
    const slot: Slot = { worker: new Worker(source, { eval: true }), pending: new Map() };
    slot.worker.unref(); // never keeps the process alive on its own
    slot.worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const job = slot.pending.get(id);
      slot.pending.delete(id);
      if (error) job?.reject(new Error(error));
      else job?.resolve(result);
    });
    slot.worker.on('error', (e) => {
      for (const j of slot.pending.values()) j.reject(e);
      slot.pending.clear();
      slots = undefined; // a fresh pool on the next call
    });
    return slot;
  });
  return slots;
}

function run<T>(op: 'hash' | 'compare', a: string, b: string | number): Promise<T> {
  const slot = pool().reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    slot.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    slot.worker.postMessage({ id, op, a, b });
  });
}

export const bcryptHash = (password: string, cost: number) => run<string>('hash', password, cost);
export const bcryptCompare = (password: string, hash: string) => run<boolean>('compare', password, hash);

/** Ends the worker threads (stack stop); a later call starts new ones. */
export async function closeBcryptPool(): Promise<void> {
  const s = slots;
  slots = undefined;
  await Promise.all((s ?? []).map((x) => x.worker.terminate()));
}
