import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CallSource } from '@shared/constants';
import { summaryOf } from '../concierge/engine/call-record';
import { startConversation, type ConversationState } from '../concierge/engine/engine';
import type { calls } from '../db/schema';
import { offerFacts, offerText } from './texts';

type Call = typeof calls.$inferSelect;

const CLAIM_URL = 'https://earl.example/claim/TOKEN';

const call = (fields: Partial<Call>) =>
  ({
    source: 'vapi',
    serviceType: 'Plumbing',
    urgency: 'normal',
    language: 'en',
    preferredTime1: 'Thursday, Mar 5, 8 AM - 12 PM',
    preferredTime2: null,
    ...fields,
  }) as Call;

describe('offers keep the customer private (real-looking summaries)', () => {
  const cases: [Partial<Call>, string][] = [
    [
      {
        summary: 'Zoë O’Brien-Núñez has a leaking water heater at 415 Soquel Avenue, Santa Cruz.',
        customerName: "Zoë O'Brien-Núñez",
        serviceAddress: '415 Soquel Avenue, Santa Cruz',
      },
      'The customer has a leaking water heater, Santa Cruz.',
    ],
    [
      {
        summary: 'leaking water heater at 415 Soquel Avenue, Santa Cruz',
        customerName: 'Zoë Núñez',
        serviceAddress: '415 Soquel Avenue, Santa Cruz',
      },
      'Leaking water heater, Santa Cruz.',
    ],
    [
      {
        summary:
          'Maria Lopez needs a plumber in Santa Cruz: my kitchen sink leaks under 214 Seabright Ave apt 3B. Call me at (831) 555-0162 or maria.lopez@example.com.',
        customerName: 'Maria Lopez',
        serviceAddress: '214 Seabright Ave, Apt 3B, Santa Cruz, CA 95062',
      },
      'The customer needs a plumber in Santa Cruz: my kitchen sink leaks.',
    ],
    [
      {
        summary:
          'Caller reported that the 40-gallon water heater leaks; her name is Dana Reyes, number eight three one five five five oh one six two.',
        customerName: null,
        serviceAddress: '12 Pine St, Aptos',
      },
      'Caller reported that the water heater leaks.',
    ],
    [
      {
        summary:
          'The assistant could not complete the intake, so the caller left a message: "This is Sam at 1720 17th Ave #4, call 831.555.0177". Please call back.',
        customerName: null,
        serviceAddress: '1720 17th Ave, Santa Cruz',
      },
      'The assistant could not complete the intake, so the caller left a message. Please call back.',
    ],
    [
      {
        summary:
          'Jordan Quinn needs heating and cooling in Capitola: smoke comes back into the room when I light the fireplace.',
        customerName: 'Jordan Quinn',
        serviceAddress: '7 Wharf Rd, Capitola, CA 95010',
        serviceType: 'Heating & Cooling (HVAC)',
      },
      'The customer needs heating and cooling in Capitola: smoke comes back into the room when I light the fireplace.',
    ],
    [
      // nothing left but the private details: the category speaks for the job
      {
        summary: 'Pat Smith, 99 Bay St, 831-555-0101, pat@example.com',
        customerName: 'Pat Smith',
        serviceAddress: '99 Bay St, Santa Cruz',
      },
      'Plumbing request.',
    ],
  ];

  it.each(cases)('tells the problem of %j without who or where', (fields, problem) => {
    const offer = call(fields);
    expect(offerFacts(offer).problem).toBe(problem);
    expect(offerText(offer, CLAIM_URL).body).toContain(problem);
  });

  it('shows the town, the first initial at most, and windows cleaned the same way', () => {
    const offer = call({
      summary: 'Zoë O’Brien-Núñez has a leaking water heater at 415 Soquel Avenue, Santa Cruz.',
      customerName: "Zoë O'Brien-Núñez",
      serviceAddress: '415 Soquel Avenue, Santa Cruz, CA 95062',
      preferredTime1: 'Saturday morning, call (831) 555-0162 first',
      preferredTime2: 'Thursday, Mar 5, 1 PM - 5 PM',
    });
    expect(offerFacts(offer)).toEqual({
      serviceType: 'Plumbing',
      town: 'Santa Cruz',
      urgent: false,
      spanishSpeaking: false,
      customerInitial: 'Z.',
      problem: 'The customer has a leaking water heater, Santa Cruz.',
      windows: ['Saturday morning, first', 'Thursday, Mar 5, 1 PM - 5 PM'],
    });
    expect(offerText(offer, CLAIM_URL).body).toBe(
      'Earl: new Plumbing job in Santa Cruz. The customer has a leaking water heater, Santa Cruz. ' +
        `Windows: Saturday morning, first or Thursday, Mar 5, 1 PM - 5 PM. First to claim wins: ${CLAIM_URL}`,
    );
  });
});

// ---- property: whatever the channel and however the details are woven into the words, none reaches an offer ----

const FIRST_NAMES = ['Zoë', 'María', 'José', 'Dana', 'Siobhán', 'Jean-Luc', 'Mei', 'Ana Lucía', 'Tomás', 'Priya'];
const LAST_NAMES = [
  "O'Brien-Núñez",
  'Lopez',
  'García',
  'van der Berg',
  'Nguyen',
  'de la Fuente',
  'Smith-Jones',
  'MacDonald',
  'Østergaard',
  "D'Angelo",
];
const STREET_NAMES = ['Soquel', 'Seabright', 'Mission', 'Branciforte', 'Morrissey', 'Delaware', 'Escalona', 'Walnut'];
const SUFFIXES = ['Avenue', 'Ave', 'Ave.', 'Street', 'St', 'Road', 'Rd', 'Drive', 'Dr', 'Lane', 'Way', 'Blvd', 'Court'];
const UNITS = ['', ' Apt 3B', ' #12', ' Unit C', ' Suite 200', ', apartment 7'];
const TOWNS = ['Santa Cruz', 'Watsonville', 'Aptos', 'Scotts Valley', 'Felton', 'Boulder Creek'];
const PROBLEMS = [
  'a leaking water heater',
  'the kitchen sink is clogged',
  'no heat since last night',
  'a breaker keeps tripping',
  'the fence gate is broken',
  'the hallway needs painting',
];
const WORDS: Record<string, string> = {
  '0': 'oh',
  '1': 'one',
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
};

type Person = {
  first: string;
  last: string;
  house: number;
  street: string;
  unit: string;
  town: string;
  line: string;
  email: string;
  problem: string;
};

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}]/gu, '')
    .replace(/ø/gi, 'o')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();

const phoneShapes = (line: string) => {
  const d = `831555${line}`;
  return [
    `(831) 555-${line}`,
    `831-555-${line}`,
    `831.555.${line}`,
    `+1 831 555 ${line}`,
    `+1${d}`,
    d,
    `831 555 ${line}`,
    [...d].map((c) => WORDS[c]).join(' '),
    `${[...'831'].map((c) => WORDS[c]).join(' ')}, ${[...'555'].map((c) => WORDS[c]).join(' ')}, ${[...line].map((c) => WORDS[c]).join(' ')}`,
  ];
};

const personArb = fc
  .record({
    first: fc.constantFrom(...FIRST_NAMES),
    last: fc.constantFrom(...LAST_NAMES),
    house: fc.integer({ min: 1, max: 99_999 }),
    streetName: fc.constantFrom(...STREET_NAMES),
    suffix: fc.constantFrom(...SUFFIXES),
    unit: fc.constantFrom(...UNITS),
    town: fc.constantFrom(...TOWNS),
    line: fc.integer({ min: 100, max: 199 }).map((n) => `0${n}`),
    emailShape: fc.constantFrom('dotted', 'plain', 'spoken'),
    problem: fc.constantFrom(...PROBLEMS),
  })
  .map((p): Person & { emailText: string } => {
    const local = `${ascii(p.first)}.${ascii(p.last)}`;
    const email = `${local}@example.com`;
    return {
      first: p.first,
      last: p.last,
      house: p.house,
      street: `${p.streetName} ${p.suffix}`,
      unit: p.unit,
      town: p.town,
      line: p.line,
      email,
      problem: p.problem,
      emailText:
        p.emailShape === 'spoken'
          ? `${ascii(p.first)} dot ${ascii(p.last)} at example dot com`
          : p.emailShape === 'plain'
            ? email
            : email.toUpperCase(),
    };
  });

// summaries as each channel writes them: Vapi's analysis in free words, the concierge's (web, phone) from its state
const vapiSummaries = (p: Person & { emailText: string }, phone: string) => {
  const full = `${p.first} ${p.last}`;
  const where = `${p.house} ${p.street}${p.unit}`;
  return [
    `${full} has ${p.problem} at ${where}, ${p.town}. Call back at ${phone} or ${p.emailText}.`,
    `Caller ${full} (${phone}) reports ${p.problem}; address ${where}, ${p.town}; email ${p.emailText}.`,
    `${p.problem} at ${where}. Contact: ${p.last}, ${p.first}, ${phone}.`,
    `My name is ${full}, I live at ${where} in ${p.town} and ${p.problem}. You can reach me on ${phone}, ${p.emailText}.`,
    `${p.first.toUpperCase()} ${p.last.toUpperCase()} AT ${where.toUpperCase()}: ${p.problem}.`,
    `Mr. ${p.last} says ${p.problem} on ${p.street}, near ${p.house} ${p.street}, phone ${phone}.`,
  ];
};

function conciergeSummaries(p: Person & { emailText: string }, phone: string, source: CallSource) {
  const { state } = startConversation({ now: new Date('2026-03-03T17:00:00Z'), offerSpanish: source === 'phone' });
  const full = `${p.first} ${p.last}`;
  const base: ConversationState = {
    ...state,
    customerName: full,
    serviceType: 'Plumbing',
    street: `${p.house} ${p.street}`,
    city: p.town,
    done: true,
  };
  return [
    summaryOf({ ...base, problem: `${p.problem} at ${p.house} ${p.street}${p.unit}` }),
    summaryOf({ ...base, problem: `${p.problem}, call ${phone} or write to ${p.emailText}` }),
    summaryOf({ ...base, done: false, problem: p.problem }),
    summaryOf({
      ...base,
      outcome: 'message',
      message: `this is ${full} at ${p.house} ${p.street}, ${p.problem}, my number is ${phone}, ${p.emailText}`,
    }),
  ];
}

const wordIn = (text: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{M}])`, 'iu').test(text);

describe('offers are private by construction (property)', () => {
  it('never carry the street, house number, phone, email or name of the customer, from any channel', () => {
    fc.assert(
      fc.property(
        personArb,
        fc.constantFrom<CallSource>('web', 'phone', 'vapi'),
        fc.nat(),
        fc.nat(),
        fc.constantFrom('Thursday, Mar 5, 8 AM - 12 PM', 'Saturday morning', null),
        (person, source, shapeIndex, summaryIndex, window) => {
          const shapes = phoneShapes(person.line);
          const phone = shapes[shapeIndex % shapes.length]!;
          const summaries =
            source === 'vapi' ? vapiSummaries(person, phone) : conciergeSummaries(person, phone, source);
          const summary = summaries[summaryIndex % summaries.length]!;
          const offer = call({
            source,
            summary,
            customerName: `${person.first} ${person.last}`,
            customerPhone: `(831) 555-${person.line}`,
            serviceAddress: `${person.house} ${person.street}${person.unit}, ${person.town}, CA 95062`,
            preferredTime1: window,
            preferredTime2: window && `${window}, or call ${phone}`,
          });
          const { body } = offerText(offer, CLAIM_URL);
          const facts = offerFacts(offer);
          const said = `${body}\n${facts.problem}\n${facts.windows.join('\n')}`;

          // the street and every number of the address: no digit is left in the problem at all
          expect(said.toLowerCase()).not.toContain(person.street.toLowerCase());
          expect(facts.problem).not.toMatch(/\d/);
          expect(facts.problem).not.toMatch(new RegExp(person.street.split(' ')[0]!, 'i'));
          expect(said).not.toMatch(new RegExp(`(?<!\\d)${person.house}\\W+${person.street.split(' ')[0]!}`, 'i'));
          // the phone in any of its shapes, and its digits however they are punctuated
          for (const shape of shapes) expect(said.toLowerCase()).not.toContain(shape.toLowerCase());
          expect(said.replace(/\D/g, '')).not.toContain(`555${person.line}`);
          // the email and its local part, and the last name (each part) and first name as words
          expect(said.toLowerCase()).not.toContain(person.email);
          expect(said.toLowerCase()).not.toContain(person.email.split('@')[0]!);
          for (const part of [person.last, ...person.last.split(/[\s'’-]+/), ...person.first.split(/[\s-]+/)])
            if (part.length >= 3) expect(wordIn(said, part), `"${part}" in ${said}`).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });
});
