import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The secret Vapi sent: the legacy X-Vapi-Secret header or a Bearer credential. */
export function presentedSecret(headers: Record<string, string | string[] | undefined>): string | undefined {
  const legacy = headers['x-vapi-secret'];
  if (typeof legacy === 'string' && legacy) return legacy;
  const authorization = headers.authorization;
  const bearer = typeof authorization === 'string' ? /^Bearer\s+(.+)$/i.exec(authorization.trim())?.[1] : undefined;
  return bearer || undefined;
}

/** Constant-time comparison: equal-length SHA-256 digests, so neither content nor length leaks through timing. */
export function secretMatches(presented: string | undefined, expected: string): boolean {
  return presented !== undefined && timingSafeEqual(digest(presented), digest(expected));
}
