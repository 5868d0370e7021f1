// How people type in a chat box on a phone: no apostrophes ("im", "wont"), shorthand ("tmrw", "pls", "asap", "fri"),
// common misspellings ("toliet", "faucit", "eletrician") and one-letter answers ("k"). The rules read English as it is
// spoken, so a typed message is first written out the way it would be said; the transcript keeps what was typed.

const SHORTHAND: [RegExp, string][] = [
  // apostrophes left out
  [/\b(i|you|we|they)m\b/g, "$1'm"],
  [/\bim\b/g, "i'm"],
  [/\bive\b/g, "i've"],
  [/\bid\b(?= (like|love|rather|need|want|prefer))/g, "i'd"],
  [/\bwont\b/g, "won't"],
  [/\bdont\b/g, "don't"],
  [/\bdoesnt\b/g, "doesn't"],
  [/\bdidnt\b/g, "didn't"],
  [/\bisnt\b/g, "isn't"],
  [/\barent\b/g, "aren't"],
  [/\bwasnt\b/g, "wasn't"],
  [/\bcant\b/g, "can't"],
  [/\bcouldnt\b/g, "couldn't"],
  [/\bshouldnt\b/g, "shouldn't"],
  [/\bhasnt\b/g, "hasn't"],
  [/\bhavent\b/g, "haven't"],
  [/\bthats\b/g, "that's"],
  [/\bnothings\b/g, "nothing's"],
  [/\btheres\b/g, "there's"],
  [/\bwhats\b/g, "what's"],
  [/\bhes\b/g, "he's"],
  [/\bshes\b/g, "she's"],
  [/\btheyre\b/g, "they're"],
  [/(?<=^|[.,!?] )were\b(?= (out|home|at|in|outside|good|going|renting|fine|ok|okay))/g, "we're"],
  // "its back", "its leaking": "its" before a verb or a state is "it's"
  [
    /\bits\b(?= (back|not|still|on|off|out|been|going|leaking|dripping|working|broken|fine|ok|okay|getting|making|doing|a |the |all|really|so|very|just|totally|kinda|like)\b)/g,
    "it's",
  ],
  // shorthand
  [/\b(tmrw|tmr|tmw|tomm|tomorow|tommorow|tommorrow|2moro|2morrow)\b/g, 'tomorrow'],
  [/\b(2day|tdy|tday)\b/g, 'today'],
  [/\b(xq|porq)\b/g, 'porque'],
  [/\b(2nite|2night|tonite)\b/g, 'tonight'],
  [/\b(btwn|btw(?= \d)|betwn|bween)\b/g, 'between'],
  [/\b(pls|plz|plse)\b/g, 'please'],
  [/\b(aftr|afer|afte)\b/g, 'after'],
  [/\b(bfore|befor|b4)\b/g, 'before'],
  [/\b(mornin|morng|mrning|morn)\b/g, 'morning'],
  [/\b(aftn|afternon|afternnon|arvo)\b/g, 'afternoon'],
  [/\b(evng|evenin)\b/g, 'evening'],
  [/\b(celing|cieling|ceilling)\b/g, 'ceiling'],
  [/\b(thx|thnx|thanx|ty)\b/g, 'thanks'],
  [/\basap\b/g, 'as soon as possible'],
  // not a letter of a word spelled out ("n-g-u-y-e-n")
  [/(?<!\b[a-z][ -])\bu\b(?![ -][a-z]\b)/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\bw\/(?=\s)/g, 'with'],
  [/\bb\/c\b|\bbc\b(?= )/g, 'because'],
  [/\b(abt)\b/g, 'about'],
  [/\b(bf|hubby)\b/g, 'husband'],
  [/\bno prob(lem)?\b/g, 'no problem'],
  [/\bwknds?\b|\bwkend\b/g, 'weekend'],
  [/\bprob\b(?= (next|this|tomorrow|tmrw|sat|sun|mon|tue|wed|thu|fri|not|gonna|the))/g, 'probably'],
  // typed Spanish: "x" for por, "q" for que
  // (not a letter of a word spelled out: "j o a q u i m")
  [/(?<=\s)(?<!\b[a-z] )x(?=\s)(?! [a-z]\b)/g, 'por'],
  [/(?<=\s|^)(?<!\b[a-z] )q(?=\s)(?! [a-z]\b)/g, 'que'],
  [/\b(xq|porq)\b/g, 'porque'],
  [/\b(porfa|porfis|xfa|xfavor)\b/g, 'por favor'],
  [/\b(dsps|dsp|dps|desps|despues)\b/g, 'después'],
  [/\b(tmb|tmbn|tambien)\b/g, 'también'],
  [/\b(mñn|mñna|mna)\b/g, 'mañana'],
  [/(?<=\s|^)pa(?=\s+(el|la|los|las|que|mi|su|mañana|hoy|ver|arreglar|instalar|revisar))/g, 'para'],
  // the recogniser's words for a ceiling and an EV ("a sealing fan", "an e v charger")
  [/\bsealing (?=(fan|fans|light|lights|fixture|is|has|above|in the))/g, 'ceiling '],
  [/\be v\b(?= (charger|charging|plug|outlet))/g, 'ev'],
  [/\bmsg\b/g, 'message'],
  // a chat's Spanish slips: "mñana", "medio dia"
  [/\bm[ñn]ana\b/g, 'mañana'],
  [/\bmedio d[ií]a\b/g, 'mediodía'],
  [/\bdish ?wa(her|sher|hser|sehr|sjer)\b|\bdishwsher\b|\bdiswasher\b/g, 'dishwasher'],
  // weekdays
  [/\bmon\b(?=\.?( |$|,))/g, 'monday'],
  [/\b(tue|tues)\b/g, 'tuesday'],
  [/\bwed\b(?=\.?( |$|,))/g, 'wednesday'],
  [/\b(thu|thur|thurs)\b/g, 'thursday'],
  [/\bfri\b/g, 'friday'],
  [/\bsat\b(?= (am|pm|morning|afternoon|evening|anytime|any time|or|after|before|at|\d)\b|,|$)/g, 'saturday'],
  [/\bsun\b(?= (am|pm|morning|afternoon|evening|anytime|or|after|before|at|between)\b|,|$)/g, 'sunday'],
  // "tmrw am", "fri pm": a day's morning or afternoon (not "10 am")
  [/(?<=(day|tomorrow|today) )am\b/g, 'morning'],
  [/(?<=(day|tomorrow|today) )pm\b/g, 'afternoon'],
  // misspellings of the words the rules need most
  [/\b(toliet|toilette|tiolet|toilit|toilot)(s?)\b/g, 'toilet$2'],
  [/\b(faucit|fawcet|facet|faucett)(s?)\b/g, 'faucet$2'],
  [/\b(eletrician|electrition|electricain|elecrician|electrican)(s?)\b/g, 'electrician$2'],
  [/\b(plummer|plumer)(s?)\b/g, 'plumber$2'],
  [/\b(furnance|furnice)\b/g, 'furnace'],
  [/\b(disposel|dispoal)\b/g, 'disposal'],
  [/\b(dishwaser|dishwahser)\b/g, 'dishwasher'],
  [/\bbraker(s?)\b/g, 'breaker$1'],
  [/\b(recieve|recive)\b/g, 'receive'],
  [/\b(leeking|leakin)\b/g, 'leaking'],
  [/\b(cloged|clogd)\b/g, 'clogged'],
  // one-letter and clipped answers
  [/^\s*(k|kk|okk|okie)\s*[.!]*\s*$/g, 'ok'],
  [/^\s*(yah|yea|yeh|yup+)\b|^\s*ya\s*[.!]*\s*$/g, 'yeah'],
];

// matched whatever the case ("Im", "TMRW"); the rest keeps its capitals, which can mark a name
const PATTERNS = SHORTHAND.map(([pattern, said]) => [new RegExp(pattern.source, 'gi'), said] as const);

/** A typed message written out as it would be said; anything else passes through unchanged. */
export function fromTyped(text: string): string {
  let t = text.replace(/[’‘]/g, "'");
  for (const [pattern, said] of PATTERNS) t = t.replace(pattern, said);
  return t;
}
