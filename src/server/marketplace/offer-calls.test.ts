import { describe, expect, it } from 'vitest';
import type { calls } from '../db/schema';
import { dialable, isNightInCounty, offerCallText, spokenDigits, winnerText } from './offer-calls';

type Call = typeof calls.$inferSelect;

const call = (values: Partial<Call>): Call =>
  ({
    customerName: 'Dana Reyes',
    customerPhone: '(831) 555-0177',
    serviceType: 'Plumbing',
    serviceAddress: '12 Seacliff Dr, Aptos',
    summary: 'Dana Reyes needs a plumber in Aptos: a burst pipe. Urgent: water near electrics.',
    urgency: 'urgent',
    ...values,
  }) as Call;

describe('isNightInCounty', () => {
  it('is night from 9 PM to 7 AM in Santa Cruz, summer time and winter time', () => {
    // 20:59 and 21:00 PST (UTC-8) in November
    expect(isNightInCounty(new Date('2026-11-25T04:59:00Z'))).toBe(false);
    expect(isNightInCounty(new Date('2026-11-25T05:00:00Z'))).toBe(true);
    // 6:59 and 7:00 PST
    expect(isNightInCounty(new Date('2026-11-25T14:59:00Z'))).toBe(true);
    expect(isNightInCounty(new Date('2026-11-25T15:00:00Z'))).toBe(false);
    // 21:30 PDT (UTC-7) in July is night; 14:00 UTC is 7:00 PDT, morning
    expect(isNightInCounty(new Date('2026-07-15T04:30:00Z'))).toBe(true);
    expect(isNightInCounty(new Date('2026-07-15T14:00:00Z'))).toBe(false);
  });
});

describe('offerCallText', () => {
  it('says the trade, the town and the problem, never the street or the name', () => {
    const text = offerCallText(call({}));
    expect(text).toBe('This is Earl. Urgent plumbing job in Aptos: a burst pipe. Press 1 to take it.');
  });

  it('leaves the street, the house number and the name out of the problem', () => {
    // the offers' privacy cleaner (offer-privacy.ts) keeps the problem and drops the address
    expect(
      offerCallText(call({ summary: 'Dana Reyes needs a plumber in Aptos: water pouring out at 12 Seacliff Dr.' })),
    ).toBe('This is Earl. Urgent plumbing job in Aptos: water pouring out. Press 1 to take it.');
    expect(offerCallText(call({ summary: 'A caller needs a plumber in Aptos: flood at seacliff dr.' }))).not.toContain(
      'seacliff',
    );
    expect(
      offerCallText(call({ serviceType: 'Heating & Cooling (HVAC)', summary: 'Smells gas.', serviceAddress: null })),
    ).toBe('This is Earl. Urgent heating and cooling job. Press 1 to take it.');
  });
});

describe('the winner and the number dialled', () => {
  it('reads the number digit by digit in groups', () => {
    expect(spokenDigits('(831) 555-0177')).toBe('8 3 1, 5 5 5, 0 1 7 7');
    expect(spokenDigits('+18315550177')).toBe('8 3 1, 5 5 5, 0 1 7 7');
    expect(winnerText(call({}))).toContain("The customer's name is Dana Reyes. The address is 12 Seacliff Dr, Aptos.");
  });

  it('dials E.164 and refuses what is no phone number', () => {
    expect(dialable('(831) 555-0177')).toBe('+18315550177');
    expect(dialable('831.555.0177')).toBe('+18315550177');
    expect(dialable('12')).toBeUndefined();
    expect(dialable(null)).toBeUndefined();
  });
});
