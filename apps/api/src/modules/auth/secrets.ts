import crypto from 'node:crypto';

// Random tokens and the hashes we store instead of them.

/** 256 random bits, URL-safe (session cookies and reset links carry it). */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function newId(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && crypto.timingSafeEqual(left, right);
}

export function addMs(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}

// Ids that sort by creation time (time, then a per-process sequence), so "newest first" lists
// stay in order when two rows share a millisecond.
let sequence = 0;
export function timeOrderedId(prefix: string): string {
  sequence = (sequence + 1) % 1_679_616;
  const time = Date.now().toString(36).padStart(9, '0');
  return `${prefix}_${time}${sequence.toString(36).padStart(4, '0')}${crypto.randomBytes(4).toString('hex')}`;
}
