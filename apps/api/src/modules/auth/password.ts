import { hash, verify } from '@node-rs/argon2';

// Customer passwords: argon2id (OWASP parameters: 19 MiB, 2 passes). @node-rs/argon2 ships
// prebuilt binaries as optional packages, so it needs no install script.
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
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
