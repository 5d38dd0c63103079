import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A seat token: 32 random bytes, so unguessable. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares a token with a stored hash in constant time. */
export function tokenMatches(token: string, hash: string | null | undefined): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function newMatchId(): string {
  return `m_${randomBytes(9).toString('base64url')}`;
}

export function newSeed(): string {
  return randomBytes(12).toString('base64url');
}
