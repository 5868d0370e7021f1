import { describe, expect, it } from 'vitest';
import type { calls } from '../db/schema';
import { customerConfirmationText, jobTakenText, offerText } from './texts';

type Call = typeof calls.$inferSelect;

const call = (fields: Partial<Call> = {}) =>
  ({
    serviceType: 'Plumbing',
    serviceAddress: '12 Main St, Watsonville, CA 95076',
    customerName: 'Rosa Díaz',
    summary: 'Rosa Díaz has a leaking water heater. Caller speaks Spanish.',
    urgency: 'normal',
    preferredTime1: 'Thursday, Mar 5, 8 AM - 12 PM',
    preferredTime2: 'Friday, Mar 6, 1 PM - 5 PM',
    language: 'en',
    customerPhone: '+18315550134',
    reference: 'EARL-4F7K9M',
    ...fields,
  }) as Call;

describe('offers', () => {
  it("say in English that the customer speaks Spanish, and nothing of it for an English-speaking caller's job", () => {
    const spanish = offerText(call({ language: 'es' }), 'https://earl.example/claim/x');
    expect(spanish.subject).toBe('Earl: new Plumbing job in Watsonville (Spanish-speaking customer)');
    expect(spanish.body).toContain('Spanish-speaking customer');
    expect(spanish.body).not.toContain('Rosa');
    const english = offerText(call(), 'https://earl.example/claim/x');
    expect(english.subject).toBe('Earl: new Plumbing job in Watsonville');
    expect(english.body).not.toContain('Spanish-speaking');
    expect(jobTakenText(call({ language: 'es' })).body).toBe(
      'Earl: Plumbing job in Watsonville was taken by another provider. No action needed.',
    );
  });
});

describe('the customer confirmation', () => {
  it('is in English for an English-speaking caller', () => {
    expect(customerConfirmationText(call(), 'Live Oak Plumbing Co.')).toBe(
      'Earl: Live Oak Plumbing Co. will handle your Plumbing request and will call you at (831) 555-0134 about your ' +
        'preferred times: Thursday, Mar 5, 8 AM - 12 PM or Friday, Mar 6, 1 PM - 5 PM. Ref EARL-4F7K9M.',
    );
  });

  it('is in Spanish for a Spanish-speaking caller, with the trade and the windows said in Spanish', () => {
    expect(customerConfirmationText(call({ language: 'es' }), 'Live Oak Plumbing Co.')).toBe(
      'Earl: Live Oak Plumbing Co. atenderá su solicitud de plomería y le llamará al (831) 555-0134 para confirmar ' +
        'uno de sus horarios: el jueves 5 de marzo, de 8 de la mañana a 12 del mediodía o el viernes 6 de marzo, ' +
        'de 1 a 5 de la tarde. Ref. EARL-4F7K9M.',
    );
    const older = call({
      language: 'es',
      serviceType: 'Heating & Cooling (HVAC)',
      preferredTime1: 'Today, as soon as possible',
      preferredTime2: 'Saturday, 9 AM - 12 PM',
    });
    expect(customerConfirmationText(older, 'Pacific Ridge')).toBe(
      'Earl: Pacific Ridge atenderá su solicitud de calefacción y aire acondicionado y le llamará al (831) 555-0134 ' +
        'para confirmar uno de sus horarios: hoy, lo antes posible o el sábado, de 9 de la mañana a 12 del mediodía. ' +
        'Ref. EARL-4F7K9M.',
    );
    const flexible = call({ language: 'es', preferredTime1: null, preferredTime2: null, serviceType: 'Roofing' });
    expect(customerConfirmationText(flexible, 'Techos Rivera')).toBe(
      'Earl: Techos Rivera atenderá su solicitud y le llamará al (831) 555-0134 para acordar un horario. ' +
        'Ref. EARL-4F7K9M.',
    );
  });
});
