// Which bucket ids and object names are accepted, and where an object's bytes live on disk.
import crypto from 'node:crypto';
import path from 'node:path';
import { ERRORS } from './errors.ts';

// Hosted's key rule (storage-api's isValidKey): printable characters, no control characters.
// On top of it, segments that would walk out of a folder (`.`, `..`) and empty ones are refused:
// the files live on this machine's disk.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const KEY_CHARS = /^[^\u0000-\u001f\u007f\\]+$/u;
const BUCKET_CHARS = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

export function checkKey(key: string): string {
  const bytes = Buffer.byteLength(key);
  if (!key || bytes > 1024 || !KEY_CHARS.test(key) || key.split('/').some((s) => s === '' || s === '.' || s === '..')) throw ERRORS.invalidKey(key);
  return key;
}

export function checkBucketId(id: string): string {
  if (!id || id.length > 100 || !BUCKET_CHARS.test(id) || id === '.' || id === '..') throw ERRORS.invalidBucketName();
  return id;
}

/** One path segment for a name: percent-encoded (dots too), hashed when too long for a file name. */
function segment(name: string): string {
  const encoded = encodeURIComponent(name).replace(/\./g, '%2E');
  return encoded.length <= 200 ? encoded : `h-${crypto.createHash('sha256').update(name).digest('hex')}`;
}

/** <root>/<bucket>/<name>/<version>: every version of an object in one folder of its own. */
export const objectDir = (root: string, bucket: string, name: string) => path.join(root, segment(bucket), segment(name));
export const objectFile = (root: string, bucket: string, name: string, version: string) => path.join(objectDir(root, bucket, name), segment(version));
export const bucketDir = (root: string, bucket: string) => path.join(root, segment(bucket));
