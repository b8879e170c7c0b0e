// Hosted storage-api's errors: a body {statusCode, code, error, message} whose statusCode is the
// meaningful one, sent with HTTP 400 for everything but 500 (its StorageBackendError.userStatusCode),
// which storage-js turns into StorageApiError(message, status, statusCode, code).
import type { ServerResponse } from 'node:http';
import { sendJson } from '../gateway/http-util.ts';

export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The older `error` text hosted still sends where it has one (`not_found`, `Duplicate`…). */
    readonly error?: string,
    /** The HTTP status, where hosted sends the real one (its router's 404 for an unknown route). */
    readonly httpStatus?: number,
  ) {
    super(message);
  }

  send(res: ServerResponse): void {
    if (res.headersSent) return void res.destroy();
    sendJson(res, this.httpStatus ?? (this.statusCode === 500 ? 500 : 400), { statusCode: String(this.statusCode), code: this.code, error: this.error ?? this.code, message: this.message });
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidJwt: (message = 'Invalid JWT') => new StorageError(400, 'InvalidJWT', message),
  accessDenied: (message = 'new row violates row-level security policy') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  keyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketExists: () => new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  entityTooLarge: () => new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (type: string) => new StorageError(415, 'InvalidMimeType', `mime type ${type} is not supported`, 'invalid_mime_type'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  missingParameter: (name: string) => new StorageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  invalidRange: () => new StorageError(400, 'InvalidRange', 'invalid range provided', 'invalid_range'),
  notFound: (method: string, path: string) => new StorageError(404, 'NotFound', `Route ${method}:${path} not found`, 'Not Found', 404),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error'),
};

/** A database error from a statement run as the caller, as hosted's server reports it. */
export function fromDbError(e: unknown): StorageError | undefined {
  const code = (e as { code?: string }).code;
  if (code === '42501') return ERRORS.accessDenied();
  if (code === '23505') return ERRORS.keyExists();
  if (code === '23503') return ERRORS.noSuchBucket();
  return undefined;
}
