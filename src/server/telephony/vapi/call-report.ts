import { SERVICE_CATEGORIES, type CallUrgency, type ServiceCategory } from '@shared/constants';
import { areaIn, categoryIn, emergenciesIn, nameIn, phoneIn, streetIn } from '../../concierge/engine/extract';
import { parseTimeWindows } from '../../concierge/engine/time-windows';
import { artifactMessage, type EndOfCallReport } from './messages';
import { plausibleCallSeconds } from '../call-duration';

/** The calls columns an end-of-call report (or the save_request tool) fills; null means "not known". */
export type VapiCallFields = {
  customerName: string | null;
  customerPhone: string | null;
  serviceType: ServiceCategory | null;
  serviceAddress: string | null;
  summary: string | null;
  transcript: string | null;
  callDuration: number | null;
  preferredTime1: string | null;
  preferredTime2: string | null;
  phoneNumber: string | null;
  /** the caller's own number as Vapi saw it (call.customer.number): a callback number equal to it is verified */
  callerId: string | null;
  urgency: CallUrgency;
};

type Line = { role: 'assistant' | 'user' | 'system' | 'tool'; text: string };
// only what was said is a transcript line: the system prompt and the tool calls stay out of what admins and the
// winning provider read
const SPOKEN: ReadonlySet<Line['role']> = new Set(['assistant', 'user']);

const ROLES: Record<string, Line['role']> = {
  assistant: 'assistant',
  bot: 'assistant',
  ai: 'assistant',
  user: 'user',
  customer: 'user',
  system: 'system',
  tool: 'tool',
  tool_calls: 'tool',
  tool_call_result: 'tool',
  function: 'tool',
};

// one field of a call, trimmed; long enough for any spoken answer, short enough that a hostile payload stays small
const clean = (value: unknown, max = 2_000): string | null => {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/** "+18315550142" (E.164) for any ten-digit US number, typed or spoken, as every channel stores it; null for anything else. */
export function normalizePhone(value: unknown): string | null {
  const raw = clean(value, 200);
  if (!raw) return null;
  return phoneIn(spokenDigits(raw)).phone ?? null;
}

// a person's name as people write it: letters of any alphabet with their accents, apostrophes, hyphens, periods
// and particles ("Zoë O'Brien-Núñez", "Jean-Luc van der Berg", "J. R. Smith")
const NAME_SHAPE = /^\p{L}[\p{L}\p{M}'.-]*(?:\s+[\p{L}\p{M}'.-]+){0,5}$/u;

/** A caller's name kept exactly as given when it is one ("Zoë O'Brien-Núñez"), read out of a sentence otherwise. */
export function normalizeName(value: unknown): string | null {
  const raw = clean(value, 200);
  if (!raw) return null;
  const name = raw
    .normalize('NFC')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ');
  // "My name is …": the engine's reader takes the name out of the sentence
  if (/^(my name is|my name's|this is|i am|i'm|it's|name is)\b/i.test(name)) return nameIn(name, false) ?? null;
  if (NAME_SHAPE.test(name) && name.length <= 100 && !/^(unknown|none|n\/?a|not provided|caller)$/i.test(name))
    return name;
  return null;
}

/**
 * Concrete appointment windows from words such as "Saturday morning" or "tomorrow after 3", read by the same parser
 * as the phone line's, relative to the call's start. Words it cannot read are kept as said.
 */
export function normalizeWindows(given: (string | null)[], callStart: Date): (string | null)[] {
  const windows = given.flatMap((words) => {
    if (!words) return [];
    const read = parseTimeWindows(words, callStart).windows.map((w) => w.label);
    return read.length ? read : [words.slice(0, 120)];
  });
  return [windows[0] ?? null, windows[1] ?? null];
}

// Names of the trades an assistant (or its structured data) may use, checked before the engine's description
// keywords: "furnace" is heating and cooling, not an appliance, and "painter" names a category of its own. The
// trade named first wins ("an electrician for the appliance circuit"). "Appliance Repair" is the name the
// category had before there were eight, still sent by assistants configured then.
const TRADE_WORDS: [ServiceCategory, RegExp][] = [
  ['Plumbing', /\bplumb(er|ers|ing)\b/i],
  ['Electrical', /\belectric(al|ian|ians)\b/i],
  ['Handyman', /\bhandy ?(man|men|person)\b/i],
  ['Painting & Drywall', /\b(paint(er|ers|ing)?|drywall|sheetrock|plaster(er|ing)?)\b/i],
  ['Carpentry', /\b(carpent(er|ers|ry)|woodwork(er|ing)?|framing|framer)\b/i],
  [
    'Heating & Cooling (HVAC)',
    /\b(hvac|furnaces?|heat pumps?|air condition(er|ers|ing)|a\/?c( unit)?|mini[- ]?splits?|duct(s|work)?|wall heaters?|thermostats?)\b/i,
  ],
  [
    'Landscaping & Yard Work',
    /\b(landscap(e|er|ers|ing)|yard ?work|gardeners?|gardening|lawns?|mowing|tree trimming|pruning|irrigation)\b/i,
  ],
  ['Appliance Installation & Repair', /\bappliances?\b/i],
];

// words too general to beat the engine's keywords ("the fridge is not cooling" is an appliance)
const GENERAL_WORDS: [ServiceCategory, RegExp][] = [
  ['Heating & Cooling (HVAC)', /\b(heating|cooling|no heat|heater)\b/i],
  ['Landscaping & Yard Work', /\b(yard|garden|trees?|hedges?|weeds?)\b/i],
];

/** The category of the trade named first in the text, if it names one. */
function tradeIn(text: string): ServiceCategory | undefined {
  let first: { category: ServiceCategory; at: number } | undefined;
  for (const [category, pattern] of TRADE_WORDS) {
    const at = pattern.exec(text)?.index;
    if (at !== undefined && (!first || at < first.at)) first = { category, at };
  }
  return first?.category;
}

/** One of our eight categories, whether named outright ("plumbing", "HVAC", "painter") or described ("my sink leaks"). */
export function normalizeServiceType(value: unknown): ServiceCategory | null {
  const raw = clean(value);
  if (!raw) return null;
  const exact = SERVICE_CATEGORIES.find((c) => c.toLowerCase() === raw.toLowerCase());
  return (
    exact ??
    tradeIn(raw) ??
    categoryIn(raw)?.category ??
    GENERAL_WORDS.find(([, pattern]) => pattern.test(raw))?.[0] ??
    null
  );
}

function linesOf(report: EndOfCallReport): Line[] {
  const messages = report.artifact?.messages ?? [];
  const lines: Line[] = [];
  for (const item of messages) {
    const m = artifactMessage(item);
    const role = m?.role ? ROLES[m.role.toLowerCase()] : undefined;
    const text = clean(m?.message ?? m?.content ?? m?.result ?? m?.name, 20_000);
    if (role && text) lines.push({ role, text: text.replace(/\s+/g, ' ') });
  }
  if (lines.length) return lines.filter((l) => SPOKEN.has(l.role));
  // the plain transcript reads "AI: …" / "User: …", one turn a line
  const transcript = clean(report.artifact?.transcript, 200_000) ?? clean(report.transcript, 200_000);
  if (!transcript) return [];
  return transcript
    .split('\n')
    .map((row) => /^\s*(\w+)\s*:\s*(.*)$/.exec(row))
    .flatMap((m) => {
      const role = m ? ROLES[m[1]!.toLowerCase()] : undefined;
      const text = m?.[2]?.trim();
      return role && text && SPOKEN.has(role) ? [{ role, text }] : [];
    });
}

function durationOf(report: EndOfCallReport): number | null {
  const started = Date.parse(report.startedAt ?? report.call?.startedAt ?? '');
  const ended = Date.parse(report.endedAt ?? report.call?.endedAt ?? '');
  if (Number.isFinite(started) && Number.isFinite(ended)) {
    const seconds = plausibleCallSeconds((ended - started) / 1000);
    if (seconds !== null) return seconds;
  }
  return report.durationSeconds == null ? null : plausibleCallSeconds(report.durationSeconds);
}

/** A street and the county town the caller named, read from what they said. */
function addressIn(callerText: string): string | null {
  const street = streetIn(callerText, false);
  const area = areaIn(callerText);
  const city = area?.kind === 'in' ? area.city : undefined;
  return [street, city].filter(Boolean).join(', ') || null;
}

/**
 * The calls row of an end-of-call report: the assistant's structured data first, then the call's own
 * metadata, then what the engine's parsers read in the caller's words.
 */
export function callFieldsOfReport(report: EndOfCallReport): VapiCallFields {
  const data = report.analysis?.structuredData ?? {};
  const lines = linesOf(report);
  const callerLines = lines.filter((l) => l.role === 'user').map((l) => l.text);
  const callerText = callerLines.join('. ');
  const customer = report.call?.customer ?? report.customer;
  const startedAt = Date.parse(report.startedAt ?? report.call?.startedAt ?? '');
  const callStart = new Date(Number.isFinite(startedAt) ? startedAt : Date.now());
  // the assistant's words for the times, made concrete as the phone line's are; the caller's own words otherwise
  const given = normalizeWindows([clean(data.preferredTime1, 500), clean(data.preferredTime2, 500)], callStart);
  const windows = given[0] && given[1] ? [] : windowsIn(callerLines, callStart);

  return {
    customerName:
      normalizeName(data.customerName) ??
      normalizeName(customer?.name) ??
      firstOf(callerLines, (l) => nameIn(l, false)),
    customerPhone:
      normalizePhone(data.callbackPhone) ??
      normalizePhone(customer?.number) ??
      firstOf(callerLines, (l) => phoneIn(spokenDigits(l)).phone),
    serviceType: normalizeServiceType(data.serviceType) ?? categoryIn(callerText)?.category ?? null,
    serviceAddress: clean(data.serviceAddress) ?? addressIn(callerText),
    summary: clean(report.analysis?.summary) ?? clean(report.summary),
    transcript: lines.length ? lines.map((l) => `${l.role}: ${l.text}`).join('\n') : null,
    callDuration: durationOf(report),
    preferredTime1: given[0] ?? windows[0]?.label ?? null,
    preferredTime2: given[1] ?? windows[1]?.label ?? null,
    phoneNumber: normalizePhone(report.call?.phoneNumber?.number ?? report.phoneNumber?.number),
    callerId: normalizePhone(customer?.number),
    urgency: emergenciesIn(callerText).length ? 'urgent' : 'normal',
  };
}

/** The appointment windows of the first answer that names some; numbers of a street or phone are not times. */
function windowsIn(callerLines: string[], callStart: Date) {
  for (const line of callerLines) {
    if (streetIn(line, false) || phoneIn(spokenDigits(line)).phone) continue;
    const { windows } = parseTimeWindows(line, callStart);
    if (windows.length) return windows;
  }
  return [];
}

// "eight three one, five five five…": the parser reads digits as words, so punctuation must not cling to them
const spokenDigits = (line: string) => line.replace(/[.,!?]/g, ' ');

function firstOf(lines: string[], read: (line: string) => string | undefined): string | null {
  for (const line of lines) {
    const found = read(line);
    if (found) return found;
  }
  return null;
}
