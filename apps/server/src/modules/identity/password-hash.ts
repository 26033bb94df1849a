import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto (memory-hard, no native module to build).
 * The parameters are stored with each hash, so they can be raised later without breaking
 * existing passwords: `scrypt$N$r$p$salt$hash` (salt and hash base64url).
 */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Highest cost a stored hash may ask for, so a corrupt row cannot exhaust memory. */
const MAX_COST = 2 ** 20;

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  const cost = options.N ?? COST;
  const blockSize = options.r ?? BLOCK_SIZE;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      // scrypt needs 128 * N * r bytes; the default 32 MiB ceiling is too low for N = 2^15.
      { ...options, maxmem: 256 * cost * blockSize },
      (error, key) => {
        if (error) {
          reject(error);
        } else {
          resolve(key);
        }
      },
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** True when the password matches the stored hash; false for a wrong password or a bad hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = Number(n);
  const blockSize = Number(r);
  const parallelism = Number(p);
  if (
    scheme !== 'scrypt' ||
    !salt ||
    !hash ||
    !Number.isInteger(cost) ||
    cost < 2 ||
    cost > MAX_COST ||
    !Number.isInteger(blockSize) ||
    blockSize < 1 ||
    !Number.isInteger(parallelism) ||
    parallelism < 1
  ) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length < 16 || expected.length > 128) {
    return false;
  }
  const actual = await derive(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: cost,
    r: blockSize,
    p: parallelism,
  });
  return timingSafeEqual(expected, actual);
}
