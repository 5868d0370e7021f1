import crypto from 'node:crypto';

/** 256 random bits, sent to the browser only in an HttpOnly cookie. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database stores: a hash, so a leaked sessions table cannot be replayed. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
