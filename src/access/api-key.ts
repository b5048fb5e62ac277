import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * API key material. A key is 32 random bytes (256 bits) in base62 after a readable prefix; only
 * its SHA-256 digest is ever stored. A fast hash is enough here: with 256 bits of entropy a key
 * cannot be guessed from its digest, so a slow password hash would only add latency.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const KEY_PREFIX = 'sk_live_';
export const DEVELOPMENT_KEY_PREFIX = 'sk_dev_';

function base62(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (value > 0n) {
    out = BASE62[Number(value % 62n)] + out;
    value /= 62n;
  }
  // 32 bytes need at most 43 base62 digits; pad so every key has the same length.
  return out.padStart(43, '0');
}

export function generateKey(prefix = KEY_PREFIX): string {
  return `${prefix}${base62(randomBytes(32))}`;
}

/** Public identifier shown by the CLI and used in counters; never a secret. */
export function generateKeyId(): string {
  return `key_${randomBytes(6).toString('hex')}`;
}

export function digestKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Constant-time equality of two hex digests (equal length by construction). */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The last four characters, enough for an operator to tell keys apart in `keys list`. */
export function keyHint(key: string): string {
  return `…${key.slice(-4)}`;
}
