import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

type Headers = Record<string, string | string[] | undefined>;

const digest = (value: string | Buffer) => createHash('sha256').update(value).digest();

/** How far an HMAC-signed request's x-timestamp may be from our clock before it is refused as a replay. */
export const HMAC_TOLERANCE_SECONDS = 300;

const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return typeof value === 'string' && value ? value : undefined;
};

/** The secret Vapi sent: the legacy X-Vapi-Secret header or a Bearer credential. */
export function presentedSecret(headers: Headers): string | undefined {
  const legacy = header(headers, 'x-vapi-secret');
  if (legacy) return legacy;
  const authorization = header(headers, 'authorization');
  const bearer = authorization ? /^Bearer\s+(.+)$/i.exec(authorization.trim())?.[1] : undefined;
  return bearer || undefined;
}

/** Constant-time comparison: equal-length SHA-256 digests, so neither content nor length leaks through timing. */
export function secretMatches(presented: string | undefined, expected: string): boolean {
  return presented !== undefined && timingSafeEqual(digest(presented), digest(expected));
}

/**
 * Vapi's x-timestamp in milliseconds: its HMAC credential sends Unix time, which we read in seconds or
 * milliseconds (a ten-digit number is seconds), or as an ISO date.
 */
function timestampMs(value: string): number | undefined {
  const trimmed = value.trim();
  if (/^\d{1,16}$/.test(trimmed)) {
    const n = Number(trimmed);
    return n < 1e11 ? n * 1000 : n;
  }
  const parsed = Date.parse(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * An HMAC credential's signature (Vapi's defaults: SHA-256 over `{timestamp}.{body}`, hex, in x-signature with the
 * timestamp in x-timestamp). Base64 and a `sha256=` prefix are accepted too, as the credential can be set to them.
 * A timestamp more than five minutes away from now is refused, so a captured request cannot be replayed later.
 */
export function hmacSignatureMatches(headers: Headers, rawBody: string, secret: string, now = Date.now()): boolean {
  const signature = header(headers, 'x-signature');
  const timestamp = header(headers, 'x-timestamp');
  if (!signature || !timestamp) return false;
  const at = timestampMs(timestamp);
  if (at === undefined || Math.abs(now - at) > HMAC_TOLERANCE_SECONDS * 1000) return false;
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = signature.trim().replace(/^sha256=/i, '');
  // both forms are compared, each in constant time, so which one matched does not show in the timing
  const hex = timingSafeEqual(digest(mac.toString('hex')), digest(given.toLowerCase()));
  const base64 = timingSafeEqual(digest(mac.toString('base64')), digest(given));
  return hex || base64;
}

/** Whether a server-URL request carries our secret in any of the forms Vapi's credentials send it. */
export function vapiRequestIsAuthentic(headers: Headers, rawBody: string, secret: string, now = Date.now()): boolean {
  return secretMatches(presentedSecret(headers), secret) || hmacSignatureMatches(headers, rawBody, secret, now);
}
