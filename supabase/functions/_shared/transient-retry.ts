// A transaction Postgres aborted for a deadlock (40P01) or a serialization failure (40001) wrote
// nothing and may simply run again, as PostgreSQL's documentation asks applications to be ready
// to do. The payment functions record what Razorpay already did: a customer who paid must not get
// an error because an admin suspended the provider at that moment (the fresh-clone CI saw it).

const TRANSIENT = new Set(['40P01', '40001']);

export const isTransient = (error: { code?: string } | null | undefined): boolean => TRANSIENT.has(error?.code ?? '');

/** Runs `run` again, up to `tries` times in all, while its answer is a transient database error. */
export async function retryTransient<T extends { error: { code?: string } | null }>(
  run: () => PromiseLike<T>,
  tries = 3,
  wait: (ms: number) => Promise<unknown> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  let result = await run();
  for (let attempt = 1; attempt < tries && isTransient(result.error); attempt++) {
    // Apart, so the two sides of a deadlock do not meet again in step.
    await wait(25 * attempt + Math.random() * 25);
    result = await run();
  }
  return result;
}
