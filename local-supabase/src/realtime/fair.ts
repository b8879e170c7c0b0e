// Database work for realtime subscribers, shared out fairly between clients: at
// most `slots` tasks run at once, and a free slot goes to the waiting client with
// the fewest tasks running, so a client with hundreds of busy sockets cannot
// keep one with a single socket waiting behind its backlog.
export function fairRunner(slots: number) {
  const waiting = new Map<string, (() => void)[]>();
  const runningBy = new Map<string, number>();
  let running = 0;

  const next = () => {
    while (running < slots && waiting.size) {
      // The waiting client with the fewest tasks running goes first (on a tie, the one waiting longest).
      let client = '';
      let least = Infinity;
      for (const c of waiting.keys()) {
        const n = runningBy.get(c) ?? 0;
        if (n < least) [client, least] = [c, n];
      }
      const queue = waiting.get(client)!;
      const start = queue.shift()!;
      // Behind the other waiting clients for its next turn.
      waiting.delete(client);
      if (queue.length) waiting.set(client, queue);
      running++;
      runningBy.set(client, least + 1);
      start();
    }
  };

  return function run<T>(client: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        task()
          .then(resolve, reject)
          .finally(() => {
            running--;
            const left = (runningBy.get(client) ?? 1) - 1;
            if (left > 0) runningBy.set(client, left);
            else runningBy.delete(client);
            next();
          });
      };
      const queue = waiting.get(client);
      if (queue) queue.push(start);
      else waiting.set(client, [start]);
      next();
    });
  };
}
