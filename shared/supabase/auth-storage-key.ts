/** One fixed key, so the shell and every remote find the same session. */
export const AUTH_STORAGE_KEY = 'utsav.auth';
