// Password hashing exactly as GoTrue does it: bcrypt, cost 10. bcryptjs also
// verifies the $2a$/$2b$ hashes that seed SQL makes with pgcrypto's crypt().
import { bcryptCompare, bcryptHash } from './bcrypt-pool.ts';
import { errors } from './errors.ts';

const COST = 10;
/** GoTrue's default minimum length (GOTRUE_PASSWORD_MIN_LENGTH). */
export const MIN_PASSWORD_LENGTH = 6;

export function assertStrongPassword(password: unknown): asserts password is string {
  if (typeof password !== 'string' || password.length === 0) throw errors.validation('Signup requires a valid password');
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw errors.weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length']);
  }
  // bcrypt only looks at 72 bytes; GoTrue refuses longer passwords rather than silently truncating.
  if (Buffer.byteLength(password) > 72) throw errors.validation('Password cannot be longer than 72 characters');
}

export const hashPassword = (password: string) => bcryptHash(password, COST);

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$/.test(hash)) return false;
  return bcryptCompare(password, hash);
}
