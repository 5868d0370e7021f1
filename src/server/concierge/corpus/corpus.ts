import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SERVICE_CATEGORIES } from '@shared/constants';
import type { CallRecord } from '../engine/engine';
import { HAZARD_KINDS } from '../engine/hazards';

// The caller corpus (README.md beside this file): loading, and scoring a stored call against what the caller meant.
// The engine replay (corpus.test.ts), the HTTP and Twilio replays (corpus.integration.test.ts) and the bench share it.

export const CORPUS_NOW = new Date('2026-03-04T18:00:00Z'); // Wednesday, March 4, 2026, 10:00 AM in California

export const CORPUS_CLASSES = [
  'emergency',
  'counter-cue',
  'spoken-numbers',
  'names',
  'addresses',
  'times',
  'corrections',
  'questions-back',
  'trades',
  'out-of-area',
  'several-facts',
  'rambling',
  'silence-garbage',
] as const;

export const OUTCOMES = ['booked', 'resolved', 'out-of-area', 'not-covered', 'message'] as const;
export type CorpusOutcome = (typeof OUTCOMES)[number];

const nullable = <T extends z.ZodType>(t: T) => t.nullable().optional();

export const conversationSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  classes: z.array(z.enum(CORPUS_CLASSES)).min(1),
  callerId: z
    .string()
    .regex(/^\+\d{11}$/)
    .optional(),
  /** the language the caller speaks (English when absent) */
  language: z.enum(['en', 'es']).optional(),
  lines: z.array(z.string()).min(1),
  expect: z.object({
    outcome: z.enum(OUTCOMES),
    hazard: nullable(z.enum(HAZARD_KINDS)),
    customerName: nullable(z.string()),
    customerPhone: nullable(z.string()),
    serviceType: nullable(z.enum(SERVICE_CATEGORIES)),
    serviceAddress: nullable(z.string()),
    urgency: z.enum(['normal', 'urgent']).optional(),
    status: z.enum(['pending', 'resolved']).optional(),
    preferredTime1: nullable(z.string()),
    preferredTime2: nullable(z.string()),
    summaryIncludes: z.array(z.string()).optional(),
  }),
});
export type CorpusConversation = z.infer<typeof conversationSchema>;

/** Every conversation of every JSON file in this folder, validated; a malformed file fails loudly. */
export function loadCorpus(dir = import.meta.dirname): CorpusConversation[] {
  const all: CorpusConversation[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'known-failures.json')
    .sort()) {
    const parsed = z.array(conversationSchema).safeParse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
    all.push(...parsed.data);
  }
  const ids = new Set<string>();
  for (const c of all) {
    if (ids.has(c.id)) throw new Error(`corpus id ${c.id} is used twice`);
    ids.add(c.id);
  }
  return all;
}

/** Ids of conversations the engine does not get right yet, with the fields it gets wrong: a ratchet that only shrinks. */
export function loadKnownFailures(dir = import.meta.dirname): Record<string, string[]> {
  const file = path.join(dir, 'known-failures.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

export const SCORED_FIELDS = [
  'customerName',
  'customerPhone',
  'serviceType',
  'serviceAddress',
  'urgency',
  'status',
  'preferredTime1',
  'preferredTime2',
] as const;
type ScoredField = (typeof SCORED_FIELDS)[number];

const SUFFIXES: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  boulevard: 'blvd',
  place: 'pl',
  circle: 'cir',
  highway: 'hwy',
  terrace: 'ter',
  parkway: 'pkwy',
  trail: 'trl',
  apartment: 'apt',
  suite: 'ste',
  number: '#',
  // "E Lake Ave" and "East Lake Ave" are one street
  east: 'e',
  west: 'w',
  north: 'n',
  south: 's',
};

const foldAddress = (a: string) =>
  a
    .toLowerCase()
    .replace(/\bstate route\b|\broute\b|\bsr\b/g, 'hwy')
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => SUFFIXES[w] ?? w)
    .join(' ');

/** Whether a stored value is what the caller meant: phones exactly (E.164, as stored), names by letters, addresses folded. */
export function fieldMatches(field: ScoredField, expected: string | null, actual: string | null): boolean {
  if (expected === null || actual === null) return expected === actual;
  switch (field) {
    case 'customerName':
      return expected.toLocaleLowerCase('en-US') === actual.toLocaleLowerCase('en-US');
    case 'serviceAddress':
      return foldAddress(expected) === foldAddress(actual);
    default:
      return expected === actual;
  }
}

/** What one replayed call produced, whatever the channel that carried it. */
export type ReplayResult = {
  record: Pick<CallRecord, ScoredField | 'summary' | 'language'>;
  outcome: CorpusOutcome | null;
  /** the hazards the engine recognised, in the order it recognised them */
  hazards: string[];
  /** the assistant's replies, in order */
  replies: string[];
  /** whether the first reply after a hazard was recognised opened with its safety instructions, and no fix was offered */
  safetyFirst: boolean;
  /** caller turns the call took */
  turns: number;
};

export type Score = {
  id: string;
  wrongFields: string[];
  fieldsScored: number;
  fieldsRight: number;
  emergency: boolean;
  urgentWithSafetyFirst: boolean;
  falseAlarm: boolean;
  downgraded: boolean;
  repeatedReply: boolean;
  turns: number;
};

export function scoreReplay(c: CorpusConversation, r: ReplayResult): Score {
  const wrongFields: string[] = [];
  let fieldsScored = 0;
  for (const field of SCORED_FIELDS) {
    const expected = c.expect[field];
    if (expected === undefined) continue;
    fieldsScored += 1;
    if (!fieldMatches(field, expected, r.record[field] ?? null)) wrongFields.push(field);
  }
  if (r.outcome !== c.expect.outcome) wrongFields.push('outcome');
  if (r.record.language !== (c.language ?? 'en')) wrongFields.push('language');
  const expectedHazard = c.expect.hazard ?? null;
  if (expectedHazard && !r.hazards.includes(expectedHazard)) wrongFields.push('hazard');
  for (const words of c.expect.summaryIncludes ?? []) {
    if (!r.record.summary.toLowerCase().includes(words.toLowerCase())) wrongFields.push(`summary:${words}`);
  }
  const emergency = expectedHazard !== null;
  const urgent = r.record.urgency === 'urgent';
  return {
    id: c.id,
    wrongFields,
    fieldsScored,
    fieldsRight: fieldsScored - wrongFields.filter((f) => (SCORED_FIELDS as readonly string[]).includes(f)).length,
    emergency,
    urgentWithSafetyFirst: emergency && urgent && r.hazards.length > 0 && r.safetyFirst,
    falseAlarm: !emergency && (urgent || r.hazards.length > 0),
    downgraded: c.expect.outcome === 'booked' && r.outcome === 'message',
    repeatedReply: r.replies.some((reply, i) => i > 0 && reply === r.replies[i - 1]),
    turns: r.turns,
  };
}

export type CorpusFigures = {
  conversations: number;
  fieldsRight: number;
  emergencies: number;
  emergenciesHandled: number;
  falseAlarms: number;
  downgraded: number;
  repeatedReplies: number;
  medianTurns: number;
};

export function corpusFigures(scores: Score[]): CorpusFigures {
  const sum = (f: (s: Score) => number) => scores.reduce((n, s) => n + f(s), 0);
  const turns = scores.map((s) => s.turns).sort((a, b) => a - b);
  return {
    conversations: scores.length,
    fieldsRight:
      sum((s) => s.fieldsRight) /
      Math.max(
        1,
        sum((s) => s.fieldsScored),
      ),
    emergencies: sum((s) => (s.emergency ? 1 : 0)),
    emergenciesHandled: sum((s) => (s.urgentWithSafetyFirst ? 1 : 0)),
    falseAlarms: sum((s) => (s.falseAlarm ? 1 : 0)),
    downgraded: sum((s) => (s.downgraded ? 1 : 0)),
    repeatedReplies: sum((s) => (s.repeatedReply ? 1 : 0)),
    medianTurns: turns[Math.floor(turns.length / 2)] ?? 0,
  };
}
