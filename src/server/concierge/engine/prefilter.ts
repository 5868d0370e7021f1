// A pattern's prefilter: a few literal strings, read from the pattern itself, of which every string the pattern matches
// contains at least one (the idea of RE2's prefilter). Most of the engine's hundreds of patterns fail on most
// utterances; a handful of `includes` rules a pattern out for a fraction of what running it costs, and leaves its compiled
// code out of the processor's cache on the turns that do not need it.
import { parseRegExpLiteral, type AST } from '@eslint-community/regexpp';
import { escapeRegExp } from '../../lib/escape-regexp';

/** What is known of the strings a part of a pattern matches. */
type Facts = {
  /** every string it can match, when they are few */
  exact?: string[];
  /** literals of which the text holds at least one wherever it matches (in the match, or where a lookaround looked) */
  some?: string[];
};

// beyond these sizes a set of strings is no longer worth carrying
const MAX_EXACT = 64;
const MAX_CLASS = 10;

const UNKNOWN: Facts = {};
const EMPTY: Facts = { exact: [''] };

const unique = (strings: string[]) => [...new Set(strings)];
const nonEmpty = (strings: string[] | undefined) => (strings?.every((s) => s.length > 0) ? strings : undefined);

/** Of several sets any one of which every match must satisfy, the one that rules out most: the longest shortest string. */
function mostTelling(candidates: string[][]): string[] | undefined {
  let best: string[] | undefined;
  const score = (set: string[]) => Math.min(...set.map((s) => s.length)) * 100 - set.length;
  for (const set of candidates) if (!best || score(set) > score(best)) best = set;
  return best;
}

function factsOfAlternatives(alternatives: AST.Alternative[]): Facts {
  const each = alternatives.map(factsOfSequence);
  const exacts = each.map((f) => f.exact);
  const exact = exacts.every((e) => e) ? unique(exacts.flat() as string[]) : undefined;
  const somes = each.map((f) => f.some ?? nonEmpty(f.exact));
  const some = somes.every((s) => s) ? unique(somes.flat() as string[]) : undefined;
  return { exact: exact && exact.length <= MAX_EXACT ? exact : undefined, some };
}

function factsOfSequence({ elements }: AST.Alternative): Facts {
  // consecutive elements whose strings are known make the strings of their run; a run, or any element's literals, is
  // required of every match of the sequence
  const candidates: string[][] = [];
  let run: string[] | undefined = [''];
  let whole = true;
  const endRun = () => {
    const required = nonEmpty(run);
    if (required) candidates.push(required);
  };
  for (const element of elements) {
    const facts = factsOf(element);
    if (facts.some) candidates.push(facts.some);
    if (facts.exact && run && run.length * facts.exact.length <= MAX_EXACT)
      run = unique(run.flatMap((before) => facts.exact!.map((s) => before + s)));
    else {
      whole = false;
      endRun();
      run = facts.exact ?? [''];
    }
  }
  endRun();
  return { exact: whole ? run : undefined, some: mostTelling(candidates) };
}

function factsOfClass(node: AST.CharacterClass): Facts {
  if (node.negate) return UNKNOWN;
  const chars: string[] = [];
  for (const element of node.elements) {
    if (element.type === 'Character') chars.push(String.fromCodePoint(element.value));
    else if (element.type === 'CharacterClassRange' && element.max.value - element.min.value < MAX_CLASS)
      for (let c = element.min.value; c <= element.max.value; c++) chars.push(String.fromCodePoint(c));
    else return UNKNOWN;
    if (chars.length > MAX_CLASS) return UNKNOWN;
  }
  return { exact: unique(chars) };
}

function factsOf(node: AST.Element): Facts {
  switch (node.type) {
    case 'Character':
      return { exact: [String.fromCodePoint(node.value)] };
    case 'CharacterClass':
      return factsOfClass(node);
    // anchors, word boundaries and lookarounds match no characters of their own, but what a lookaround looks for must be
    // in the text ("^(?=.*\bgas\b)")
    case 'Assertion': {
      if ((node.kind !== 'lookahead' && node.kind !== 'lookbehind') || node.negate) return EMPTY;
      const inner = factsOfAlternatives(node.alternatives);
      return { exact: [''], some: inner.some ?? nonEmpty(inner.exact) };
    }
    case 'Group':
    case 'CapturingGroup':
      return factsOfAlternatives(node.alternatives);
    case 'Quantifier': {
      const inner = factsOf(node.element);
      if (node.min === 0) return { exact: node.max === 1 && inner.exact ? unique([...inner.exact, '']) : undefined };
      const some = inner.some ?? nonEmpty(inner.exact);
      return node.max === 1 ? { ...inner, some } : { some };
    }
    default:
      // any character of a kind (\w, \d, \s, .), a back-reference, a class built from sets
      return UNKNOWN;
  }
}

/**
 * Literals of which every string the pattern matches contains at least one, or undefined when the pattern requires no
 * literal (or is case-insensitive: the literals would have to be folded too, so such a pattern is simply always run).
 */
export function literalsRequiredBy(pattern: RegExp): string[] | undefined {
  if (pattern.flags.includes('i')) return undefined;
  const { some } = factsOfAlternatives(parseRegExpLiteral(pattern).pattern.alternatives);
  const required = nonEmpty(some);
  // a literal that holds another is found whenever the shorter one is looked for
  return required?.filter((s) => !required.some((other) => other !== s && s.includes(other)));
}

/**
 * One pattern that finds any literal some of the patterns require: when it does not match a text, none of them can.
 * Undefined when one of the patterns requires no literal (it may match anything, so nothing rules the set out).
 */
export function prefilterOf(patterns: RegExp[]): RegExp | undefined {
  const literals: string[] = [];
  for (const pattern of patterns) {
    const required = literalsRequiredBy(pattern);
    if (!required) return undefined;
    literals.push(...required);
  }
  const all = unique(literals);
  const shortest = all.filter((s) => !all.some((other) => other !== s && s.includes(other)));
  return new RegExp(shortest.map(escapeRegExp).join('|'));
}

const prefilters = new WeakMap<RegExp, RegExp | undefined>();

/** False when the pattern cannot match the text, by its required literals alone; true when it may. */
export function mayMatch(pattern: RegExp, text: string): boolean {
  if (!prefilters.has(pattern)) prefilters.set(pattern, prefilterOf([pattern]));
  return prefilters.get(pattern)?.test(text) ?? true;
}

/** `text.replace(pattern, replacement)`, skipped when the pattern's literals show it cannot match. */
export const replaceFound = (text: string, pattern: RegExp, replacement: string) =>
  mayMatch(pattern, text) ? text.replace(pattern, replacement) : text;
