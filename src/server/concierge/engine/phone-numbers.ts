import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { remembered } from '../../lib/remembered';

// Phone numbers as callers say them and speech recognition writes them: "831.555.0142", "eight three one, five five
// five, oh one four two", "double five", "triple five", "+1", a leading 1, "extension 12". libphonenumber-js decides
// what is a valid US number; this module only turns words into digits. Numbers are kept in E.164 ("+18315550142"),
// the one form the product stores, and read back as people say them ("831-555-0142").

const DIGITS: Record<string, string> = {
  zero: '0',
  oh: '0',
  o: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const TEENS: Record<string, string> = {
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
};
const TENS: Record<string, string> = {
  twenty: '2',
  thirty: '3',
  forty: '4',
  fourty: '4',
  fifty: '5',
  sixty: '6',
  seventy: '7',
  eighty: '8',
  ninety: '9',
};
const REPEAT: Record<string, number> = { double: 2, triple: 3 };

/** Number words up to nineteen and their digits (the time reader reads hours with them too). */
export const NUMBER_WORDS: Record<string, string> = { ...DIGITS, ...TEENS };

/** "eight three one five five five oh one four two" → "831 555 0142"; words that are not numbers stay as they are. */
// (a turn reads the same words for a phone, a house number, a ZIP and a correction: each text is turned once)
export const digitsFromWords = remembered(readDigits, 2_000);

// the words after which "one" means a number, not the digit ("my old one", "the right one", "the work one")
const ONE_OF_A_KIND_AFTER = new Set([
  'old',
  'new',
  'other',
  'right',
  'wrong',
  'same',
  'work',
  'home',
  'cell',
  'office',
]);

function readDigits(text: string): string {
  // a pause (a comma) is kept as a word of its own: "six fifty, five fifty five" is 650 555, not 6 55 55
  const words = text
    .toLowerCase()
    .replace(/(\d)-(?=\d)/g, '$1 ')
    .replace(/[,;:]/g, ' , ')
    // ("8315550177. oh and fyi…": an "oh" that opens a sentence is no zero)
    .replace(/[.!?]\s+(?=oh?\b)/g, ' | ')
    .split(/[\s.]+|-(?=[a-z])/)
    .filter(Boolean);
  const out: string[] = [];
  let padNext = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    if (w === ',' || w === '|') continue;
    const opensSentence = words[i - 1] === '|';
    const before = out.length;
    if (REPEAT[w] && next && (DIGITS[next] ?? /^\d$/.test(next))) {
      out.push((DIGITS[next] ?? next).repeat(REPEAT[w]!));
      i += 1;
    } else if (TENS[w]) {
      const unit = next ? DIGITS[next] : undefined;
      // "forty two" is 42; "forty" alone is 40
      if (unit && next !== 'oh' && next !== 'o' && next !== 'zero') {
        out.push(TENS[w]! + unit);
        i += 1;
      } else out.push(`${TENS[w]!}0`);
    } else if (TEENS[w]) out.push(TEENS[w]!);
    else if (w === 'hundred' && out.length && /^\d{1,2}$/.test(out.at(-1)!)) {
      // "one hundred sixty" is 1 60, "one hundred five" 1 05 (joined as 160, 105); "twelve hundred" 12 00
      // "a hundred and twenty": the "and" joins, it says nothing
      const after = next === 'and' ? words[i + 2] : next;
      if (after && after !== 'oh' && after !== 'o' && (TENS[after] || TEENS[after] || DIGITS[after])) {
        padNext = true;
        if (next === 'and') i += 1;
      } else out.push('00');
    } else if (w === 'a' && next === 'hundred') out.push('1');
    // "that's my old one, it's 831…": "one" said of a number is no digit (unless digits follow it)
    else if (
      w === 'one' &&
      ONE_OF_A_KIND_AFTER.has(words[i - 1] ?? '') &&
      !(next && (DIGITS[next] || TENS[next] || TEENS[next] || /^\d/.test(next)))
    )
      out.push(w);
    // "oh" is a zero only among digits ("five oh one", "the last four are oh one nine three"), not "oh shoot"
    else if (
      DIGITS[w] &&
      ((w !== 'o' && w !== 'oh') ||
        (out.length && /\d$/.test(out.at(-1)!) && !opensSentence) ||
        (next && DIGITS[next] && next !== 'o'))
    )
      out.push(DIGITS[w]!);
    else out.push(w);
    if (padNext && out.length > before && /^\d$/.test(out.at(-1)!)) out[out.length - 1] = `0${out.at(-1)!}`;
    if (out.length > before && w !== 'hundred') padNext = false;
  }
  return out.join(' ');
}

/** The digit runs of a text once words are digits, with extensions dropped ("…0142 extension 12"). */
function digitRuns(text: string): string[] {
  const spoken = digitsFromWords(text)
    .replace(/\b(extension|ext)\b\.?\s*[\d ]+/gi, ' ')
    .replace(/\bx\s*\d+\b/gi, ' ');
  return spoken.match(/\+?\d[\d\s().+-]*\d/g) ?? [];
}

/**
 * A US number in the form the product stores it, E.164: "831 555 0142" → "+18315550142". Remembered: a session's
 * number is read again on each of its turns, and libphonenumber-js builds its patterns anew on every validation.
 */
export const usPhoneOf = remembered((raw: string): string | undefined => {
  const parsed = parsePhoneNumberFromString(raw, 'US');
  if (!parsed || parsed.country !== 'US' || !parsed.isValid()) return undefined;
  return parsed.number;
}, 10_000);

/** A number a session holds, as stored: E.164 (a session saved before then may hold "(831) 555-0142"). */
export const storedPhone = (phone: string | null): string | null => (phone ? (usPhoneOf(phone) ?? phone) : null);

/**
 * A callback number in what the caller said: a valid ten-digit US number, typed or spoken. `partial` holds the digits
 * of an incomplete number, so a number split over two turns ("831 555…", "…0142") can be joined.
 */
export function phoneIn(text: string): { phone?: string; partial?: string } {
  const corrected = correctedInOneBreath(text) ?? secondNumberPreferred(text) ?? labelledNumberChosen(text);
  if (corrected) return { phone: corrected };
  // a number written out in its groups, whatever follows it ("831.555.0320 1910 mission st")
  const written = /(?<![\d.-])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?![\d.-])/.exec(text);
  const writtenPhone = written && usPhoneOf(written[0]);
  if (writtenPhone) return { phone: writtenPhone };
  const runs = digitRuns(text);
  for (const run of runs) {
    const digits = run.replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 11) continue;
    const phone = usPhoneOf(run.trim().startsWith('+') ? `+${digits}` : digits);
    if (phone) return { phone };
  }
  // a number said in groups ("831 55 50 142"); not an address's numbers ("1855 41st Ave… 95010"): groups of four at most
  const groups = runs.map((r) => r.replace(/\D/g, ''));
  const joined = groups.every((g) => g.length <= 4) ? groups.join('') : '';
  if (joined.length >= 10 && joined.length <= 11) {
    const phone = usPhoneOf(joined);
    if (phone) return { phone };
  }
  // three digits alone are a house number as often as an area code: a partial number needs six, or nothing but digits
  const onlyDigits = /^[\d\s().+-]+$/.test(
    digitsFromWords(text)
      .replace(/\b(it's|its|is|and|then|um|uh|the)\b/g, '')
      .trim(),
  );
  const partial = runs
    .map((r) => r.replace(/\D/g, ''))
    .find((d) => (d.length >= 6 || (onlyDigits && d.length >= 3)) && d.length <= 9);
  return partial ? { partial } : {};
}

/**
 * "831 555 0341, no sorry, 0344", "…cero tres cuatro uno no perdón cero tres cuatro cuatro": a number said, then its
 * last four (or the whole number) said again after a word taking it back. The number as corrected.
 */
function correctedInOneBreath(text: string): string | undefined {
  const said =
    /(\d[\d\s().-]*\d)[\s,.]*\b(?:no+|wait|sorry|i mean|perd[oó]n|digo|oops|actually)\b(?:[\s,.]+(?:no|sorry|perd[oó]n|wait|it's|its|es|el|is|i mean|digo))*[\s,.]+(\d[\d\s().-]*\d)[\s.!]*$/i.exec(
      digitsFromWords(text),
    );
  if (!said) return undefined;
  const first = said[1]!.replace(/\D/g, '');
  const again = said[2]!.replace(/\D/g, '');
  if (again.length >= 10) return usPhoneOf(again);
  return again.length === 4 && first.length >= 10 ? usPhoneOf(first.slice(0, -4) + again) : undefined;
}

/**
 * "office is 831 555 0198 but actually use my cell, 831 555 0199", "el de la casa es…, mejor al celular…": of two
 * whole numbers, the one the caller turns to after a word preferring it (not "…, or the office if I don't answer").
 */
function secondNumberPreferred(text: string): string | undefined {
  const said = /(\d[\d\s().-]{8,}\d)\b([^\d]{1,60}?)(\d[\d\s().-]{8,}\d)\b([^\d]*)$/.exec(digitsFromWords(text));
  if (!said || !/\b(actually|rather|instead|better|prefer\w*|mejor|sorry|wait|i mean|perd[oó]n|no,)/i.test(said[2]!))
    return undefined;
  if (/\b(if|or|otherwise|also|too|si no|tambi[ée]n|o al)\b/i.test(said[2]! + said[4]!)) return undefined;
  const first = usPhoneOf(said[1]!.replace(/\D/g, ''));
  const second = usPhoneOf(said[3]!.replace(/\D/g, ''));
  return first && second ? second : undefined;
}

// what a number is ("cell is 831…", "the church office is…"), and the one the caller asks to be called on
const LABEL_WORDS = 'cell|cellphone|mobile|celular|cel|office|oficina|work|trabajo|home|house|casa|landline';
const NUMBER_LABEL = new RegExp(`\\b(${LABEL_WORDS})\\b`, 'gi');
// a label said right after its number ("831 555 0125 (cell)")
const LABEL_AFTER = new RegExp(`^\\s*[(,-]?\\s*(${LABEL_WORDS})\\b`, 'i');
const CHOSEN_LABEL =
  /\b(?:use|call|text|reach me on|reach me at|better on)\s+(?:my|the|her|his|their|el|mi)?\s*(cell|cellphone|mobile|office|work|home|house|landline)\b|\bmejor (?:al|el|a mi|mi) (celular|cel|casa|oficina|trabajo)\b/i;
const LABEL_KIND: Record<string, string> = {
  cellphone: 'cell',
  mobile: 'cell',
  celular: 'cell',
  cel: 'cell',
  oficina: 'office',
  trabajo: 'work',
  house: 'home',
  casa: 'home',
  landline: 'home',
};
const kindOf = (label: string) => LABEL_KIND[label.toLowerCase()] ?? label.toLowerCase();

/**
 * "Cell is 831 556 1184. The office is 831 556 1100 but please use the cell": of two numbers, each said with what it
 * is, the one the caller asks to be called on.
 */
function labelledNumberChosen(text: string): string | undefined {
  const chosen = CHOSEN_LABEL.exec(text);
  // (not a fallback: "my cell is …, or try work … if I miss it")
  if (!chosen || /\b(if (i|you|we|she|he) (miss|don't|can't|do not)|otherwise|si no contest\w*|or try)\b/i.test(text))
    return undefined;
  const spoken = digitsFromWords(text);
  let heardUpTo = 0;
  const numbers = [...spoken.matchAll(/\d[\d\s().-]{8,}\d\b/g)].flatMap((m) => {
    const phone = usPhoneOf(m[0].replace(/\D/g, ''));
    // "831 555 0125 (cell) or 831 555 0190 (work)": what is said right after it; else before it, not further back
    // than the number before
    const after = LABEL_AFTER.exec(spoken.slice(m.index + m[0].length, m.index + m[0].length + 16))?.[1];
    const before = [...spoken.slice(Math.max(heardUpTo, m.index - 40), m.index).matchAll(NUMBER_LABEL)].at(-1)?.[1];
    heardUpTo = m.index + m[0].length + (after ? 16 : 0);
    const label = after ?? before;
    return phone ? [{ phone, kind: label ? kindOf(label) : undefined }] : [];
  });
  if (numbers.length !== 2 || numbers[0]!.phone === numbers[1]!.phone) return undefined;
  const wanted = numbers.filter((n) => n.kind === kindOf(chosen[1] ?? chosen[2]!));
  return wanted.length === 1 ? wanted[0]!.phone : undefined;
}

/**
 * How the assistant reads a number back: digits grouped the way people say them, "+18315550142" → "831-555-0142"
 * (a session saved before numbers were stored in E.164 may still hold "(831) 555-0142").
 */
export function spokenPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/**
 * House numbers said as words, as people say them: "two fourteen Seabright" is 214, "three seventy five" 375,
 * "twelve hundred" 1200, "one oh five" 105. A run of number words right before a word of letters becomes one number.
 */
const NUMBER_WORD =
  '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)';
// a street's suffix within the next few words
const STREET_AHEAD =
  '(?=(?:[a-z]+\\s+){0,4}(?:street|st|road|rd|avenue|ave|drive|dr|lane|ln|way|court|ct|boulevard|blvd|place|pl|circle|highway|grade|terrace|trail)\\b)';

// "one oh for capitol a avenue", "five twenty to brennan street", "to forty one rodriguez street": the recogniser's
// "for" and "to" inside or opening a house number said before its street are four and two
const TO_OR_FOR_IN_HOUSE_NUMBER = new RegExp(`\\b(${NUMBER_WORD}) (to|too|for) ${STREET_AHEAD}`, 'gi');
const TO_OPENING_HOUSE_NUMBER = new RegExp(`(^|[.,]\\s*)(?:to|too) (?=${NUMBER_WORD}\\b)${STREET_AHEAD}`, 'gi');

export function spokenHouseNumbers(said: string): string {
  // "for twelve lincoln street": the recogniser's "four" opening an address
  const text = said
    .replace(
      /(^|[.,]\s*)for (?=(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b)/gi,
      '$1four ',
    )
    .replace(
      TO_OR_FOR_IN_HOUSE_NUMBER,
      (_m, number: string, word: string) => `${number} ${/^f/i.test(word) ? 'four' : 'two'} `,
    )
    .replace(TO_OPENING_HOUSE_NUMBER, '$1two ')
    // "one ate one walnut avenue": the recogniser's "ate" between digits is an eight
    .replace(
      /\b(zero|oh|one|two|three|four|five|six|seven|eight|nine) ate(?= (zero|oh|one|two|three|four|five|six|seven|eight|nine)\b)/gi,
      '$1 eight',
    );
  if (
    !/\b(zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety|hundred|first|second|third|\w+th)\b|\b\d{1,2}( \d{1,2}){1,4} [a-z]/i.test(
      text,
    )
  )
    return text;
  // each sentence on its own: "space forty. twenty-three ninety-five delaware" is no house number 402395
  const sentences = text.split(/(?<=[.;!?])\s+/);
  if (sentences.length > 1) return sentences.map(spokenHouseNumbers).join('. ');
  return (
    digitsFromWords(ordinalStreets(thousandsSaid(text)))
      .replace(/\b(\d{1,2})((?: \d{1,2}){1,5})(?= [a-z]| \d{1,2}(?:st|nd|rd|th)\b)/g, (run) => {
        const joined = run.replace(/ /g, '');
        return joined.length <= 6 ? joined : run;
      })
      // "2301 seventeen avenue": a numbered avenue said as a count after its house number
      .replace(
        /\b(\d{1,6}) (\d{1,2}) (?=(?:avenue|ave)\b)/gi,
        (_m, house: string, avenue: string) => `${house} ${ordinalOf(avenue)} `,
      )
  );
}

/**
 * A house number said with "thousand": "fourteen thousand two hundred" is 14200, "two thousand three hundred one" 2301,
 * "one thousand and five" 1005. (Digits are read word by word elsewhere; a thousand is the one word that scales.)
 */
function thousandsSaid(text: string): string {
  if (!/\bthousand\b/i.test(text)) return text;
  const words = text.split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const thousands = belowThousand(words, i);
    if (thousands && thousands.value > 0 && words[thousands.next]?.toLowerCase() === 'thousand') {
      let next = thousands.next + 1;
      if (words[next]?.toLowerCase() === 'and') next += 1;
      const rest = belowThousand(words, next);
      out.push(String(thousands.value * 1000 + (rest?.value ?? 0)));
      i = (rest ? rest.next : thousands.next + 1) - 1;
    } else out.push(words[i]!);
  }
  return out.join(' ');
}

/** A number from 0 to 999 said in words (or digits) from words[at]: its value and the index after it. */
function belowThousand(words: string[], at: number): { value: number; next: number } | undefined {
  const word = (i: number) => words[i]?.toLowerCase().replace(/[,.]$/, '');
  const unit = (w?: string) => (w && w !== 'oh' && w !== 'o' && w !== 'zero' ? Number(DIGITS[w] ?? NaN) : NaN);
  const belowHundred = (i: number): { value: number; next: number } | undefined => {
    const w = word(i);
    if (!w) return undefined;
    if (/^\d{1,3}$/.test(w)) return { value: Number(w), next: i + 1 };
    if (TEENS[w]) return { value: Number(TEENS[w]), next: i + 1 };
    const [tens, ones] = w.split('-');
    if (tens && TENS[tens]) {
      const inWord = unit(ones);
      if (!Number.isNaN(inWord)) return { value: Number(TENS[tens]) * 10 + inWord, next: i + 1 };
      const after = unit(word(i + 1));
      return Number.isNaN(after)
        ? { value: Number(TENS[tens]) * 10, next: i + 1 }
        : { value: Number(TENS[tens]) * 10 + after, next: i + 2 };
    }
    const one = unit(w);
    return Number.isNaN(one) ? undefined : { value: one, next: i + 1 };
  };
  const first = word(at);
  const hundreds = first === 'a' ? 1 : unit(first);
  // "five seventy", "five oh five": hundreds said as a digit, then the rest
  const rest =
    word(at + 1) === 'oh'
      ? belowHundred(at + 2)
      : TENS[word(at + 1) ?? ''] || TEENS[word(at + 1) ?? '']
        ? belowHundred(at + 1)
        : undefined;
  if (!Number.isNaN(hundreds) && first !== 'a' && rest) return { value: hundreds * 100 + rest.value, next: rest.next };
  if (!Number.isNaN(hundreds) && word(at + 1) === 'hundred') {
    let next = at + 2;
    if (word(next) === 'and') next += 1;
    const rest = belowHundred(next);
    return { value: hundreds * 100 + (rest?.value ?? 0), next: rest ? rest.next : at + 2 };
  }
  return belowHundred(at);
}

/** "17" → "17th", "41" → "41st", "12" → "12th": a number as an ordinal (a numbered avenue, a day of the month). */
export const ordinalOf = (n: string) =>
  `${n}${/1[123]$/.test(n) ? 'th' : n.endsWith('1') ? 'st' : n.endsWith('2') ? 'nd' : n.endsWith('3') ? 'rd' : 'th'}`;

/** Ordinal words as written after a number: "first" → "1st" (streets, and days of the month). */
export const ORDINALS: Record<string, string> = {
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
  eleventh: '11th',
  twelfth: '12th',
  thirteenth: '13th',
  fourteenth: '14th',
  fifteenth: '15th',
  sixteenth: '16th',
  seventeenth: '17th',
  eighteenth: '18th',
  nineteenth: '19th',
  twentieth: '20th',
  thirtieth: '30th',
  fortieth: '40th',
};
const TENS_DIGIT: Record<string, string> = {
  twenty: '2',
  thirty: '3',
  forty: '4',
  fifty: '5',
  sixty: '6',
  seventy: '7',
};

/** "forty first avenue" is 41st Ave, "seventh avenue" 7th Ave: numbered streets said as words. */
function ordinalStreets(text: string): string {
  return text
    .replace(
      /\b(twenty|thirty|forty|fifty|sixty|seventy)[ -](first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b/gi,
      (_m, tens: string, unit: string) => `${TENS_DIGIT[tens.toLowerCase()]}${ORDINALS[unit.toLowerCase()]}`,
    )
    .replace(
      /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|fortieth)(?= (avenue|ave|street|st)\b)/gi,
      (w: string) => ORDINALS[w.toLowerCase()]!,
    );
}

/**
 * The four digits of "the last four are 0143", "it's zero one five three at the end", "ends in 0143"; and, when the
 * caller has just said the number read back is wrong (`denied`), of "no, it's 0174": four digits and no others.
 */
export function lastFourIn(text: string, denied = false): string | undefined {
  // "it's 0261 at the end, not 0216": the digits said after "not" are the wrong ones
  const runs = (
    digitsFromWords(text)
      .replace(/\bnot\s+\d[\d ]*\d/gi, ' ')
      // ("es 0721 no 0712")
      .replace(/(?<=\d)\s+no\s+\d[\d ]*\d/gi, ' ')
      .match(/\d[\d ]*\d/g) ?? []
  ).map((r) => r.replace(/\D/g, ''));
  if (denied && new Set(runs).size === 1 && runs[0]!.length === 4) return runs[0];
  if (!/\b(last (four|4)( digits)?|at the end|ends? (in|with))\b/i.test(text)) return undefined;
  return runs.findLast((d) => d.length === 4);
}

/** The digit of "…four six three, no sorry, the last one is seven": the number's last digit corrected alone. */
export function lastDigitIn(text: string): string | undefined {
  return /\bthe last (?:digit|number|one|1)(?: is|'s| should be| was supposed to be)(?: a| an)? (\d)\b(?![\s.,]*\d)/i.exec(
    digitsFromWords(text),
  )?.[1];
}
