import { parsePhoneNumberFromString } from 'libphonenumber-js';

// Phone numbers leave the product (SMS, tel: links) in E.164 only, the one form Twilio's Messaging API takes
// (error 60703 otherwise). People type them with any markup; libphonenumber-js reads them, US by default.

const parsed = (raw: string | null | undefined) => (raw ? parsePhoneNumberFromString(raw.trim(), 'US') : undefined);

// what a typed number may hold: digits and the usual separators, nothing a parser would have to dig a number out of
const TYPED_NUMBER = /^\s*\+?[\d\s().-]+$/;

/** A valid US number typed with the usual markup, as E.164 ("(831) 555-0162" → "+18315550162"); else undefined. */
export function usPhoneE164(raw: string | null | undefined): string | undefined {
  if (!raw || !TYPED_NUMBER.test(raw)) return undefined;
  const phone = parsed(raw);
  return phone && phone.country === 'US' && phone.isValid() && !phone.ext ? phone.number : undefined;
}

/** Any valid number as E.164, a bare ten-digit one read as US; undefined when it is not a phone number. */
export function phoneE164(raw: string | null | undefined): string | undefined {
  const phone = parsed(raw);
  return phone?.isValid() ? phone.number : undefined;
}

/** How people read a number: "(831) 555-0162" for a US one, "+44 20 7183 8750" otherwise, as given if unreadable. */
export function displayPhone(raw: string): string {
  const phone = parsed(raw);
  if (!phone?.isValid()) return raw;
  return phone.country === 'US' ? phone.formatNational() : phone.formatInternational();
}

/** The href of a tel: link: E.164, or the digits when the number cannot be read. */
export function telHref(raw: string): string {
  return `tel:${phoneE164(raw) ?? raw.replace(/[^\d+]/g, '')}`;
}
