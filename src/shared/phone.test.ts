import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayPhone, phoneE164, telHref, usPhoneE164 } from './phone';

describe('phone numbers', () => {
  it('reads a US number typed with any markup as E.164', () => {
    for (const typed of [
      '(831) 555-0162',
      '831-555-0162',
      '831.555.0162',
      '831 555 0162',
      '8315550162',
      '18315550162',
      '+1 (831) 555-0162',
      ' +18315550162 ',
    ])
      expect(usPhoneE164(typed)).toBe('+18315550162');
  });

  it('refuses what is not a valid US number', () => {
    for (const typed of ['', '555-0162', '(123) 456-7890', '831-555-CALL', '+44 20 7183 8750', '(831) 555-0162 ext 12'])
      expect(usPhoneE164(typed)).toBeUndefined();
  });

  it('turns any ten-digit US number, whatever its markup, into the same E.164', () => {
    const digit = fc.constantFrom(...'0123456789');
    fc.assert(
      fc.property(
        fc.constantFrom('831', '408', '650', '212'),
        fc.stringMatching(/^[2-9]\d\d$/),
        fc.array(digit, { minLength: 4, maxLength: 4 }),
        fc.constantFrom(
          (a: string, b: string, c: string) => `(${a}) ${b}-${c}`,
          (a: string, b: string, c: string) => `${a}.${b}.${c}`,
          (a: string, b: string, c: string) => `+1 ${a} ${b} ${c}`,
          (a: string, b: string, c: string) => `1-${a}-${b}-${c}`,
          (a: string, b: string, c: string) => `${a}${b}${c}`,
        ),
        (area, exchange, line, format) => {
          const e164 = usPhoneE164(format(area, exchange, line.join('')));
          if (e164 !== undefined) expect(e164).toBe(`+1${area}${exchange}${line.join('')}`);
        },
      ),
    );
  });

  it('shows US numbers in national format and links them as E.164', () => {
    expect(displayPhone('+18315550162')).toBe('(831) 555-0162');
    expect(displayPhone('831.555.0162')).toBe('(831) 555-0162');
    expect(displayPhone('+442071838750')).toBe('+44 20 7183 8750');
    expect(displayPhone('not a number')).toBe('not a number');
    expect(telHref('(831) 555-0162')).toBe('tel:+18315550162');
    expect(telHref('+18315550162')).toBe('tel:+18315550162');
    expect(phoneE164('+44 20 7183 8750')).toBe('+442071838750');
  });
});
