// Razorpay's error body: {"error":{"code","description","source","step","reason","metadata","field"?}}.
// Status codes as hosted: 400 for bad input and unknown ids, 401 for bad credentials, 404 for an
// unknown path.

export type ErrorCode = 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';

export interface ErrorDetails {
  code?: ErrorCode;
  field?: string;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: Record<string, string>;
}

export interface RazorpayErrorBody {
  error: {
    code: ErrorCode;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
    field?: string;
  };
}

export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    description: string,
    readonly details: ErrorDetails = {},
  ) {
    super(description);
    this.name = 'RazorpayError';
  }

  toBody(): RazorpayErrorBody {
    const { code = 'BAD_REQUEST_ERROR', field, source = 'NA', step = 'NA', reason = 'NA', metadata = {} } = this.details;
    return { error: { code, description: this.message, source, step, reason, metadata, ...(field ? { field } : {}) } };
  }
}

/** A request the business sent wrong (Razorpay's `input_validation_failed`). */
export const invalidInput = (description: string, field?: string, step = 'payment_initiation') =>
  new RazorpayError(400, description, { field, source: 'business', step, reason: 'input_validation_failed' });

export const unknownId = () => new RazorpayError(400, 'The id provided does not exist', { reason: 'NA' });
