import { createServer } from 'node:net';

/** Fails early with the port and the variable that moves it, instead of a cryptic EADDRINUSE later. */
export async function assertPortFree(port, envName) {
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} is already in use. Stop what is using it or set ${envName} to another port.`)),
    );
    probe.listen(port, () => probe.close(resolve));
  });
}
