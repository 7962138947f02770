import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { hash, verify } from '@node-rs/argon2';

// Every secret the shop stores a hash of — customer passwords and the storefront's visitor
// password — is hashed one way: argon2id with OWASP's parameters (19 MiB, 2 passes).
// @node-rs/argon2 ships prebuilt binaries as optional packages, so it needs no install script.
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolated modules cannot import)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Hash of a random string: unknown emails are checked against it so their answer takes as long.
let dummyHash: Promise<string> | undefined;

/** False for a missing hash too, after spending the same time as a real check. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;

/**
 * Storefront passwords set before argon2id was used for them were stored as
 * scrypt$<salt hex>$<hash hex>; they still unlock the shop, and the next change stores argon2id.
 */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, saltHex, hashHex] = stored.split('$');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
