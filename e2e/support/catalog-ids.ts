// Seeded catalogue rows the catalogue specs refer to (supabase/seed.sql).
export const CATALOG = {
  /** Shubh Utsav Events (provider@utsav.test), Bengaluru: services in all seven categories, 3 bundles. */
  shubhUtsav: 'b0000000-0000-4000-8000-000000000003',
  /** Complete South Indian Wedding (Shubh Utsav Events), featured. */
  southIndianWedding: 'd0000000-0000-4000-8000-000000000001',
  /** Shubh Utsav Events' banana-leaf catering, ₹550 a plate. */
  bananaLeafMeals: 'c0000000-0000-4000-8000-000000001004',
  /** The demo customer's confirmed booking (Complete South Indian Wedding, 60 days ahead). */
  confirmedBooking: 'e0000000-0000-4000-8000-000000000005',
} as const;
