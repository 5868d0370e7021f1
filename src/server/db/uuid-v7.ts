import crypto from 'node:crypto';

/**
 * A version-7 UUID (RFC 9562): 48 bits of Unix milliseconds, then random bits. Rows written in bulk on the hot path
 * (outbox messages, claim links) take these as their primary key: consecutive ids land on the same index page
 * instead of one random page each, which at millions of rows decides what a 2,000-row insert costs (about 5x).
 * Made here rather than by PostgreSQL 18's uuidv7() because PostgreSQL 15 is supported too.
 */
export function uuidV7(now: number = Date.now()): string {
  const bytes = crypto.randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
