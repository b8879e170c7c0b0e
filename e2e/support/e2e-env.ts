/** Ports for the end-to-end run; each app's variable moves it, as in development. */
export const E2E_PORTS = {
  SHELL_PORT: 4400,
  CATALOG_PORT: 4401,
  BOOKING_PORT: 4402,
  PROVIDER_PORT: 4403,
  ADMIN_PORT: 4404,
  BLOG_PORT: 4405,
} as const;

export const E2E_CONTROL_PORT = 4499;
export const E2E_SHELL_URL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;
export const E2E_BLOG_URL = `http://localhost:${E2E_PORTS.BLOG_PORT}`;
export const E2E_ENV: Record<string, string> = Object.fromEntries(
  Object.entries(E2E_PORTS).map(([name, port]) => [name, String(port)]),
);
