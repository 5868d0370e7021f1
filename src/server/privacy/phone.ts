import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** E.164 form of a phone number as typed or stored ("(831) 555-0177", "+1 831…"), US by default; undefined if none. */
export function toE164(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const parsed = parsePhoneNumberFromString(value, 'US');
  return parsed?.isPossible() ? parsed.number : undefined;
}

/** The digit strings a stored number of this E.164 phone may reduce to: with or without its country code. */
export function storedDigitsOf(e164: string): string[] {
  const parsed = parsePhoneNumberFromString(e164)!;
  return [...new Set([e164.slice(1), String(parsed.nationalNumber)])];
}

/** The number with all but its country code and last two digits hidden, for the audit trail of an erasure. */
export function maskedPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164)!;
  const national = String(parsed.nationalNumber);
  return `+${parsed.countryCallingCode}${'*'.repeat(national.length - 2)}${national.slice(-2)}`;
}
