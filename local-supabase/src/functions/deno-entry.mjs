/* global Deno */
// Runs inside Deno, one process per function (started by function-workers.ts): serves the
// function's index.ts the way hosted's edge-runtime does. The function calls Deno.serve(handler)
// with no port, as on hosted; here the call is answered on 127.0.0.1 and a port the OS picks,
// which is announced on stdout for the gateway.
// Usage: deno run <permissions> deno-entry.mjs <file URL of the function's index.ts> <ready marker>
const [entryUrl, marker] = Deno.args;

// Deno's own settings were for the runtime (module cache, certificates): not the function's environment.
for (const name of ['DENO_DIR', 'DENO_TLS_CA_STORE', 'DENO_CERT', 'DENO_NO_PACKAGE_JSON', 'DENO_NO_UPDATE_CHECK', 'NO_COLOR']) Deno.env.delete(name);

const serve = Deno.serve;
let serving = false;
function localServe(first, second) {
  // Deno.serve(handler) | Deno.serve(options, handler) | Deno.serve({ ...options, handler })
  const options = typeof first === 'function' ? {} : { ...(first ?? {}) };
  const handler = typeof first === 'function' ? first : typeof second === 'function' ? second : options.handler;
  if (serving) throw new Error('Deno.serve was called twice: an Edge Function serves one handler');
  serving = true;
  delete options.path;
  return serve({
    ...options,
    handler,
    port: 0,
    hostname: '127.0.0.1',
    onListen: ({ port }) => console.log(`${marker}${port}`),
  });
}
Object.defineProperty(Deno, 'serve', { value: localServe, configurable: true, writable: true });

// The gateway holds this worker's stdin open: when the gateway goes, even killed outright, stdin
// ends and the worker ends with it instead of lingering on its port.
(async () => {
  const stdin = Deno.stdin.readable.getReader();
  // The gateway never writes: reading only waits for the end.
  while (!(await stdin.read()).done);
  Deno.exit(0);
})();

await import(entryUrl);
