import type { BookingTarget } from '@utsav/shared/paths';

/** What the request is for, read from `?service=` or `?bundle=` (exactly one, a uuid); null otherwise. */
export type RequestTarget = { kind: 'service'; id: string } | { kind: 'bundle'; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readTarget(params: URLSearchParams): RequestTarget | null {
  const service = params.get('service');
  const bundle = params.get('bundle');
  if (service && !bundle && UUID.test(service)) return { kind: 'service', id: service.toLowerCase() };
  if (bundle && !service && UUID.test(bundle)) return { kind: 'bundle', id: bundle.toLowerCase() };
  return null;
}

/** The RPCs' pair of arguments: one id, the other null. */
export const targetArgs = (target: RequestTarget) => ({
  p_service_id: target.kind === 'service' ? target.id : null,
  p_bundle_id: target.kind === 'bundle' ? target.id : null,
});

export const toBookingTarget = (target: RequestTarget): BookingTarget =>
  target.kind === 'service' ? { serviceId: target.id } : { bundleId: target.id };
