import type { ServiceCategory } from '@shared/constants';
import { hazardsIn, type HazardKind } from './hazards';
import { prefilterOf, replaceFound } from './prefilter';
import { nameIn } from './names';
import { digitsFromWords, spokenHouseNumbers } from './phone-numbers';
import { isStreetOnTheMap, streetOnTheMap, soundOf } from './streets';
import { escapeRegExp } from '../../lib/escape-regexp';
import { regExpOf } from '../../lib/regexp-of';
import { withoutAccents } from './wording';
import { CATEGORY_CUES, NOT_COVERED } from './knowledge-base';
import { COUNTY_PLACES, COUNTY_ZIPS, OUT_OF_AREA_PLACES, SHARED_ZIPS, SPLIT_ZIPS } from './service-area';

// the readers of names and numbers live in their own modules; callers take every reader from here
export { nameIn } from './names';
export { phoneIn, spokenPhone } from './phone-numbers';

// Rule-based reading of one utterance. Each function looks for one kind of answer anywhere in the
// sentence, so callers can answer in any order and give several answers at once.

export const normalize = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

const titleCase = (w: string) =>
  w.replace(/(^|[-' ])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toLocaleUpperCase('en-US'));

const bare = (text: string) =>
  normalize(text)
    .replace(/[.,!?;:¿¡]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const YES =
  /^(yes|yeah|yep|yup|ya|y(?=[\s!.]*$)|yy|ye|yea|yass?|sure|correct|right|exactly|ok|okay|perfect|mhm+|mm+[- ]?hm+|uh[- ]?huh|sip|simón|simon|ajá|aja|you got it|yes ma'am|yes sir|sí|si|claro|listo|affirmative|absolutely|definitely|that's (right|correct|it|fine|good|perfect)|that is (right|correct)|sounds (good|great|right)|looks good|it did|it worked|that (did it|worked|fixed it|works)|all good|works( for me| for us| fine)?|good|all right|alright|that's the one|that's the number)(?![\p{L}\d])/u;
// "great, yes", "wonderful": glad words said alone, or with a yes
const GLAD_YES = /^(great|awesome|wonderful|lovely|fantastic|excellent)[\s,.!]*((yes|yeah|yep|yup)[\s,.!]*)?$/;
// ("no idea where the shutoff is… yes, all correct": "no idea", "no worries" answer no question)
const NO =
  /^(no(?! (idea|clue|worries|problem)\b)|nope|nah|not really|negative|wrong|incorrect|that's (wrong|not right|incorrect)|it didn't|didn't work|that didn't|it did not|still (not|no|doesn't|won't|isn't)|not quite|actually)\b/;

// agreement said after some hesitation: "wait, hmm, actually... never mind, that's fine"
const YES_ANYWHERE =
  /\b(that's (fine|right|correct|good|perfect|it|me)|(line|phone|number),? (it's|its|that's|it is) (fine|ok|okay|good)|that's (my|our) (number|cell|phone|cell phone)\s*[.!]?\s*$|that's (my|our|the) (cell|mobile|number|home phone|landline|house phone)\b,? (yes|yeah|yep)\b|(that|this|the|my) number('s| is) (good|fine|right|correct|ok|okay)|(?<!no )es mi n[úu]mero|that is (fine|right|correct)|sounds good|works for me|never mind|keep (it|that|them)|you got it|all correct|all good|((those|these|the|both|the two) )?(times|windows|ones) (are|look|sound|work) (fine|good|great|ok|okay|right|perfect|for me)|(those|these|they|both) ((are|look|sound|work) (fine|good|great|ok|okay|right|perfect|for me)|work))\b/;

// what comes before an answer and is none: "oh sorry, yes", "¿mande? ah sí"
const LEADING_FILLERS =
  /^((oh|um+|uh+(?![- ]?huh)|er+|ah+|eh|ay|well|sorry|hmm+|mm+(?![- ]?hm)|so|mande|qu[ée]|oops|huh|what)\s+)+/;

/** An answer's words, without the fillers before it. */
const answerOf = (text: string) => bare(text).replace(LEADING_FILLERS, '');

export function isYes(text: string) {
  const t = answerOf(text);
  // "oh is that my number? yes dear": a yes may open the second sentence
  const laterYes = text
    .split(/[.?!]+\s*/)
    .slice(1)
    .some((sentence) => YES.test(answerOf(sentence)));
  return (YES.test(t) || YES_ANYWHERE.test(t) || GLAD_YES.test(t) || laterYes) && !NO.test(t);
}
export function isNo(text: string) {
  return NO.test(answerOf(text));
}

// what happened after the fix, each way; the last said wins ("yeah I flipped it back on, it just trips again"; "the
// breaker's fine… the dishwasher's just dead"; "it was tripped, I flipped it back and it's on again. that did it")
const FIX_FAILED =
  /\b(didn't(?! (know|realize|realise|think|expect|notice))|did not(?! (know|realize|realise|think|expect|notice))|doesn't|does not|don't|still|no luck|not working|won't|wont|nothing happened|nothing|no change|keeps|same thing|same problem|already (tried|did|checked|done)|tried (that|it|all)|did that|checked (that|it|everything)|i checked|so it's the|no dice|didn't help|did nothing|(trip\w*|off|out|stopp\w*|died|quit|shuts? off|cuts? out)( right)? again|goes out|went out|go(es)? off|dies|died|dead|no power|not (on|lit|coming on|turning on)|isn't|is not|until|for a (minute|second|sec|bit|while|few (minutes|seconds))|then (it )?(trips|goes|dies|stops|shuts|stopped|quit|died|shut off))\b/g;
const FIX_WORKED =
  /\b(fixed|worked|solved|working (again|now)|lit up|that was it|that's all i needed|(coming|came|come) (right )?on again|(it's|is|'s) coming on|(it's|it is|now it's|its) (working|running|going|heating|draining|flushing|spinning|turning|cooling|blowing)|it's back on|(it's|it is|power's|everything's|they're|they are) back(?! (to|in|there|here|up))|came (right |back |right back )?on|power's back|that did it|it works( now)?|works now|everything('s| is)? (works|working)|all good now|fine now|good now|(works|working|runs|running) too|we're good|back to normal|(is|it's|'s|are|they're) (on|back on|running|going) again|(it's|is) (on|running|going|working) now|(can |i |we )hear (it|the \w+) (going|running|kick(ing|ed|s)? on|click(ing|ed|s)? on|start(ing|ed|s)? up)|(the )?(screen|display|power|lights?|heat|hot water)( is| are|'s| came| come) back\b(?! (to|in|there|here|up))|(running|going|lit|heating|draining|flushing|beeping|humming|blowing|spinning|cooling|grinding|whirring|kicking on|clicking on) (again|now)|(?<!\b(?:to|at|back|from|for) )(works?|runs?|turns? on|comes? on|spins?) again|\b\w+'s (running|working|going|grinding|spinning|heating)\b(?! (but|slow|weird|rough|and then))|(has|have) started( up)?( again)?|(heat|heater|furnace|ac|fan|compressor|boiler|burner|it) (just |finally )?(kicked|clicked|fired) (back )?(on|up)|(screen|display) is (showing|on|back)|stay(s|ed|ing)? (lit|on)|got it (lit|going|working)|(don't|do not|won't|no longer) need (anyone|anybody|someone|somebody|a pro|an? \w+|the \w+)|no need (for|to send) (anyone|anybody|someone|a \w+|an \w+))\b/g;
// "yeah it stopped", "the dripping finally quit", "the smell's already fading": the trouble itself stopped or is going
// ("then it stopped" is the machine quitting)
export const TROUBLE_STOPPED =
  /\b(the )?(smell|odou?r|stink|noise|sound|dripping|drip|leak|hum|buzz)('s| is| has)? (already |finally |mostly |pretty much )?(fading|gone|going away|went away|much better|a lot better|clearing( out| up)?)\b|(?<!\b(?:then|until|before|when)\s)(?<!\b(?:second|sec|minute|bit|moment|while) and\s)\b(it|that|the (noise|running|water|leak|leaking|drip|dripping|beeping|chirping|hissing|sound|humming|buzzing|banging))( finally| just| has| now)? (stopped|quit)(?= *(?:$|[.,!;]|now\b|thanks?\b|thank you\b|gracias\b|finally\b|yay\b|lol\b|wow\b|okay\b|ok\b|cool\b|great\b|awesome\b))/;
const TROUBLE_STOPPED_ALL = new RegExp(TROUBLE_STOPPED.source, 'g');
const lastAt = (pattern: RegExp, t: string, keep: (at: number) => boolean = () => true) =>
  [...t.matchAll(pattern)].map((m) => m.index).findLast(keep) ?? -1;

/** "It worked" versus "still nothing": the caller's verdict on a suggested fix. */
export function fixVerdict(text: string): 'solved' | 'unsolved' | undefined {
  // ("hair dryer works!!": said with joy, it works now)
  const t = bare(text.replace(/(?<=\w )works( now| again)?\s*!+/gi, 'works now '));
  // "it's not fixed", "never worked": a sign of success said in the negative is one of failure
  const negated = (at: number) => /\b(not|n't|never|no)\s+(\w+\s+)?$/.test(t.slice(Math.max(0, at - 16), at));
  const failed = Math.max(lastAt(FIX_FAILED, t), lastAt(FIX_WORKED, t, negated));
  const worked = Math.max(
    lastAt(FIX_WORKED, t, (at) => !negated(at)),
    lastAt(TROUBLE_STOPPED_ALL, t),
  );
  if (failed >= 0 || worked >= 0) return failed > worked ? 'unsolved' : 'solved';
  if (NO.test(t)) return 'unsolved';
  // a bare "yes" says it worked; a "yes" that goes on about something else ("sip, it's plugged in and the iron works
  // in that outlet…") says nothing either way, and the question is asked again
  if (YES.test(t) && t.split(' ').length <= 4) return 'solved';
  return undefined;
}

export function isRefusal(text: string) {
  return /\b(rather not|prefer not|don't want to (say|give|share)|not comfortable|won't (say|give)|none of your|skip (it|that)|no thanks|i'd rather not|not telling)\b/.test(
    bare(text),
  );
}

/** The hazards one utterance describes on its own (see hazards.ts). */
export function emergenciesIn(text: string): HazardKind[] {
  return hazardsIn(text, text);
}

// "not a plumber", "it's not the furnace", "nothing's leaking": the thing named is NOT what the caller needs
// ("no hot water" is the problem itself, so a bare "no" does not count)
const NEGATED =
  /\b(not (a |an |the |my |our )|isn't (a |an |the |my )|don't need (a |an |the )?|doesn't need (a |an |the )?|nothing's |nothing is |instead of (a |an |the )?|rather than (a |an |the )?|never mind the )$/;
const negated = (t: string, at: number) => NEGATED.test(t.slice(Math.max(0, at - 24), at));
// a question about which trade it is: one asked with its question mark ("¿eso lo arregla un electricista?", "Plumbing I
// assume?"), or said the way a question is ("do I need a plumber or an electrician or what", "is that a yard thing")
// (a sentence with its question mark is read from its start: matching from every character of a long sentence
// without one cost time squared)
const TRADE_QUESTION =
  /(?:^|(?<=[.!?¿]))[^.!?¿]*\?|\b(is (that|it|this)|would (that|it) be|do i need|should i (call|get)|who (fixes|does|handles|would)|not sure (if|whether|who)|i don'?t know (if|whether|who)|or is (that|it)|(eso|esto) lo (arregla|hace|ve)|es para (un|una)|(ocupo|necesito) (un|una)?\s*\w+ o)\b[^.!?]{0,80}/g;
/** Where a text wonders about a trade: the spans of its questions, read once per text. */
const questionsIn = (t: string) =>
  [...t.matchAll(TRADE_QUESTION)].map((q) => [q.index, q.index + q[0].length] as const);
// "the garbage disposal runs fine"
const WORKS_FINE =
  /^,?\s*(?:\w+\s+)?(?:still\s+|itself\s+)?(?:runs|works|is working|is running|seems|is|are|'s|spins|drains)\s+(?:just\s+|totally\s+|perfectly\s+|completely\s+)?(?:fine|ok|okay|good|great|normal(?:ly)?)\b/;
const saidToWork = (t: string, end: number) => WORKS_FINE.test(t.slice(end, end + 40));

// "the door sticks, but the real thing is the furnace", "lo principal es que el calentón no prende": of two problems,
// the one the caller puts first in importance is the trade
const MAIN_CONCERN_ONCE =
  /\b(what (really )?needs (doing|fixing|done|to be (done|fixed))|more importantly|most importantly|the real (thing|problem|issue)|the main (thing|problem|issue)|what i (really |actually |mostly )?need (first|most|now|today)?|what (really )?matters|the bigger (thing|problem|issue)|the urgent (thing|one)|lo (m[áa]s )?importante|lo principal|lo que (m[áa]s )?urge|lo que (m[áa]s )?necesito|what i really need|if you can only do one|the one (that's )?(driving me (crazy|nuts)|bugging me|that matters))\b/;
// "last winter a pipe burst under the sink, the plumber fixed it… I want someone to rebuild the cabinet floor": after a
// story of what happened before, what the caller asks for now is the job
const PAST_STORY =
  /\b(last (year|winter|summer|spring|fall|month|week)|(years?|months?|weeks?) ago|back in|in (january|february|march|april|may|june|july|august|september|october|november|december)|el año pasado|el invierno pasado|en (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)|hace (un|una|dos|tres|unos|unas|varios|\d+) (años?|meses|semanas?))\b/;
const ASKED_NOW =
  /\b(i (want|need|'d like|would like) (someone|somebody|a pro|you guys|you) to|(quiero|queremos|necesito|ocupo) que (alguien )?(me |nos )?\S+)/;
// (a pattern that may start anywhere, read only when its words are there)
const TAKEN_BACK_AT_ONCE = /[\w' ]{1,25},\s*no,\s*(?=(my|the|our|a|it's|actually)\b)/g;
function mainConcernOf(said: string): string {
  // "my back fence, no, my yard": what the caller corrected in the same breath is not the problem
  const t = replaceFound(said, TAKEN_BACK_AT_ONCE, ' ');
  const main = MAIN_CONCERN_ONCE.exec(t);
  if (main) return t.slice(main.index);
  const story = PAST_STORY.exec(t);
  const asked = story && ASKED_NOW.exec(t.slice(story.index));
  return asked ? t.slice(story.index + asked.index) : t;
}

// "there are no outlets near the water", "nothing electrical close to it": a reassurance, not the trade needed
const NOTHING_NEARBY =
  /\b(there (are|is|'s|were|was)|there's) (no|not any|nothing)\b[^.,;]{0,40}?\b(near|close to|around|next to|by)\b[^.,;]*|\bnothing('s| is)? (near|close to|next to|by) (any|the|an?)\b[^.,;]*|\bnothing (electrical|electric|plugged in)\b[^.,;]{0,20}\b(near|close to|around|by)\b[^.,;]*/g;
// "a tv mounted on drywall": the wall something goes on, not a drywall job
const ON_DRYWALL =
  /\b((?:mount\w*|hang\w*|hung|anchor\w*|screw\w*|put up)\b[^.,;]{0,40}?\b(?:on|into|to|in) (?:the |my |our )?)dry ?wall\b/g;
// "an electrician replaced that outlet back then": a trade that came before is not the one needed now
// (a trade that did damage names no job for its trade: "our gardener ran over the sewer cleanout with the mower" is the
// plumber's; only the doer is left out, not the thing damaged)
const TRADE_IN_THE_PAST =
  /\b(replaced|fixed|repaired|installed|rewired|inspected|checked|done) by (an?|the|my|our) (electrician|plumber|handyman|painter|carpenter|landscaper|gardener)\b[^.,;]*?(?=\b(but|now|and now|yet)\b|[.,;]|$)|\b(had|got) (an?|the) (electrician|plumber|handyman|painter|carpenter|landscaper|gardener) (come( out)?|replace|fix|install|look at|check|do|rewire|repair)\b[^.,;]*?(?=\b(but|now|and now|yet)\b|[.,;]|$)|\b((an?|the|my|our) )?(electrician|plumber|handyman|painter|carpenter|landscaper|gardener|hvac (tech|technician|guy)|appliance (tech|technician|guy))\b (already |just )?(replaced|fixed|repaired|installed|came( out)?|did|was here|put in|rewired|looked at|checked|cut|cut in|cut into|opened( up)?|worked on)\b[^.,;]*?(?=\b(but|now|and now|yet)\b|[.,;]|$)|\b((an?|the|my|our) )?(electrician|plumber|handyman|painter|carpenter|landscaper|gardener|yard guy|mow(er|ing) guy)\b (accidentally |just )?(ran over|hit|broke|cracked|knocked|damaged|backed into|mowed over|snapped|nicked)\b/g;

/** The trade of what was said; `explicit` when the caller named it outright, `asked` when they only wondered about one. */
type TradeSaid = { category: ServiceCategory; explicit: boolean; asked?: true };

/**
 * The category a description points to, by weight of evidence (see CATEGORY_CUES), and whether the caller named the
 * trade outright. A trade or a cue said with a negation ("handyman, not a plumber", "it's not the furnace, it's the
 * water heater") counts against it, and such a correction settles the category like a named trade.
 */
export function categoryIn(text: string): TradeSaid | undefined {
  const whole = normalize(text);
  // "oh wait, actually it's the dishwasher not the sink": the thing the caller puts right settles the trade
  const putRight =
    /\b(?:actually|no|wait|sorry|mejor)\b[^.]{0,20}?\b(?:it's|its|it is|es)\s+(?:the |my |a |our |el |la |mi )?([a-z' ]{2,25}?)\s*,?\s+not\s+(?:the |my |a |our |el |la |mi )?[a-z]+/.exec(
      whole,
    );
  // "not the heater of the house, it's the water heater": the wrong thing, then the right one
  const notThenRight =
    /\bnot (?:the |my |a |our |el |la |mi )?([a-z' ]{2,30}?),? (?:it's|its|it is) (?:the |my |a |our |el |la |mi )?([a-z' ]{2,30})/.exec(
      whole,
    );
  // "scratch the fan. what really needs doing is the railing": what the caller turns to after dropping the first
  const dropped = /\b(scratch|forget( about)?|never ?mind|cancel|skip) (that|the \w+)\b/.exec(whole);
  const instead = dropped && categoryOf(whole.slice(dropped.index + dropped[0].length));
  // "tengo el lavaplatos tapado, o sea el fregadero de la cocina": the thing the caller says they mean, in a few words
  const meant =
    /\b(?:i mean|o sea)\b,?\s+(?:the |my |a |our |el |la |mi )?((?:[a-z']+ ){0,2}[a-z']+)(?=\s*[,.;]|\s+(?:de|in|of|en)\b|\s*$)/.exec(
      whole,
    );
  const rightOne =
    (putRight && categoryOf(putRight[1]!)) ||
    (notThenRight && categoryOf(notThenRight[2]!)) ||
    instead ||
    (meant && categoryOf(meant[1]!));
  if (rightOne) return { category: rightOne.category, explicit: true };
  const main = mainConcernOf(whole);
  // "the sink is clogged… and also, while you're here, a window that won't close": the first problem is the call's
  const first = main === whole ? whole.split(SECOND_PROBLEM)[0]! : main;
  return (first === whole ? undefined : categoryOf(first)) ?? categoryOf(whole);
}
// (a pattern that may start anywhere, read only when its words are there)
const WORRY_PUT_ASIDE =
  /[^.,;]{0,80}\bso (we're|i'm|we are|i am|nobody's|no one's) not worried about (that|it|those|them)\b/g;
const SECOND_PROBLEM =
  /\b(?:and also|also,? while|while (?:you're|you are|they're) (?:here|there|at it)|y tambi[ée]n|tambi[ée]n aprovechando|aprovechando)\b/;

function categoryOf(
  said: string,
  // "the garbage disposal runs fine": a thing said to work is not the one to fix, unless it is the only one named
  // ("his furnace is working fine, but it rattles")
  leaveOutWorking = true,
): TradeSaid | undefined {
  const story = said
    .replace(NOTHING_NEARBY, ' ')
    .replace(TRADE_IN_THE_PAST, ' ')
    .replace(ON_DRYWALL, '$1wall')
    // "no leaking inside, it's all dry": a leak said not to be there
    .replace(/\b(no|not|isn't|nothing('s| is)?) (leaks?|leaking|dripping|coming in)( inside| in)?( yet)?\b/g, ' ')
    // "my dad already checked the thermostat and the breaker": what was checked is not what needs the work; "back in
    // the big storms in 2023 our living room flooded": a story from years ago
    .replace(
      /\b(already )?(checked|tried|reset|flipped|changed|replaced) (the |our |my |his |her )?(thermostat|breakers?|batteries|filter|gfci)( and (the |our |my )?(thermostat|breakers?|batteries|filter|gfci))?\b/g,
      ' ',
    )
    // ("thermostat has fresh batteries, breaker is on": what was found fine is not the trade either)
    .replace(
      /\b(the )?(breakers?|fuses?|gfci|thermostat|power)('s| is| are| has| have)? (on|fine|ok|okay|good|not tripped|got (fresh|new) batteries|(fresh|new) batteries)\b/g,
      ' ',
    )
    .replace(/\bback in\b[^.]*?\b(19|20)\d\d\b[^.]*/g, ' ');
  // "he drained the pipes so we're not worried about that": a worry put aside
  const t = replaceFound(story, WORRY_PUT_ASIDE, ' ')
    // "the sink backs up into the other side when the dishwasher runs": the machine said as when, not what
    .replace(
      /\b(when|whenever|every time) (the |my )?(dishwasher|washer|washing machine) (runs|is running|drains|is draining)\b/g,
      ' ',
    )
    // "new baseboards, primed or painted": a finish to choose is no painting job
    .replace(/\b(pre-?)?primed or (painted|stained)\b|\b(painted|stained) or (pre-?)?primed\b/g, ' ')
    // "a smell like hot dust or fresh paint": what a smell was like is no job
    .replace(/\b(smell\w*|odou?r)\b[^.]{0,15}\blike\b[^.,;]{0,30}\b(paint|varnish|dust|new car|plastic)\b/g, ' smell ')
    // "a hot-paint kind of smell" (the coating of a new furnace burning off): a smell, no paint job
    .replace(/\b(hot[- ])?(paint|varnish|new car|plastic)[- ](kind of |sort of )?(smell|odou?r)\b/g, ' smell ')
    // "do you do irrigation, or is that a plumber thing?": a trade wondered about is not named
    .replace(
      /\b(or )?(is (that|it|this)|would (that|it) be) (a|an) (plumber|plumbing|electrician|electrical|handyman|painter|carpenter|landscaper|landscaping|yard|garden|gardening|heating|hvac|appliance) (thing|job|issue|question|problem)\b/g,
      ' ',
    );
  let best: { category: ServiceCategory; explicit: boolean; score: number; firstAt: number } | undefined;
  // a covered trade the caller wonders about ("a painter, or a drywall person, or a roofer?")
  let asked = false;
  let questions: (readonly [number, number])[] | undefined;
  let corrected = false;
  for (const { category, trade, cues, prefilter } of CATEGORY_MATCHERS) {
    if (prefilter && !prefilter.test(t)) continue;
    let score = 0;
    let explicit = false;
    // a tie goes to the trade the caller mentioned first ("the furnace quit… I checked the breaker")
    let firstAt = Infinity;
    for (const m of matchesOf(t, trade)) {
      firstAt = Math.min(firstAt, m.index);
      if (negated(t, m.index)) score -= 10;
      // "is that an electrician or the heating people?": a trade the caller wonders about weighs as a clue, and what
      // they describe decides
      else if ((questions ??= questionsIn(t)).some(([from, to]) => from <= m.index && m.index < to)) {
        score += 3;
        asked = true;
      } else {
        score += 10;
        explicit = true;
      }
    }
    for (const { cue, weight } of cues) {
      const matches = matchesOf(t, cue).filter((m) => !leaveOutWorking || !saidToWork(t, m.index + m[0].length));
      if (!matches.length) continue;
      firstAt = Math.min(firstAt, matches[0]!.index);
      if (matches.every((m) => negated(t, m.index))) {
        score -= weight;
        corrected = true;
      } else score += weight;
    }
    if (score > 1 && (!best || score > best.score || (score === best.score && firstAt < best.firstAt)))
      best = { category, explicit, score, firstAt };
  }
  if (!best) return leaveOutWorking ? categoryOf(said, false) : undefined;
  const explicit = best.explicit || corrected;
  return { category: best.category, explicit, ...(asked && !explicit ? { asked: true as const } : {}) };
}

// every cue once as it is (for a quick test: most cues are not in a given sentence) and once global (for its matches)
type Matcher = { once: RegExp; all: RegExp };
const matcher = (re: RegExp): Matcher => ({ once: re, all: new RegExp(re.source, `${re.flags.replace('g', '')}g`) });
const CATEGORY_MATCHERS = CATEGORY_CUES.map(({ category, trade, cues }) => ({
  category,
  trade: matcher(trade),
  cues: cues.map(([cue, weight]) => ({ cue: matcher(cue), weight })),
  // a trade none of whose words is in the sentence scores nothing: its cues are not read
  prefilter: prefilterOf([trade, ...cues.map(([cue]) => cue)]),
}));
// matchAll copies the global pattern, so the shared one keeps its lastIndex at 0
const matchesOf = (t: string, { once, all }: Matcher) => (once.test(t) ? [...t.matchAll(all)] : []);

/** A trade Earl does not cover yet ("my roof leaks", "we have termites"), unless a covered trade is named outright. */
export function uncoveredTradeIn(text: string): string | undefined {
  const t = normalize(text);
  const covered = categoryIn(text);
  if (covered?.explicit || covered?.asked) return undefined;
  return NOT_COVERED.find((n) => n.cues.test(t))?.trade;
}

const PROBLEM_WORDS =
  /\b(broke|broken|leak|won't|will not|doesn't|isn't|not working|stopped|stuck|clog|trip|smell|spark|burst|flood|need|install|replace|repair|fix|hang|mount|drain|noise|making|no heat|no power|cracked|loose|dripping|overflow|backed up)\w*/;

/** The words of the utterance that describe the problem, turned from "my heater" into "the heater" for the summary. */
// a name's letters as said or typed: with or without accents
const LOOSE_LETTERS: Record<string, string> = { a: '[aá]', e: '[eé]', i: '[ií]', o: '[oó]', u: '[uúü]', n: '[nñ]' };
const looseLetter = (c: string) => LOOSE_LETTERS[c.normalize('NFD').charAt(0).toLowerCase()] ?? escapeRegExp(c);

/** "hi this is frank costa my toilet wont stop running": the introduction of `name` cut out, what is around it kept. */
function withoutIntroduction(clause: string, name: string): string[] {
  const said = name
    .split(/\s+/)
    .map((word) => [...word].map(looseLetter).join(''))
    .join('[\\s,.-]+');
  const at = regExpOf(
    `(?:\\b(?:this is|my name is|my name's|i'm|i am|it's|soy|me llamo)\\s+)?(?<!\\p{L})${said}(?!\\p{L})`,
    'iu',
  ).exec(clause);
  // (a name not found as written is left in, and the clause with it, as before)
  if (!at) return [clause];
  return [clause.slice(0, at.index), clause.slice(at.index + at[0].length)]
    .map((piece) => piece.trim())
    .filter(Boolean);
}

export function problemIn(text: string, loose: boolean): string | undefined {
  const clauses = text
    .split(/[.!?;]+|,\s+|\s+(?:and|but|also)\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
  const describes = (c: string) => {
    const t = normalize(c);
    return (categoryIn(c) || PROBLEM_WORDS.test(t) || emergenciesIn(c).length > 0) && !/^\d{3}\b/.test(t);
  };
  const describing = clauses.filter(describes).flatMap((c) => {
    const name = nameIn(c, false);
    return name ? withoutIntroduction(c, name).filter((piece) => describes(piece) && !nameIn(piece, false)) : [c];
  });
  const chosen = describing.length ? describing : loose && bare(text).split(' ').length >= 2 ? [text] : [];
  if (!chosen.length) return undefined;
  const sentence = chosen
    .map((c) =>
      c
        .replace(/^(hi|hello|hey|yes|yeah|so|um|uh|well|okay|ok|and|oh)\b[,!.]?\s*/gi, '')
        .replace(
          /^(i'm calling (because|about)|i am calling (because|about)|i think|i need help (because|with)|the problem is( that)?|it's that|basically)\s+/i,
          '',
        )
        .replace(/^(hi|hello|hey|so|um|uh|well)\b[,!.]?\s*/gi, ''),
    )
    .filter(Boolean)
    .join(', ')
    .replace(/\b(my|our)\b/gi, 'the')
    // speech recognition writes "i" as often as "I"
    .replace(/\bi'm\b/gi, "they're")
    .replace(/\bi've\b/gi, "they've")
    .replace(/\bi'd\b/gi, "they'd")
    .replace(/\bi'll\b/gi, "they'll")
    .replace(/\bi was\b/gi, 'they were')
    .replace(/\bi\b/gi, 'they')
    .replace(/\bme\b/gi, 'them')
    .replace(/[.!?\s]+$/, '')
    .trim()
    // "I need a handyman to hang a door" says the trade, which the summary names anyway: keep "to hang a door"
    .replace(
      /^(they |we )?(need|needs|want|wants|would like|'d like|are looking for|am looking for)\s+(someone|somebody|a pro|a plumber|an electrician|a handyman|an appliance (repair )?(technician|person)|help)?\s*/i,
      '',
    )
    .trim();
  if (!sentence) return undefined;
  const capped = sentence.length > 200 ? `${sentence.slice(0, 197).replace(/\s+\S*$/, '')}...` : sentence;
  return capped.charAt(0).toLowerCase() + capped.slice(1);
}

const STREET_SUFFIXES: Record<string, string> = {
  street: 'St',
  st: 'St',
  avenue: 'Ave',
  ave: 'Ave',
  // typed short ("527 branciforte av")
  av: 'Ave',
  road: 'Rd',
  // the recogniser's "rode"
  rode: 'Rd',
  rd: 'Rd',
  drive: 'Dr',
  dr: 'Dr',
  lane: 'Ln',
  ln: 'Ln',
  way: 'Way',
  court: 'Ct',
  ct: 'Ct',
  boulevard: 'Blvd',
  blvd: 'Blvd',
  place: 'Pl',
  pl: 'Pl',
  circle: 'Cir',
  cir: 'Cir',
  highway: 'Hwy',
  hwy: 'Hwy',
  terrace: 'Ter',
  ter: 'Ter',
  parkway: 'Pkwy',
  pkwy: 'Pkwy',
  trail: 'Trl',
  loop: 'Loop',
  path: 'Path',
  row: 'Row',
  alley: 'Aly',
  grade: 'Grade',
};

// every suffix word, as said and as written ("avenue", "ave", "Ave")
const SUFFIX_WORDS = new Set([
  ...Object.keys(STREET_SUFFIXES),
  ...Object.values(STREET_SUFFIXES).map((s) => s.toLowerCase()),
]);
/** Whether a word is a street suffix, said or abbreviated ("Road", "rd.", "Ave,"). */
export const isStreetSuffix = (word: string) => SUFFIX_WORDS.has(word.toLowerCase().replace(/[.,]+$/, ''));

export type Area =
  { kind: 'in'; city: string } | { kind: 'out'; place: string } | { kind: 'ask-community' } | { kind: 'unknown' };

const byLength = (names: string[]) => [...names].sort((a, b) => b.length - a.length);
const COUNTY_NAMES = byLength(COUNTY_PLACES.map((p) => p.name));
const OUTSIDE_NAMES = byLength(OUT_OF_AREA_PLACES);
// each place's pattern built once (areaIn looks for every place in every utterance)
const placePatterns = new Map<string, RegExp>();
const placePattern = (name: string) => {
  let pattern = placePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\b${name.toLowerCase().replace(/ /g, '\\s+')}\\b`);
    placePatterns.set(name, pattern);
  }
  return pattern;
};

// the suffixes that make a town's name, or a word said before one, part of a street ("Soquel Drive", "Old Santa Cruz
// Highway")
const SUFFIX_AFTER_A_NAME =
  'street|st|avenue|ave|road|rd|drive|dr|lane|ln|way|boulevard|blvd|grade|highway|hwy|expressway|parkway';
const STREET_NAMED_AFTER_A_PLACE = new RegExp(
  `\\b(${[...COUNTY_NAMES, ...OUTSIDE_NAMES].map((n) => n.toLowerCase().replace(/ /g, '\\s+')).join('|')})\\s+(${SUFFIX_AFTER_A_NAME})\\b`,
  'g',
);
const SUFFIX_NEXT = new RegExp(`^\\s+(${SUFFIX_AFTER_A_NAME})\\b`);
const SUFFIX_TWO_WORDS_ON = new RegExp(`^\\S+\\s+\\S+\\s+(${SUFFIX_AFTER_A_NAME})\\b`, 'i');

/** The place named first ("it's Soquel, not Capitola" names Soquel), longer names before the shorter ones inside them. */
// (most of what callers say names no place: one pattern rules a whole list out before its names are looked for)
const placesPrefilter = new WeakMap<string[], RegExp | undefined>();
function firstPlaceIn(names: string[], t: string): string | undefined {
  if (!placesPrefilter.has(names)) placesPrefilter.set(names, prefilterOf(names.map(placePattern)));
  if (placesPrefilter.get(names)?.test(t) === false) return undefined;
  return names
    .map((name) => ({ name, at: t.search(placePattern(name)) }))
    .filter(
      ({ at }) =>
        at >= 0 && !/\b(not|isn't|instead of|rather than)\s+(in\s+)?$/.test(t.slice(Math.max(0, at - 20), at)),
    )
    .sort((a, b) => a.at - b.at || b.name.length - a.name.length)[0]?.name;
}

// Town names as a speech recogniser may mishear them ("sokel", "santa cruise", "ben lomand"): compared by how they
// sound, one letter apart at most, and only names long enough not to be mistaken for everyday words.
const sound = (words: string) =>
  words
    .replace(/qu/g, 'k')
    .replace(/ck|c/g, 'k')
    .replace(/z/g, 's')
    .replace(/ph/g, 'f')
    .replace(/e\b/g, '')
    .replace(/(\w)\1/g, '$1')
    // ("corral it toes": a letter doubled across the recogniser's pieces is one)
    .replace(/\s+/g, '')
    .replace(/(\w)\1/g, '$1');
const consonantsOf = (sounded: string) => sounded.replace(/[aeiouy']/g, '').replace(/(\w)\1/g, '$1');
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, y: string) =>
    x.slice(i + 1) === y.slice(i + 1) || x.slice(i + 1) === y.slice(i) || x.slice(i) === y.slice(i + 1);
  return i >= Math.min(a.length, b.length) || rest(a, b);
}
const COUNTY_SOUNDS = COUNTY_NAMES.map((name) => ({
  name,
  sound: sound(name.toLowerCase()),
  // as a Spanish speaker or the recogniser says it ("bonnie dune", "boni dun")
  voiced: soundOf(name).replace(/ /g, ''),
  skeleton: consonantsOf(sound(name.toLowerCase())),
  words: name.split(' ').length,
}));
/** The words of a lower-cased text, letters and apostrophes only. */
const lettersWordsOf = (t: string) =>
  t
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
function placeHeardAs(t: string): string | undefined {
  const words = lettersWordsOf(t);
  for (const { name, sound: target, voiced, skeleton, words: n } of COUNTY_SOUNDS) {
    if (target.length < 5) continue;
    // the recogniser may cut a town in pieces: "cap a tola", "app toss", "watson vill"
    for (let size = n; size <= n + 2; size++)
      for (let i = 0; i + size <= words.length; i++) {
        const said = words.slice(i, i + size).join(' ');
        const heard = sound(said);
        const voicedHeard = soundOf(said).replace(/ /g, '');
        if (heard === target || oneEditApart(heard, target)) return name;
        if (voicedHeard === voiced || (voiced.length >= 6 && oneEditApart(voicedHeard, voiced))) return name;
        // ("coral eaters": the consonants of a long name, one apart; "ben lowman": a final d the recogniser dropped)
        const bones = consonantsOf(heard);
        const matches = (target: string) =>
          target.length >= 5 &&
          bones.slice(0, 2) === target.slice(0, 2) &&
          bones.at(-1) === target.at(-1) &&
          oneEditApart(bones, target);
        if (matches(skeleton) || (skeleton.endsWith('nd') && matches(skeleton.slice(0, -1)))) return name;
      }
  }
  return undefined;
}

// the places just over the county line a recogniser may mishear ("pa haro", "wats in ville" is the county's own)
const OUTSIDE_SOUNDS = OUTSIDE_NAMES.filter((name) => name.replace(/ /g, '').length >= 6).map((name) => ({
  name,
  sound: sound(withoutAccents(name.toLowerCase())).replace(/j/g, 'h'),
  words: name.split(' ').length,
}));
function outsideHeardAs(t: string): string | undefined {
  const words = lettersWordsOf(t);
  for (const { name, sound: target, words: n } of OUTSIDE_SOUNDS)
    for (let size = n; size <= n + 1; size++)
      for (let i = 0; i + size <= words.length; i++) {
        const heard = sound(words.slice(i, i + size).join(' ')).replace(/j/g, 'h');
        if (heard === target) return name;
      }
  return undefined;
}

const PLACE_NAMED_BUSINESS =
  /\b(?:with|from|at|for) (?:the )?(?:[a-z]+ ){1,2}(?:property management|properties|realty|real estate|rentals|apartments|management|plumbing|electric|construction|builders|homes|company|co|inc|llc)\b/g;

/** Which side of the county line a spoken place or ZIP falls on (see the notes in service-area.ts). */
export function areaIn(text: string, orHeardAs = false): Area | undefined {
  // "Pájaro", "Capítola": the places are matched as written in the data, without accents
  const t = withoutAccents(normalize(text))
    .replace(/\bsanta cruz county\b/g, 'the county')
    // a place name before a street suffix is a street ("1200 Soquel Drive", "Capitola Road"), not the town
    .replace(STREET_NAMED_AFTER_A_PLACE, ' a street ')
    // "castro ville", "watson ville": the recogniser's town in two words
    .replace(/\b([a-z]{4,}) ville\b/g, '$1ville')
    // "aquí en Watson": Watsonville as its people shorten it
    .replace(/\b(en|in|at|de|from|to|para|aqu[ií] en) watson\b(?!ville)/g, '$1 watsonville')
    // "two eighteen playa boulevard la selva": La Selva Beach as its people shorten it
    .replace(/\bla selva\b(?! beach)/g, 'la selva beach')
    // "Janelle with Seaside Property Management": a business named after a place is no place
    .replace(PLACE_NAMED_BUSINESS, ' a business ');
  const outside = firstPlaceIn(OUTSIDE_NAMES, t);
  // a misheard town is looked for only where a town is expected (an address just asked for or said)
  const county = firstPlaceIn(COUNTY_NAMES, t) ?? (outside || !orHeardAs ? undefined : placeHeardAs(t));
  // "two twelve salinas road in pa haro": a place outside the county, misheard, where a town is expected
  const outsideHeard = !county && !outside && orHeardAs ? outsideHeardAs(t) : undefined;
  if (outsideHeard) return { kind: 'out', place: outsideHeard };
  if (county && (!outside || outside === 'Los Gatos')) return { kind: 'in', city: county };
  if (outside) return { kind: 'out', place: outside };
  // "nine five zero one zero", "nueve cinco cero uno nueve": a ZIP said digit by digit
  const zip =
    /\b(9\d{4})\b/.exec(t)?.[1] ??
    // "nine five zero one nine", "ninety-five oh seven three"
    /\b9 ?5 0 \d \d\b/.exec(digitsFromWords(t))?.[0].replace(/ /g, '');
  if (/\b(the )?summit\b/.test(t) || (zip && SPLIT_ZIPS.includes(zip))) return { kind: 'ask-community' };
  if (zip && SHARED_ZIPS.includes(zip)) return { kind: 'unknown' };
  if (zip && COUNTY_ZIPS.has(zip)) return { kind: 'in', city: COUNTY_PLACES.find((p) => p.zips.includes(zip))!.name };
  if (zip) return { kind: 'out', place: `ZIP code ${zip}` };
  return undefined;
}

// (Spanish words too: "45 Via Gaviota en Aptos")
const STOP_STREET =
  /^(in|at|on|near|by|and|or|,|santa|which|that|my|the|is|it's|please|phone|number|call|not|no|en|y|cerca|por|es|mi|apartment|apt|unit|suite|n[úu]mero)$/i;

/**
 * A street address: a house number and a street name ("214 Seabright Avenue"). Without a suffix such as
 * "Ave" it is only taken when the assistant asked for the address, so "after 3 or Saturday" is not a street.
 */
const AFTER_THOUGHT =
  /^\d+[a-z]?\s+(i|i'm|im|sorry|siempre|always|me|my|it|it's|its|that|that's|thats|ok|okay|thanks|thank|gracias|perd[oó]n|oops|lol|haha|jaja|ya|yes|s[ií]|no|ugh)\b/i;

// "618 1/2 Cayuga St", "six eighteen and a half cayuga street": a house number with a half (the cottage behind)
const HALF_NUMBER = /\b(\d{1,6})(?:\s*(?:1\/2|½)|\s+and (?:a|one) half)(?=[\s,])/i;

export function streetIn(text: string, askedForAddress: boolean): string | undefined {
  // (read for the half only when one is said: every turn reads the address rules)
  const spoken = /1\/2|½|\bhalf\b/i.test(text) ? spokenHouseNumbers(text) : undefined;
  const half = spoken && HALF_NUMBER.exec(spoken);
  if (!half) return streetSaid(text, askedForAddress);
  const street = streetSaid(spoken.replace(HALF_NUMBER, '$1'), askedForAddress);
  return street?.startsWith(`${half[1]} `) ? street.replace(/^(\d+)/, '$1 1/2') : street;
}

function streetSaid(text: string, askedForAddress: boolean): string | undefined {
  // "seabright ave new": the recogniser's "avenue"
  const t = spokenHouseNumbers(text)
    .replace(/[’‘]/g, "'")
    .replace(/\bave new\b/gi, 'avenue')
    // the recogniser's "a partment"; a unit's letter said as a Spanish letter's name ("apartment 2 be")
    .replace(/\ba partment\b/gi, 'apartment')
    // "apartment two oh three", "departamento dos cero tres": a unit's number said digit by digit
    .replace(
      /\b(apartment|apt|unit|suite|space)\s+((?:\d\s+){1,3}\d)\b/gi,
      (_m, kind: string, digits: string) => `${kind} ${digits.replace(/\s+/g, '')}`,
    )
    .replace(
      /\b(apartment|apt|unit) (\d+) (be|ve|ce|de)\b/gi,
      (_m, kind: string, n: string, letter: string) => `${kind} ${n}${letter[0]}`,
    )
    // "el 4000... 4110", "2700... 2750": a house number begun, then said whole; "el 400... no, no, 510": put right
    .replace(
      /\b(\d{2,6})\s*(\.{2,}|…)?\s*((?:,?\s*no\b[,.]?\s*)*)(?:es\s+|el\s+)?(\d{3,6})\b/g,
      (run, begun: string, pause: string | undefined, no: string, whole: string) =>
        (pause || no.trim()) && (no.trim() || (whole[0] === begun[0] && whole.length >= begun.length)) ? whole : run,
    )
    // "3000 soquel drive... 3200": the number said again, whole, after the street
    .replace(
      /\b(\d{2,6}) ([a-z][a-z0-9' ]{2,40}?)\s*(?:\.{2,}|…)\s*((?:,?\s*no\b[,.]?\s*)*)(\d{3,6})\b(?![\s,]*[a-z]+ (?:street|st|road|rd|avenue|ave|drive|dr|lane|ln|way)\b)/gi,
      (run, begun: string, street: string, no: string, whole: string) =>
        no.trim() || (whole[0] === begun[0] && whole.length >= begun.length) ? `${whole} ${street}` : run,
    )
    // "la leibrandt, número 140": a Spanish caller's street, then its number
    .replace(
      /\b(?:la|el) ([a-z][a-z' ]{2,25}?),? (?:el )?(?:n[úu]mero|number) (\d{1,6})\b/gi,
      (run, street: string, number: string) =>
        streetOnTheMap(titleCase(street), undefined) || isStreetOnTheMap(titleCase(street))
          ? `${number} ${street}`
          : run,
    )
    // "la jeims rod, Hames Road": the street said again as it is written; the one on the map
    .replace(
      /\b([a-z]+(?: [a-z]+)?) (rod|road|strit|street|draiv|drive|avenue|bulevar|boulevard|lane|way),? ([a-z]+(?: [a-z]+)?) (road|street|drive|avenue|boulevard|rd|st|dr|ave|blvd|lane|ln|way)\b/gi,
      (run, first: string, _s: string, second: string, suffix: string) =>
        first.toLowerCase() !== second.toLowerCase() && isStreetOnTheMap(titleCase(second))
          ? `${second} ${suffix}`
          : run,
    )
    // "el 2745 de la diecisiete, la 17th avenue": a numbered avenue said as a count, then as written
    .replace(/\b(\d{1,6}) (\d{1,2}),? (?:la |el )?(\2(?:st|nd|rd|th))\b/gi, '$1 $3')
    // "148 calabasas, calabasas road": the street's name said again with its suffix
    .replace(
      /\b([a-z]{3,})(?:,\s*|\s+)\1 (?=(?:road|rd|street|st|avenue|ave|drive|dr|boulevard|blvd|lane|ln|way)\b)/gi,
      '$1 ',
    )
    // "porter street unit three soquel wait sorry unit four not three": a unit put right in the same breath
    .replace(
      /\b(unit|apartment|apt|suite|space)\s+#?([a-z0-9]+)\b([^.]{0,40}?)[\s,.]*\b(?:wait|sorry|no|i mean|oops|actually|perd[oó]n)\b(?:[\s,.]+(?:wait|sorry|no|i mean|it's|its|es|is))*[\s,.]+(?:unit|apartment|apt|suite|space)\s+#?([a-z0-9]+)\b(?:,?\s+not\s+(?:unit\s+)?\2\b)?/gi,
      // (not "unidad 14 no es la 41 perdón unidad 41": what comes between is a town, not more numbers)
      (run, kind: string, _first: string, between: string, second: string) =>
        /\d/.test(between) ? run : `${kind} ${second}${between}`,
    )
    // "1234, la east lake": a Spanish caller's number, then the street with its article
    .replace(/\b(\d{1,6}),\s+(?=(?:la|el)\s+[a-z])/gi, '$1 ');
  // "I live at 45 East Lake Ave, but the job is at the house I rent: 1830 Wharf Rd": the work's address
  const workIsAt =
    /\b(?:but|pero)\b[^.]{0,20}\b(?:the (?:job|work|rental|house i rent)|(?:el )?trabajo|la casa (?:que|q) rento)\b[^.\d]{0,30}?(?=\d)/i.exec(
      t,
    );
  if (workIsAt) {
    const there = streetIn(t.slice(workIsAt.index + workIsAt[0].length), askedForAddress);
    if (there) return there;
  }
  // "206 el camino del mar? no wait. 206 camino al mar": a street corrected in the same breath
  const fix =
    /\b(?:no,? wait|wait,? no|sorry,? i mean|i mean|no,? actually|no,? sorry|no,? perd[oó]n|scratch that|correction)\b/i.exec(
      t,
    );
  if (fix) {
    const after = t.slice(fix.index + fix[0].length);
    const corrected = streetIn(after, askedForAddress);
    // ("…750, no, sorry, 570, i always mix it up": what follows the number said again is no street's name)
    if (corrected && !AFTER_THOUGHT.test(corrected)) return corrected;
    // "the 4500 scotts valley drive, no, sorry, 4050": only the house number said again
    const number = /^\W*(?:(?:el|the|it's|its|it is|es|es el)\s+)?(\d{1,6})\b(?!\s*(?:am|pm|st|nd|rd|th)\b)/i.exec(
      after,
    )?.[1];
    const said = number && streetIn(t.slice(0, fix.index), askedForAddress);
    if (said && /^\d/.test(said)) return said.replace(/^\d+[a-z]?/i, number);
    // "725 water street, unit b — no, sorry, unit d": only the unit said again
    const unitAgain = /^\W*(?:apartment|apt|unit|suite|#)\s*#?\s*\w+/i.test(after) ? unitIn(after) : '';
    const withUnit = unitAgain && streetIn(t.slice(0, fix.index), askedForAddress);
    if (withUnit && /^\d/.test(withUnit)) return `${withoutUnit(withUnit)}${unitAgain}`;
  }
  // "she's on san andreas road three hundred twelve", "boulder creek, bear creek road fourteen thousand two hundred": the
  // street named first, its number after, and no number before it
  const numberLast =
    /(?:^|[,.]\s*|\b(?:on|at|in|is|it's|its|uh|um|en)\s+)((?!(?:on|at|in|is|the|a|it's|its|she's|he's|we're|they're|en)\b)(?:(?!(?:on|at|in|is|it|it's|its|the|a|and|or|en)\b)[a-zá-úñ]+ ){1,4}(?:road|rd|street|st|avenue|ave|drive|dr|lane|ln|way|court|ct|boulevard|blvd|grade))(?:[ ,]+(?:en|in) (?:[a-z]+ ){0,2}[a-z]+,)?[ ,]+(?:el |the )?(?:number |no\.? )?(?!9\d{4}\b)(\d{1,6}(?: \d{1,2}){0,2})\b(?!\s*(?:am|pm|st|nd|rd|th|a\.m|p\.m)\b)(?![\s,]+(?:[a-z]+ ){0,2}(?:road|street|avenue|drive|lane|boulevard)\b)/i.exec(
      t,
    );
  if (
    numberLast &&
    !/\b\d{1,6}\s+[a-z]/i.test(t.slice(0, numberLast.index + numberLast[0].length - numberLast[2]!.length))
  )
    return streetIn(
      `${numberLast[2]!.replace(/ /g, '')} ${numberLast[1]}${t.slice(numberLast.index + numberLast[0].length)}`,
      askedForAddress,
    );
  // "41st Avenue, number 2250": a numbered street, then its house number
  const numberedFirst =
    /(?<!\d[^,.]{0,20})\b(\d{1,2}(?:st|nd|rd|th))\s+(avenue|ave|street|st)\b\.?,?\s+(?:number |no\.? |#)?(\d{2,6})\b(?!\s*(?:am|pm|st|nd|rd|th)\b)/i.exec(
      t,
    );
  if (numberedFirst)
    return streetIn(
      `${numberedFirst[3]} ${numberedFirst[1]} ${numberedFirst[2]}${t.slice(numberedFirst.index + numberedFirst[0].length)}`,
      askedForAddress,
    );
  // "13200 Highway 9", "500 Hwy 1", "2100 State Route 152"; "Highway 9, number 6210"
  // "9450 Highway 9, number 12": the house number first, then the unit; "Highway 9 number 13120": the number after
  const highway = /\b(\d{1,6})\s+(?:highway|hwy|state route|route|sr)\s*(\d{1,3})\b/i.exec(t);
  if (highway) return `${highway[1]} Hwy ${highway[2]}${unitIn(t.slice(highway.index + highway[0].length))}`;
  const highwayFirst = /\b(?:highway|hwy|state route|route)\s*(\d{1,3}),?\s+(?:number|no\.?|#)\s*(\d{1,6})\b/i.exec(t);
  if (highwayFirst)
    return `${highwayFirst[2]} Hwy ${highwayFirst[1]}${unitIn(t.slice(highwayFirst.index + highwayFirst[0].length))}`;
  const numbered = numberedStreetIn(t, askedForAddress);
  if (numbered) return numbered;
  // "the corner of Mission and Bay", "off Empire Grade": places without a house number
  const corner =
    /\bcorner of ([a-z][a-z' ]{1,30}?(?: (?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|way|blvd|boulevard))?) (?:and|&) ([a-z][a-z' ]{1,30}?(?: (?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|way|blvd|boulevard))?)\b(?=\s*(?:,|\.|$| in | on | near |\d))/i.exec(
      t,
    );
  if (corner) return `Corner of ${streetWords(corner[1]!)} & ${streetWords(corner[2]!)}`;
  const off =
    /\boff (?:of )?((?:highway|hwy|route) \d{1,3}|[a-z][a-z' ]{1,30}? (?:grade|road|rd|drive|dr|lane|ln|way))\b/i.exec(
      t,
    );
  if (off && (askedForAddress || /\b(we're|i'm|we are|i am|live|house is|home is)\b.{0,15}\boff\b/i.test(t)))
    return `Off ${streetWords(off[1]!)}`;
  return undefined;
}

/**
 * A street named without its house number ("on church street", "en la williams road"): how a caller outside the county
 * says where they are. Only a name ending in a street's suffix counts.
 */
export function streetWithoutNumberIn(text: string): string | undefined {
  const named =
    /\b(?:on|off|at|in|en|por|sobre)\s+(?:of\s+)?(?:the\s+|la\s+|el\s+)?((?!(?:the|la|el|a|my|mi|our)\b)[a-z][a-z']+(?:\s+[a-z][a-z']+){0,2}?)\s+(road|rd|rod|street|st|strit|avenue|ave|drive|dr|lane|ln|way|boulevard|blvd|court|ct)\b/i.exec(
      text,
    );
  if (!named || /\d/.test(named[1]!)) return undefined;
  const suffix = /^rod$/i.test(named[2]!) ? 'road' : /^strit$/i.test(named[2]!) ? 'street' : named[2]!;
  return streetWords(`${named[1]} ${suffix}`);
}

// the unit a stored street ends with: " Apt 4B", " Unit 3", " Ste 200", " #12"
export const UNIT_AT_END = /\s+(?:apt|unit|ste|space)\s+\S+$|\s+#\s*\S+$/i;
export const withoutUnit = (street: string) => street.replace(UNIT_AT_END, '');

/** Street words as written: each capitalised, the suffix abbreviated ("mission street" → "Mission St"). */
const streetWords = (words: string) =>
  words
    .trim()
    .split(/\s+/)
    .map((w) => STREET_SUFFIXES[w.toLowerCase()] ?? titleCase(w.toLowerCase()))
    .join(' ');

function townSoundingLike(words: string): string | undefined {
  const heard = sound(words.toLowerCase());
  if (COUNTY_NAMES.some((n) => n.toLowerCase() === words.toLowerCase())) return undefined;
  // ("soak el drive" is Soquel Dr; one word a letter off, "pelton ave", is a street of its own)
  const pieces = words.trim().includes(' ');
  return COUNTY_SOUNDS.find(
    ({ sound: target }) => target.length >= 5 && (heard === target || (pieces && oneEditApart(heard, target))),
  )?.name;
}

/** A county town's name begins these words, and not as a street's ("santa cruz" ends a street; "san jose road" doesn't). */
const townStartsAt = (words: string) => {
  const t = words.toLowerCase().replace(/[.,]/g, '');
  return COUNTY_NAMES.some((n) => {
    const name = n.toLowerCase();
    if (!t.startsWith(name)) return name.startsWith(t);
    return !SUFFIX_NEXT.test(t.slice(name.length));
  });
};

/** A house number and a street name ("214 Seabright Avenue"), with a unit when one follows. */
function numberedStreetIn(t: string, askedForAddress: boolean): string | undefined {
  const pattern = /\b(\d{1,6}[a-z]?)\s+((?:(?:[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.'-]*|\d{1,3}(?:st|nd|rd|th))[\s,]*){1,5})/g;
  for (const m of t.matchAll(pattern)) {
    // "Highway 9 past the bridge": the 9 is the highway's, not a house number
    if (/\b(highway|hwy|route|sr)\s+$/i.test(t.slice(0, m.index))) continue;
    // "apartment 3 b at 444 ocean street": the apartment's number, not the house's
    if (/\b(apartment|apt|unit|suite)\s+$/i.test(t.slice(0, m.index))) continue;
    // "el codigo es 95076": a ZIP code, not a house number
    if (/\b(zip|c[oó]digo)\b(?: code| postal)?(?: is| es)?[\s:,]*$/i.test(t.slice(0, m.index))) continue;
    const words = m[2]!.trim().split(/\s+/);
    if (/^(am|pm|a\.m\.|p\.m\.|o'clock|or|and|to|percent|apartment|apt|unit|suite)$/i.test(words[0]!)) continue;
    // "3 days ago" is a while, "1460 Day Valley Road" a street: a word of time starts one only before a suffix
    const startsWithTime = /^(minutes?|hours?|days?|weeks?|years?|times?)$/i.test(words[0]!);
    const street: string[] = [];
    let suffix: string | undefined;
    for (const word of words) {
      const clean = word.replace(/[.,]+$/, '');
      const abbreviation = STREET_SUFFIXES[clean.toLowerCase()];
      if (abbreviation && street.length) {
        suffix = abbreviation;
        break;
      }
      // "Old Santa Cruz Highway": a stop word that goes on to a street's suffix is part of the street
      const goesOn = SUFFIX_TWO_WORDS_ON.test(words.slice(street.length).join(' '));
      if (
        (STOP_STREET.test(clean) && !goesOn) ||
        (street.length > 0 && townStartsAt(words.slice(street.length).join(' ')))
      )
        break;
      street.push(clean);
      if (word.endsWith(',')) break;
    }
    if (!street.length || (!suffix && (!askedForAddress || startsWithTime))) continue;
    const heard = street.map((w) => (/^\d/.test(w) ? w.toLowerCase() : titleCase(w.toLowerCase()))).join(' ');
    // "soak el drive": a street named after a county town, misheard, is that town's ("Soquel Dr")
    const name = (suffix && townSoundingLike(heard)) || heard;
    // "1945 frido boulevard": a county street heard the way it was said is written as on the map ("la main street",
    // "la green valley road": a Spanish caller's article before a street that has none)
    const withoutArticle = /^(la|el) (?=\S)/i.test(name) && !isStreetOnTheMap(name) ? name.slice(3) : undefined;
    const mapped =
      streetOnTheMap(name, suffix) ??
      (withoutArticle
        ? (streetOnTheMap(withoutArticle, suffix) ??
          (isStreetOnTheMap(withoutArticle) ? { name: withoutArticle, suffix } : undefined))
        : undefined);
    const rest = t.slice(m.index + m[0].length - m[2]!.length + m[2]!.indexOf(words.at(-1)!));
    const unit = suffix
      ? unitIn(t.slice(t.toLowerCase().indexOf(heard.split(' ').at(-1)!.toLowerCase(), m.index)))
      : unitIn(rest);
    return (
      [m[1]!.toUpperCase(), mapped?.name ?? name, mapped?.suffix ?? suffix].filter(Boolean).join(' ') +
      (unit || mobileHomeSpaceIn(t) || unitSaidFirst(t.slice(0, m.index)))
    );
  }
  return undefined;
}

/** "it's apartment 3 b at 444 ocean street": a unit said before its street (" Apt 3B"). */
function unitSaidFirst(before: string): string {
  // "vivo en la casita de atrás, la unidad B, del 415…": the cottage out back, said first
  const cottage = /\bcasita (?:de |d )?atr[áa]s\b,?\s*(?:la |el )?(?:unit|unidad)\s+([a-z]|\d+)\b/i.exec(before);
  if (cottage) return ` Unit ${cottage[1]!.toUpperCase()}`;
  const unit = /\b(apartment|apt|unit)\s+#?(\d{1,4})(?:\s*([a-z]))?\s*,?\s*(?:at|on|in)?\s*$/i.exec(before);
  // "it's the lower unit, unit A, 2735 chanticleer avenue": a unit named by a letter alone
  const lettered = unit ? undefined : /\b(apartment|apt|unit)\s+#?([a-z])\s*,?\s*(?:at|on|in)?\s*$/i.exec(before);
  if (lettered) return ` ${/^unit$/i.test(lettered[1]!) ? 'Unit' : 'Apt'} ${lettered[2]!.toUpperCase()}`;
  if (!unit) return '';
  return ` ${/^unit$/i.test(unit[1]!) ? 'Unit' : 'Apt'} ${unit[2]}${(unit[3] ?? '').toUpperCase()}`;
}

/** "vivo en la traila 41, en el 1555 de Green Valley Road": a mobile home's number said before its street. */
function mobileHomeSpaceIn(t: string): string {
  const space =
    /\b(?:trailer|traila|tr[áa]iler|mobile home|space|espacio)\s+(?:number\s+|n[úu]mero\s+)?#?(\d{1,4})\b(?!\s*(?:st|nd|rd|th)\b)/i.exec(
      t,
    );
  if (!space) return '';
  return /^space\b/i.test(space[0]) ? ` Space ${space[1]}` : ` #${space[1]}`;
}

/**
 * An apartment or unit right after the street: " Apt 4B", " Unit 3", " #12", a mobile home's " Space 14" (as
 * dispatchers write the space a caller names; a Spanish caller's "espacio" is written " #14", see addressOf); empty
 * when there is none.
 */
export function unitIn(after: string): string {
  const unit =
    /^[^,.]{0,25}?\b(apartment|apt|unit|suite|ste|number|space|spc|lot|#)\s*#?\s*([a-z]?\d+(?:[\s-]?[a-z](?![a-z']))?|[a-z])\b/i.exec(
      after,
    ) ??
    // "2600 Freedom Blvd, space 12": after a pause too, when it begins with the unit's word
    /^[^,.]{0,25}?,\s*(apartment|apt|unit|suite|ste|space|spc|lot|number|#)\s*#?\s*([a-z]?\d+[a-z]?|[a-z])\b/i.exec(
      after,
    ) ??
    // "…Freedom Blvd, la traila número 12", "the trailer is number 12": a mobile home's number
    /^[^.]{0,45}?\b(?:the |my |our |la |mi )?(trailer|traila|tr[áa]iler|mobile home|coach)(?: is)?(?: (?:number|n[úu]mero|no\.?))?\s*#?\s*(\d+[a-z]?)\b/i.exec(
      after,
    ) ??
    /^[^,.]{0,25}?(#)\s*(\d+[a-z]?|[a-z]\b)/i.exec(after) ??
    // "195 bean creek rd, la casita de atrás, la B": the cottage out back
    /^[^.]{0,40}?\bcasita (?:de |d )?atr[áa]s\b,?\s*(?:la |el )?(unit|unidad|n[úu]mero)?\s*([a-z]|\d+)\b(?![a-z'])/i.exec(
      after,
    ) ??
    // "412 Main Street in Watsonville, upstairs, unit B": the unit said after the town
    /^[^.]{0,60}?\b(apartment|apt|unit|suite)\s*#?\s*(\d+[a-z]?|[a-z])\b(?![a-z'])/i.exec(after) ??
    // "101 kennedy dr, capitola, es un condominio, el #4": a number typed with # is the unit's wherever it comes
    /^[^.]{0,60}?(?:^|[\s,])(#)\s*(\d+[a-z]?)\b/i.exec(after) ??
    // "1419 Bay St, Santa Cruz. it's the little place in the back, unit B": the unit said in the next sentence
    /^[^\d]{0,80}?\b(apartment|apt|unit|suite)\s*#?\s*(\d+[a-z]?|[a-z])\b(?![a-z'])(?!\s*(?:years?|yrs?|months?|days?|tons?|amps?)\b)/i.exec(
      after,
    );
  if (!unit) return '';
  const kind = (unit[1] ?? 'unit').toLowerCase().replace(/^(unidad|n[úu]mero)$/, 'unit');
  const label =
    kind === 'apartment' || kind === 'apt'
      ? 'Apt'
      : kind === 'unit'
        ? 'Unit'
        : kind === 'suite' || kind === 'ste'
          ? 'Ste'
          : kind === 'space' || kind === 'spc'
            ? 'Space'
            : '#';
  const value = unit[2]!.replace(/[\s-]/g, '').toUpperCase();
  return label === '#' ? ` #${value}` : ` ${label} ${value}`;
}
