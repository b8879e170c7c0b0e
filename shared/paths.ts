// Every in-app address, built in one place (bulletproof-react's config/paths.ts): a link or a
// navigate() call asks `paths` instead of spelling a URL, so renaming a route or a query
// parameter is one edit, and a typo is a type error. Each builder carries its React Router
// `pattern`; a test checks every pattern is a route of the registry
// (shared/federation/remote-registry.json), so no builder points at a page nobody serves.

type Query = Record<string, string | number | null | undefined>;

/** `?a=1&b=2` from the values that are set, or '' when none is (each value fully percent-encoded). */
function queryString(query: Query): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const fragment = (hash: string | undefined) => (hash ? `#${encodeURIComponent(hash)}` : '');
const segment = (value: string) => encodeURIComponent(value);

export type PathBuilder<Params extends unknown[]> = ((...params: Params) => string) & { readonly pattern: string };

function route<Params extends unknown[]>(pattern: string, build: (...params: Params) => string): PathBuilder<Params> {
  return Object.assign(build, { pattern });
}

/** A page without parameters: the builder returns its pattern. */
const page = (pattern: string) => route(pattern, () => pattern);

/** The query parameter through which the sign-in and register pages learn where to return. */
export const RETURN_PARAM = 'redirect';

/** What a booking request is for: one service, or one bundle. */
export type BookingTarget = { serviceId: string; bundleId?: never } | { bundleId: string; serviceId?: never };

export const paths = {
  home: page('/'),
  about: page('/about'),
  contact: page('/contact'),
  policies: {
    privacy: page('/policies/privacy-policy'),
    terms: page('/policies/terms-conditions'),
    shipping: page('/policies/shipping-delivery'),
  },
  auth: {
    /** `redirectTo` is a path of this site; the sign-in page re-checks it (safeReturnPath) before using it. */
    login: route('/auth/login', ({ redirectTo }: { redirectTo?: string | null } = {}) =>
      `/auth/login${queryString({ [RETURN_PARAM]: redirectTo && redirectTo !== '/' ? redirectTo : undefined })}`,
    ),
    register: route('/register', ({ redirectTo }: { redirectTo?: string | null } = {}) =>
      `/register${queryString({ [RETURN_PARAM]: redirectTo && redirectTo !== '/' ? redirectTo : undefined })}`,
    ),
    callback: page('/auth/callback'),
    forgotPassword: page('/auth/forgot-password'),
    resetPassword: page('/auth/reset-password'),
  },
  /**
   * The signed-in guest's own page (a provider's is `paths.provider.profile`); `conversation`
   * opens that conversation in its Messages section.
   */
  profile: route('/profile', ({ conversation }: { conversation?: string } = {}) => `/profile${queryString({ conversation })}`),
  /** Every notification of the signed-in user, newest first, paged (the bell shows five). */
  notifications: page('/notifications'),
  catalog: {
    services: page('/services'),
    category: route('/services/:category', ({ category }: { category: string }) => `/services/${segment(category)}`),
    /** One service's public page (visitors may read it); `category` is the service's category slug. */
    service: route('/services/:category/:serviceId', ({ category, serviceId }: { category: string; serviceId: string }) =>
      `/services/${segment(category)}/${segment(serviceId)}`,
    ),
    /** `q` narrows the list to bundles whose name matches. */
    bundles: route('/bundles', ({ q }: { q?: string } = {}) => `/bundles${queryString({ q })}`),
    /** One bundle's public page: its services, prices, discount and terms. */
    bundle: route('/bundles/:bundleId', ({ bundleId }: { bundleId: string }) => `/bundles/${segment(bundleId)}`),
    search: route('/search', ({ q }: { q?: string } = {}) => `/search${queryString({ q: q?.trim() })}`),
  },
  booking: {
    request: route('/service-request', (target: BookingTarget) =>
      `/service-request${queryString({ service: target.serviceId, bundle: target.bundleId })}`,
    ),
    track: route('/track-booking', ({ code }: { code?: string } = {}) => `/track-booking${queryString({ code })}`),
    /** The signed-in customer's own booking, by its tracking code (UTS-XXXXXX). */
    detail: route('/bookings/:code', ({ code }: { code: string }) => `/bookings/${segment(code)}`),
  },
  provider: {
    /** A provider's public page; `hash` scrolls to one of its services (`service-<id>`). */
    public: route('/provider/:id', ({ id, hash }: { id: string; hash?: string }) => `/provider/${segment(id)}${fragment(hash)}`),
    profile: page('/provider/profile'),
    register: page('/register/service-provider'),
    addService: page('/service/add'),
    /** The provider's dashboard; `conversation` opens that conversation in its Messages region. */
    dashboard: route('/dashboard', ({ conversation }: { conversation?: string } = {}) => `/dashboard${queryString({ conversation })}`),
  },
  admin: {
    /** The admin's overview: counts of what waits (pending applications, open reports, stuck payments). */
    dashboard: page('/admin'),
    /** Pending provider applications, oldest first. */
    approvals: page('/admin/approvals'),
    application: route('/admin/approvals/:providerId', ({ providerId }: { providerId: string }) => `/admin/approvals/${segment(providerId)}`),
    people: page('/admin/people'),
    person: route('/admin/people/:profileId', ({ profileId }: { profileId: string }) => `/admin/people/${segment(profileId)}`),
    /** `customer` / `provider` (ids) open the list filtered to that party's bookings. */
    bookings: route('/admin/bookings', ({ customer, provider }: { customer?: string; provider?: string } = {}) =>
      `/admin/bookings${queryString({ customer, provider })}`,
    ),
    booking: route('/admin/bookings/:bookingId', ({ bookingId }: { bookingId: string }) => `/admin/bookings/${segment(bookingId)}`),
    /** `tab` opens reports, reviews or contact messages. */
    moderation: route('/admin/moderation', ({ tab }: { tab?: 'reports' | 'reviews' | 'contact' } = {}) => `/admin/moderation${queryString({ tab })}`),
    numbers: page('/admin/numbers'),
    audit: page('/admin/audit'),
  },
  messages: {
    index: page('/messages'),
  },
  blog: {
    index: page('/blog'),
    article: route('/blog/:slug', ({ slug }: { slug: string }) => `/blog/${segment(slug)}`),
  },
} as const;

/** Every builder of `paths`, flattened (the registry test walks them). */
export function allPathBuilders(tree: object = paths): PathBuilder<never[]>[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'function' ? [value as PathBuilder<never[]>] : allPathBuilders(value as object),
  );
}
