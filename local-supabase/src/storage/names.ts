// Which bucket ids and object names are accepted, and where an object's bytes live on disk.
import crypto from 'node:crypto';
import path from 'node:path';
import { ERRORS } from './errors.ts';

// Hosted's rules (storage-api's isValidKey / isValidBucketName): S3-safe ASCII characters only, so a
// name hosted would refuse (non-ASCII letters, `#`, `%`, quotes, control characters…) is refused here
// too. On top of them, empty, `.` and `..` segments are refused: the files live on this machine's disk.
const KEY_CHARS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const BUCKET_CHARS = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

export function checkKey(key: string): string {
  if (!key || Buffer.byteLength(key) > 1024 || !KEY_CHARS.test(key) || key.split('/').some((s) => s === '' || s === '.' || s === '..')) throw ERRORS.invalidKey(key);
  return key;
}

export function checkBucketId(id: string): string {
  if (!id || id.length >= 64 || !BUCKET_CHARS.test(id) || id === '.' || id === '..') throw ERRORS.invalidBucketName();
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
