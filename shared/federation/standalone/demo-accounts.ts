// The seeded demo accounts (supabase/seed.sql), one click each on a standalone remote's sign-in
// page. Development builds only: production mode replaces NODE_ENV, so the minifier drops the
// list and no build that could be deployed carries these addresses or the password.

export interface DemoAccount {
  /** Key of `standalone:demo.<role>`: who the account is. */
  role: 'customer' | 'provider' | 'admin' | 'pending';
  email: string;
}

export const DEMO_PASSWORD = process.env.NODE_ENV === 'production' ? '' : 'Utsav@123';

export const DEMO_ACCOUNTS: readonly DemoAccount[] =
  process.env.NODE_ENV === 'production'
    ? []
    : [
        { role: 'customer', email: 'customer@utsav.test' },
        { role: 'provider', email: 'provider@utsav.test' },
        { role: 'admin', email: 'admin@utsav.test' },
        { role: 'pending', email: 'pending@utsav.test' },
      ];
