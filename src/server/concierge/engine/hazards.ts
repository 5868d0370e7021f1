// Safety triage knowledge: the hazards a caller may describe, the words that point to each (cues), the words that
// show a harmless look-alike (counter-cues), and what the assistant says first. Reviewable by a non-programmer:
// each hazard is one block; a cue is a pattern of words, read in one clause of what the caller said, after
// lower-casing. Order matters only for the summary: the first hazard recognised is named first.

import { prefilterOf } from './prefilter';

export const HAZARD_KINDS = [
  'gas',
  'carbon-monoxide',
  'electrical-fire',
  'water-electrical',
  'flooding',
  'sewage',
  'no-heat-vulnerable',
  'no-cooling-vulnerable',
] as const;
export type HazardKind = (typeof HAZARD_KINDS)[number];

export type Hazard = {
  kind: HazardKind;
  /** any one of these in a clause (not negated: "no gas smell") points to the hazard */
  cues: RegExp[];
  /** each of these must ALSO appear somewhere in what the caller has said (e.g. a vulnerable person) */
  alsoNeeds?: RegExp[];
  /** any of these in the same clause shows a harmless look-alike, and the cue there does not count */
  counterCues: RegExp[];
  /** any of these anywhere in the utterance shows the harmless look-alike ("…it's all mopped up now") */
  harmlessContext?: RegExp[];
  /** the cues may span sentences ("she's been confused all morning. She has the gas heater on") */
  acrossSentences?: boolean;
  /** a sign said now with one said earlier in the call ("the heater's rumbling"… later: "the baby is really sleepy") */
  acrossTurns?: { now: RegExp; earlier: RegExp };
  /** cues read in the whole utterance, across its sentences ("the burner knob was turned on. nothing was lit.") */
  utteranceCues?: RegExp[];
  /** any of these anywhere in the utterance makes the hazard stand whatever else is said (symptoms beat "battery") */
  overrides?: RegExp[];
  /** said first, before anything else, the moment the hazard is recognised */
  instructions: string;
  /** the same instructions, said to a Spanish-speaking caller */
  instructionsEs: string;
  /** what the admin and the provider read in the call's summary */
  summary: string;
};

// people at risk in a cold house or a heat wave (CDC: infants, older adults, the chronically ill)
// (an age said of a thing is no person's: "the house is 90 years old")
const VULNERABLE =
  /\b(bab(y|ies)|infants?|newborns?|toddlers?|(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)[- ](months?|weeks?)[- ]olds?|elderly|old(er)? (man|woman|lady|person|people|folks|parents?)|grand(ma|pa|mother|father|parents?)|seniors?|(?<!\b(?:house|home|building|furnace|heater|boiler|unit|system|place|roof|tank|pipes?|ac|it|casa)(?:'s| is| was| are)? (?:about |like |almost |over |nearly |probably )?)(8|9)\d[- ]years?[- ]old|(she's|he's|she is|he is|who's|i'm|i am|im) (8|9)\d\b(?! ?(%|percent|per cent))|(she's|he's|she is|he is|who's|is|i'm|i am|im) (eighty|ninety)\b(?! ?(percent|per cent))|(?<!\b(?:house|home|building|furnace|heater|boiler|unit|system|place|roof|tank|pipes?|ac|it|casa)(?:'s| is| was| are)? (?:about |like |almost |over |nearly |probably )?)(eighty|ninety)[- ]\w*[- ]?years?[- ]old|((my|our) )?(mom|mother|dad|father|grandma|grandpa|husband|wife|aunt|uncle|neighbou?r|mother-in-law|father-in-law)('s| is) (7[5-9]|8\d|9\d|seventy[- ](five|six|seven|eight|nine)|eighty|ninety)|sick|ill|oxygen|disab(led|ility)|medical|pregnant|chemo|dialysis|diabet(ic|es)|copd|asthma(tic)?|cancer|(out of|home from|back from|just left) (the )?hospital|fever|heart (condition|problems?|surgery|attack|failure|disease)|(just )?had (heart |hip |major )?surgery|wheelchair|bed-?ridden|dementia|hospice|fragile|multiple sclerosis|(has|with|have|had|got) (ms|m\.s\.)|heat[- ]sensitiv\w*|lupus|parkinson'?s|kidney (disease|failure)|cerebral palsy|(can't|cannot|can not) regulate (his|her|their|my) (body )?temperature|(mom|mother|dad|father|grand\w+|husband|wife|aunt|uncle|neighbou?r|mother-in-law|father-in-law|abuel\w*|suegr[oa]) (de|of) (7[5-9]|8\d|9\d|10\d) (años|years)\b|\b(she|he|ella|[ée]l)('s| is) (7[5-9]|8\d|9\d|10\d) years old\b|(?<!\b(house|home|casa|building|edificio|furnace|heater|boiler|calentador|calentón|techo|roof|tank|tanque|pipes?|tuber[íi]a|it|traila|trailer)\b[^.,]{0,12})\b(de|tiene) (7[5-9]|8\d|9\d|10\d) años)\b/;

// (the water heater is not the house's heat: "the water heater quit and my baby is sick" is no cold house; a Spanish
// caller's bare "el calentador", which the glossary reads as the water heater, may be either, and stays a heater here)
// ("a furnace at my mother's place in Felton. It hasn't kicked on since the power came back")
const NO_HEAT =
  /\b(no heat|(furnace|boiler|heating)\b.{0,60}\b(hasn't|has not|won't|will not|doesn't|does not|didn't|did not) (kick(ed)? (on|in)|come on|fire(d)? up|turn(ed)? on)|without heat|(furnace|(?<!\b(?:the|my|our|her|his|their|a|your) water )heater|heat|heating|boiler|heat pump)\b.{0,12}\b(hasn't|has not|won't|will not|doesn't|does not|didn't|did not|isn't|is not|not) (kick(ed|ing)? (on|in)|fir(ed|ing) up|come on|came on|coming on|turn(ed)? on|start(ed)?|light(ed)?|ignit(ed|ing)?)|(thermostat|thermometer)\b.{0,30}\b(says|said|reads|read|reading|shows|showed|showing|saying|is at|at) (only )?([3-4]\d|5[0-5]|thirty|forty|fifty([- ](one|two|three|four|five))?)\b(?! degrees out)|(furnace|(?<!\b(?:the|my|our|her|his|their|a|your) water )heater|heat|heating)\b.{0,12}\b(is )?not (come|coming|turn|turning|work|working)( on)?|(?<!\b(?:the|my|our|her|his|their|a|your) water )heat(er|ing)? (is |has )?(out|off|dead|broken|broke|died|not working|isn't working|stopped|quit|won't (come on|turn on|work|start)|isn't (coming|turning) on|not (coming|turning) on|doesn't (come|turn) on)|furnace (is |has )?(out|off|dead|died|broken|broke|not working|isn't working|stopped|quit|went out|won't)|(furnace|(?<!\b(?:the|my|our|her|his|their|a|your) water )heater|heat pump|boiler)\b.{0,30}\b(stopped|died|quit|broke|went out|gave out|gave up|conked out|is kaput|not (working|heating)|won't (work|turn on|come on|start))|(no|isn't|not) (blowing )?(any )?(warm|hot) air|(house|home|place) is (freezing|ice cold|so cold)|(it's|its|it is) (really |very |so )?(freezing|ice cold|cold) (in here|inside|in the (house|home|apartment))|(lost|losing) (the |our |all )?heat(ing)?|((?<!\b(?:the|my|our|her|his|their|a|your) water )heat(er|ing)?|furnace)'s (out|off|dead|broken|broke|busted|gone out|not working)|((?<!\b(?:the|my|our|her|his|their|a|your) water )heat(er|ing)?|furnace)('s| has) been (out|off|down|broken|dead|not working)|([3-4]\d|5[0-5]) degrees (in here|inside|in the (house|home|apartment))|(inside|in here|in the house)\b.{0,30}\b([3-4]\d|5[0-5]) degrees|(heat(er)?|furnace)('s| is) on the fritz|(it was|it's|it is) ((thirty|forty|fifty)([- ](one|two|three|four|five|six|seven|eight|nine))?|[3-4]\d|5[0-5])( degrees)? in (his|her|their|the|my|our) (living room|house|home|bedroom|place)|(it was|it's|it is) ((thirty|forty|fifty)([- ](one|two|three|four|five|six|seven|eight|nine))?|[3-4]\d|5[0-5]) degrees in there|(heat|heater|heating|furnace|thermostat)\b.{0,60}\b(only|just) (been )?(blowing |blows |blew )?(cold|cool) air\b|(heat|heater|heating|furnace)\b.{0,30}\b(been |is |keeps |started |'s )?(blowing|blows|blew) (nothing but |only |just )?(cold|cool) air\b|(house|home|place|apartment|inside|bedroom|nursery)( is|'s) (at|down to|only) ([3-4]\d|5[0-8])( degrees)?\b)\b/;
// ("it's not blowing cold at all, just warm air… it's like ninety in the living room")
const NO_COOLING =
  /\b(no (ac|a\/c|air conditioning|cooling)|(not|isn't|no longer|doesn't) blow(ing|s)? cold\b|(?<!\b(heater|furnace|heat|heating|heat pump|calentador)\b.{0,40})(just|only) (blows?|blowing )?(warm|hot) air\b(?!.{0,40}\b(heater|furnace|heating)\b)|(it's|its|it is) (like |about |already |almost )?(ninety|a hundred|9\d|1[01]\d)( degrees)? (in|inside) (the |our |my |his |her |their )?(house|home|apartment|place|bedroom|room|living room|kitchen|trailer)|(9\d|1[01]\d) (degrees )?(inside|in (the house|here))|(ac|a\/c|air conditioner|unit|condenser)\b.{0,40}\b(fan|compressor)\b.{0,20}\b(isn't|isnt|not|won't|doesn't) (spinning|turning|running|working)|(not|isn't|no longer|doesn't) blow(ing|s)? cold air|stopped (blowing cold( air)?|cooling)|(heat wave|\d{3} (degrees )?(out|outside)|hundred( and \w+)? (degrees )?(out|outside))\b.{0,60}\b(quit|died|stopped|broke|went out|not working|gave out)|(ac|a\/c|air conditioner|air conditioning|cooling|heat pump|(swamp|evaporative) cooler|cooler)\b.{0,30}\b(out|dead|died|broke|broken|stopped|stop working|quit|not (working|cooling)|isn't (working|cooling)|won't (work|turn on|come on|cool|start))|blowing (hot|warm|room[- ]temperature) air|(room|house|home|bedroom|apartment|inside)( is|'s) (already |now |up to |at )*(8[5-9]|9\d|1[01]\d)( degrees)?\b|(it's|its|it is) (already |now |up to )?(8[5-9]|9\d|1[01]\d)( degrees)? (in|inside) (the |our |my |his |her |their )?(house|home|apartment|place|bedroom|room)|(heat pump|heater|furnace|heat)\b.{0,40}\b(won't|will not|doesn't|does not|can't|cannot) (stop|shut off|turn off|switch off)|stuck (on|blasting) heat)\b/;

// "she's ninety, but she's not there… nobody's in the house right now": nobody at risk in the cold or hot house
const NOBODY_THERE =
  /\b(nobody|no one)('s| is)? (staying|living|sleeping) (out )?there\b|\b(nobody|no one)('s| is)? (in|at|living in|staying (in|at)) (the |that |her |his |their )?(house|home|place)\b|\b(nobody|no one)('s| is)? (there|home) (right )?now\b|\b(she's|he's|they're|she is|he is|they are) not (there|home|living there|staying there)\b|\b(house|place|home) is (empty|vacant)\b|\bvacant\b/;

// "we had a gas leak at the old stove last year, PG&E replaced the line, no smell since": a hazard long past and
// mended, unless something says it is back
// (a Spanish caller's "el año pasado… lo arregló y desde entonces todo bien", "en diciembre… ya está todo bien")
const PAST_AND_MENDED =
  /\b(back in\b[^.]{0,30}?\b(19|20)\d\d|in (19|20)\d\d|(back )?in (january|february|march|april|may|june|july|august|september|october|november|december)|last (year|summer|winter|spring|fall|month|week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(a |two |three |four |five |several |\d+ )?(years?|months?|weeks?) ago|el año pasado|la semana pasada|el mes pasado|el invierno pasado|hace (un|una|dos|tres|unos|unas|varios|varias|\d+) (años?|mes(es)?|semanas?)|en (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre))\b.{0,200}\b(all done|fixed|replaced|repaired|mended|bone[- ]dry|(been )?fine (ever )?since|all (fine|good) now|took care of|no (smell|problems?|issues?|leaks?) since|lo arregl\S*|lo (cambiaron|reemplazaron|destaparon|repararon)|desde entonces( todo)? bien|ya est[áa] todo bien|(todo )?bien desde entonces|ya est[áa] (todo )?seco|ya se sec[óo]( todo)?|(it's|everything's|everything is) (all )?dry now|(le )?(pusimos|pusieron) (una |un )?\p{L}+ nuev[oa])(?![\p{L}])(?!.*\b(again|came back|is back|still (smell\w*|leak\w*|wet)|smell(s|ing)? (it|gas) (now|today)|otra vez|de nuevo|volvi[óo])\b)/u;

// "nobody is sick", "there's no one elderly here", "nobodys sick"
const NEGATED_NEED = new RegExp(
  `\\b(nobody|no one|nobody's|nobodys|not|isn't|isnt|aren't|arent)\\b(?:(?! and | y )[^.,;]){0,10}${VULNERABLE.source}`,
  'g',
);

// a generator running where its exhaust comes inside (CPSC: never in a home, a garage or a shed; 20 feet from windows,
// doors and vents): "the generator going on the back deck right under the bedroom window"
const GENERATOR_PLACE =
  '((in|inside) (the |our |my |a |his |her |their )?(garage|house|home|basement|crawl ?space|shed|kitchen|living room|cabin|laundry room|mudroom|carport|utility room|hallway)|(?<!\\b(nowhere|not|far|away)\\s)(under|below|beneath|by|next to|beside|against|up against|near|in front of|outside) (the |our |my |a |an |his |her |their )?(\\w+ )?(windows?|doors?|doorway|slider|sliding door|vents?|air intake)|in through (the |a )?window)\\b';
const GENERATOR_TOO_CLOSE = [
  new RegExp(
    `\\bgenerators?\\b[^.]{0,25}\\b(running|going|on|humming|chugging|runs|fired up|started|hooked up|set up|plugged in)\\b[^.]{0,40}\\b${GENERATOR_PLACE}`,
  ),
  new RegExp(
    `\\b(running|run|ran|runs|using|use|used|started|fired up|set up) (the |our |my |a |his |her |their )?(\\w+ )?generators?\\b[^.]{0,40}\\b${GENERATOR_PLACE}`,
  ),
  /\b(in|inside) (the |our |my )?(garage|basement|crawl ?space|shed|kitchen|house|cabin)\b[^.]{0,30}\bgenerators?\b[^.]{0,20}\b(running|going|on|humming|chugging|runs)\b/,
];

export const HAZARDS: Hazard[] = [
  {
    // PG&E gas-leak guidance: leave at once, no switches, phones or flames inside, call 911 and PG&E from outside
    kind: 'gas',
    // "there's a smell by the meter"… then: "I can hear a hiss coming from the pipe"
    acrossTurns: {
      now: /\bhiss\w*\b.{0,60}\b(pipes?|meter|line|ground|stove|range|valve|regulator)\b|\b(pipes?|meter|line|valve|regulator)\b.{0,40}\bhiss\w*/,
      earlier:
        /\b(smell\w*|odou?r|stink\w*)\b.{0,60}\b(meter|gas|pipes?|line|stove|range|outside)\b|\b(meter|gas|pipes?|line)\b.{0,60}\b(smell\w*|odou?r|stink\w*)\b/,
    },
    utteranceCues: [
      // "a smell in the hallway by the closet where the heater lives. Like a skunk got in there": the odorant told a
      // sentence after the appliance
      /\b(smell\w*|odou?r|stink\w*)\b[^?!]{0,120}\b(heater|furnace|water heater|stove|range|oven|dryer|meter|boiler)\b[^?!]{0,120}\b(like (a )?skunk|skunky|rotten eggs?|sulfur\w*)\b|\b(like (a )?skunk|skunky|rotten eggs?|sulfur\w*)\b[^?!]{0,120}\b(heater|furnace|water heater|stove|range|oven|dryer|meter|boiler)\b/,
      // "trying to light a burner with a lighter, it wouldn't catch, I left the knob on… now the whole kitchen reeks"
      /\b(knob|burner|stove|range|oven)s?\b.{0,100}\b(left (it |the knob |the burner )?on|wouldn't (catch|light)|didn't (catch|light)|won't (catch|light))\b.{0,160}\b(reeks?|reeking|smells? (really |so |very )?(strong|bad|awful)|stinks?)\b/,
      // "a smell like when you cut open a cabbage that went bad, or like burnt garlic… strongest right by the stove": the
      // odorant as people describe it, where gas burns (not garlic or cabbage someone cooked)
      /^(?!.*\b(cook\w*|fr(y|ied|ying)|saut[ée]\w*|roast\w*|made|making)\b[^.]{0,30}\b(cabbage|garlic)\b)(?=.*\b(smell\w*|odou?r|stink\w*)\b)(?=.*\b((rotten|rotting|spoiled|bad|burnt|burned) (cabbage|garlic)|(cabbage|garlic)\b.{0,25}\b(went bad|gone bad|rott\w*|spoiled|burnt|burned)|like garlic|something dead)\b)(?=.*\b(stove|oven|range|cooktop|furnace|heater|water heater|dryer|meter|gas)\b)/,
      // "have smell, very bad, like egg too old": the smell and what it is like told in pieces
      /\b(smell\w*|odou?r|stink\w*)\b.{0,60}\blike (a |an )?(bad |old |rotten )?eggs? (too |very |so |real |really )?(old|bad|rotten|spoiled)\b/,
      // "smells like when a burner's turned on but hasn't caught"
      /\b(smell\w*|odou?r|stink\w*)\b.{0,60}\blike (when )?\b.{0,40}\b(burners?|stove|stovetop|oven|range|gas)('s)?\b.{0,20}\b(on|open)\b.{0,40}\b(hasn't|has not|hadn't|didn't|doesn't|not|never|without|forget\w*|forgot)\b.{0,15}\b(light\w*|lit|caught|catch|ignit\w*)/,
      // "it smell, mm, like the match when you light it, like sulfur": the smell told over pauses
      /\bsmell\w*\b.{0,60}\b(sulfur\w*|sulphur\w*|rotten eggs?)\b|\b(smell\w*|odou?r)\b.{0,30}\bmatch(es)?\b.{0,25}\b(light|lit|strike|struck)\b/,
      // a strong smell and a hiss said in one breath, whatever comes between
      /\b(smell\w*|odou?r|stink\w*)\b.{0,150}\bhiss\w*|\bhiss\w*.{0,150}\b(smell\w*|odou?r|stink\w*)\b/,
      /\b(burners?|knobs?|stove|stovetop|range|oven)\b.{0,60}\b(left on|turned on|was on|were on)\b.{0,60}\b(nothing (was )?lit|not lit|no flame|wasn't lit|unlit|(funny|strange|weird|sharp|strong) smell)\b/,
      // "a smell by the furnace closet, it's like a gas station but worse": a fuel smell where gas burns
      /^(?=.*\b(furnace|heater|water heater|boiler|stove|range|oven|meter|dryer|gas line|pilot)\b)(?=.*(\b(smell\w*|odou?r|stink\w*)\b.{0,60}\b(gasoline|gas station|petrol|fuel)\b|\b(gasoline|gas station|petrol|fuel)\b.{0,60}\b(smell\w*|odou?r|stink\w*)\b))/,
      // a foul smell strongest at an appliance the caller says runs on gas ("like the garbage truck… behind the dryer,
      // it's a gas one")
      /\b(rotten|rotting|garbage|sour|skunk\w*|sulfur\w*|sulphur\w*|dead (animal|mouse|rat))\b.{0,150}\b(gas (dryer|stove|range|oven|water heater|furnace|heater|fireplace|line|one)|(it's|it is|its|they're|that's) (a )?gas( one)?\b|runs on gas|(water heater|furnace|heater|stove|dryer|range|oven|fireplace)( is|'s) (a )?gas\b|propane)\b|\b(gas (dryer|stove|range|oven|water heater|furnace|heater|fireplace)|propane)\b.{0,150}\b(rotten|rotting|garbage|sour|skunk\w*|sulfur\w*|sulphur\w*)\b/,
    ],
    cues: [
      // "it smells like when you turn the burner on and it doesn't light": unlit gas, said by its likeness
      /\bsmells? (like|the way it does) when (you|someone|i|we) (turn|turns|leave|open|crank)\w* (on )?(the )?(stove|burner|range|oven|knob|gas)\b.{0,60}\b(doesn't|does not|don't|won't|didn't|not) (light|catch|ignite|click)\b/,
      // "my wife she is say maybe the gas is coming out"
      /\bthe gas (is |was )?(coming|leaking|escaping) (out|in)\b|\bgas (is )?escaping\b/,
      // "like a match that was just blown out"; "like egg too old"; "a heavy, skunky chemical stink"
      /\b(smell\w*|odou?r|stink\w*)\b.{0,40}\bmatch(es)?\b.{0,25}\b(blown out|just (went|gone) out|struck|just lit)\b|\b(smell\w*|odou?r|stink\w*)\b.{0,40}\b(blew|blow|blowing|blown) out (a |the )?match(es)?\b/,
      /\b(smell\w*|odou?r|stink\w*)\b.{0,60}\beggs? (too |very |so |real |really )?(old|bad|rotten|spoiled)\b/,
      /\bskunk(y)?\b.{0,30}\bstink\w*\b/,
      /\b(meter|gas line|regulator)\b.{0,60}\b(whistl\w*|hiss\w*)\b/,
      /\bsmell(s|ing|ed)?\b.{0,60}\b(gas|propane|natural gas|rotten eggs?|sulfur(y|ic|ous)?|sulphur(y|ic|ous)?)\b/,
      // "it smell like the match when you light it"
      /\b(smell\w*|odou?r)\b.{0,30}\bmatch(es)?\b.{0,25}\b(light|lit|strike|struck)\b/,
      /\b(gas|propane)\b.{0,30}\b(smell|odou?r|leak(s|ing)?|hiss(es|ing)?)\b/,
      /\brotten[- ]eggs?\b/,
      // "like egg that is old, bad egg": rotten eggs in other words, said with a smell
      /\b(smell\w*|odou?r|stink\w*)\b.{0,60}\b((bad|old|spoiled|off)[- ]eggs?|eggs? (that is|that's|is|are|was|gone|going) (old|bad|off|rotten|spoiled))\b|\b(bad|old|spoiled)[- ]eggs?\b.{0,30}\b(smell\w*|odou?r|stink\w*)\b/,
      /\b(hiss(es|ing)?|whistl(e|es|ing))\b.{0,40}\b(gas|meter|propane)\b/,
      /\bgas\b.{0,20}\bmeter\b.{0,30}\b(spinning|hiss|leak)/,
      /\bhiss\w*\b.{0,60}\b(strong |weird |bad )?smell/,
      /\bsmell\w*\b.{0,60}\bhiss\w*/,
      /\bhit (a |the |some )?(gas )?(line|pipe)\b.{0,60}\b(hiss\w*|smell\w*)/,
      // a gas stove or fireplace hissing (water heaters and furnaces hiss harmlessly too), or a kitchen that smells as
      // if a burner were left on
      /\bhiss\w*\b.{0,40}\b(stove|stovetop|burners?|range|oven|fireplace)\b/,
      /\b(stove|stovetop|burners?|range|oven|fireplace)\b.{0,30}\bhiss(es|ing)\b/,
      /\bsmell\w*\b.{0,25}\blike\b.{0,30}\b(burners?|stove|stovetop|oven|range)\b (is |are |was |were )?(left )?on\b/,
      // "a smell… like when somebody turns the stove on and forgets to light it"
      /\b(smell\w*|odou?r|stink\w*)\b.{0,60}\blike (when )?\b.{0,40}\b(burners?|stove|stovetop|oven|range|gas)('s)?\b.{0,20}\b(on|open)\b.{0,40}\b(forget\w*|forgot|not|without|didn't|doesn't|hasn't|has not|hadn't|never)\b.{0,10}\b(light\w*|lit|caught|catch|ignit\w*)/,
      /\b(rotten|rotting) cabbage\b/,
      // "like the smell from the kitchen stove before the fire comes, you know, the blue fire"
      /\bsmell\w*\b.{0,40}\b(stove|burner|range|cooker|cooktop)\b.{0,30}\bbefore (the )?(fire|flame|blue (fire|flame)) (comes|catches|lights|starts|comes on)\b/,
      // the odorant told as rotten onions or garlic ("smells like rotten onions", "un olor como a ajo podrido")
      /\b(smell\w*|odou?r|stink\w*)\b.{0,20}\blike (a )?(rotten|rotting|spoiled) (onions?|garlic)\b/,
      // "a faint garlicky smell in the garage near the water heater… like a clove of garlic gone bad"
      /\b(garlick?y|oniony|(garlic|onions?) (gone bad|gone off|going bad))\b.{0,80}\b(water heater|furnace|stove|range|oven|dryer|meter|gas line|heater|fireplace)\b|\b(water heater|furnace|stove|range|oven|dryer|meter|gas line|fireplace)\b.{0,80}\b(garlick?y|oniony|(garlic|onions?) (gone bad|gone off|going bad))\b/,
      /\bpilot( light)?\b.{0,60}\b(smell|odou?r)\b/,
      // the odorant added to natural gas smells of skunk as well as of rotten eggs
      /\bsmell\w*\b.{0,40}\b(like )?(a )?skunk(y)?\b|\bskunk\w*\b.{0,30}\b(smell|odou?r)\b/,
      // "that smell, the stuff they put in so you'll notice": the odorant itself
      /\b(the )?(stuff|smell|chemical|scent) (they|pg&e|pge|the gas company) (put|puts|add|adds) (in|into|to)\b/,
      // "smell, like cabbage when is cooking, but nobody cook cabbage"
      /\b(smell\w*|odou?r)\b.{0,30}\blike (cooked |cooking |boiled |boiling |old |rotten )?cabbage\b/,
      /\b(sulfur|sulphur)(y|ic|ous)?\b.{0,10}\b(smell|odou?r)\b/,
      // the odorant smells of a struck match too
      /\b(smell\w*|odou?r)\b.{0,60}\b(struck|strike|striking|lit|lighting|blown[- ]out) (a )?match(es)?\b|\b(struck|strike|striking) (a )?match(es)?\b.{0,40}\b(smell\w*|odou?r)\b/,
      /\b(stove|stovetop|burners?|oven|range|knob)\b.{0,40}\b(left on|turned on|on)\b.{0,40}\b(no flame|without (a )?flame|not lit|unlit)\b/,
      /\bgas (line|pipe|main)\b.{0,40}\b(nicked|hit|cut|broken|damaged|cracked|punctured|severed)\b|\b(nicked|hit|cut|damaged|punctured|severed) (a |the |our |my )?gas (line|pipe|main)\b/,
    ],
    counterCues: [
      // ("…a burner on and it doesn't catch, you know that smell": the burner's, not the smell's negation)
      /\b(no|not|never|without|don't|doesn't|didn't|can't)\b(?! (catch|light|ignite|click|go on|come on)\b)[^.]{0,25}\b(smell|odou?r)/,
      // (not a smell "like a gas station")
      /(?<!\b(like|of) (a |the )?)\bgas (bill|station|mileage|prices?|can|powered (mower|blower|trimmer))\b/,
      /\bout of gas\b/,
      /(?<!\blike (a )?)\bskunk\b.{0,30}\b(sprayed|spray|under the (house|deck)|in the yard|outside|got the dog|the dog)\b/,
      /\b(kettle|tea ?pot|steam|pressure cooker|instant pot|bacon|frying|pan)\b/,
      /\b(i'm|i am|we're|we are|i was|we were|she's|he's|they're|someone's|somebody's) (cooking|making|boiling|steaming) (some )?cabbage\b/,
      // "at low tide it smells like rotten eggs from the seaweed": the shore's smell, not the house's
      /\b(low tide|seaweed|kelp|algae|tide ?pools?|mud ?flats?|the slough|the marsh)\b/,
      // only the hot water smells of eggs: the water heater's anode, not gas
      /\b(rotten eggs?|sulfur|sulphur)\b.{0,40}\bwhen i (turn on|open|run) the (shower|tap|faucet|hot water)\b/,
      /\bwhen i (turn on|open|run) the (hot water|shower|tap|faucet)\b.{0,60}\b(rotten eggs?|sulfur|sulphur)\b|\banode\b/,
      /\b(hot water|tap water|the water(?! heater)|water from the)\b.{0,40}\b(smell\w*|rotten eggs?|sulfur|sulphur)\b|\b(rotten eggs?|sulfur|sulphur)\b.{0,30}\b(in|from) the (hot )?water(?! heater)\b/,
    ],
    // the utility or a technician checked and said it is not gas, and nothing since says the smell came back worse; or
    // the smell turned out to be something else
    harmlessContext: [
      // "the garage smells like gas, gasoline I mean, he knocked over the can for the mower"
      /\bgasoline,? i mean\b|\b(gas|gasoline|fuel) can\b|\bthe can (of|for the) (gas|gasoline|lawn ?mower|mower|generator)\b|\b(spilled|knocked over)\b.{0,30}\b(gas|gasoline|the can)\b/,
      // "when I run the hot water, just the hot, it smells like rotten eggs": the water heater's anode, not gas
      /\bwhen i (turn on|open|run) the (hot water|shower|tap|faucet)\b.{0,60}\b(rotten eggs?|sulfur|sulphur)\b|\banode\b|\b(just|only) the hot( water| tap| side)?\b/,
      /\bturn(ed|s) out (to be|it was)\b(?!.{0,40}\b(gas|leak\w*|the line|the meter)\b)/,
      // "the whole block smelled like gas yesterday, but that was PG&E replacing the main… gone by dinner"
      /\b(that was|it was|turned out to be|because of) (pg&e|pge|the gas company|the utility|a crew|the crew|the city)\b(?!.*\b(again|came back|is back|still smell\w*)\b)/,
      /\bsmell (was |is )?(gone|went away)\b(?!.*\b(again|came back|is back)\b)/,
      // "it smells like rotten eggs, but the fridge quit and the eggs went bad"
      /(?<!\blike (?:a |an |some |the )?|\bor |\bof )\b(the )?(food|eggs|meat|chicken|fish|groceries)\b.{0,20}\b(went bad|spoiled|rotted|gone bad|had gone off)\b/,
      // a house that blew up on a TV show; the utility's "no hay ninguna fuga"; a dishwasher or fridge that smells
      // when opened (its contents, not gas)
      /\b(episode|tv show|disaster shows?|a show|movie|documentary|on the news|video)\b.{0,80}\b(gas leak|blew up|explo\w+)\b/,
      /\b(dijeron|dijo|said|told (me|us))( que| that)? (no|not) (hay|there is|there's|any|a)? ?(ninguna |any |a )?(fuga|leak\w*|gas leak)\b/,
      /\b(dishwasher|lavaplatos|fridge|refrigerator|freezer|nevera|refri)\b.{0,120}\b(when i open|whenever i open|every time i open|cada (vez )?que (lo |la )?abro|al abrir(lo|la)?)\b/,
      // "we thought we smelled gas… PG&E checked everything, zero leak, it was a bag of rotting onions"
      /\b(checked|tested|came out|looked)\b.{0,120}\b(zero|no) (gas )?leaks?\b(?!.*\b(again|came back|is back|stronger|worse)\b)/,
      // (not someone else's guess the caller goes on to rule out: "Theo keeps saying it's the compost, but I took the
      // compost out an hour ago and it still reeks")
      /(?<!\b(say|says|saying|said|thinks?|thought|claims?|insists?|swears?|guess(es)?|maybe|probably|perhaps|might be|i think|not sure if) )\b(it was|turned out to be|it's|it is) (just )?(a bag of |some |the |an? )?(old |rotting |rotten |spoiled )?(onions?|potatoes?|garbage|trash|compost)\b(?!.*\bstill (reeks?|smells?|stinks?)\b)/,
      // "el agua caliente huele a huevo podrido… el aire no huele a nada": the water's smell, not the air's
      /\b(hot water|the water(?! heater)|el water(?! heater))\b.{0,40}\bsmells like rotten eggs\b|\bel aire\b.{0,30}\bno smells like nada\b/,
      PAST_AND_MENDED,
      /\b(said|says|told (me|us)|confirmed|found)( that)? (it's|it is|it was|there's|there is|there was) (not|no) (a |any )?(gas|gas leak|leak)\b(?!.*\b(stronger|worse|again|came back|is back|coming back|hiss\w*)\b)/,
      /\b(said|says|told (me|us)|confirmed)( that)? (it|there) (isn't|wasn't|is not|was not) (any )?(gas|a (gas )?leak)\b(?!.*\b(stronger|worse|again|came back|is back|coming back|hiss\w*)\b)/,
    ],
    instructions:
      "Your safety comes first: please leave the house now with everyone, and don't flip any switches, use a phone or light anything inside. Once you're outside and away from the house, call 911 or PG&E's gas line at 1-800-743-5000. Don't go back in until they say it's safe.",
    instructionsEs:
      'Su seguridad es lo primero: salga de la casa ahora mismo con todos, y no prenda ni apague nada, no use el teléfono ni encienda nada adentro. Ya afuera y lejos de la casa, llame al 911 o a la línea de gas de PG&E al 1-800-743-5000. No vuelva a entrar hasta que le digan que es seguro.',
    summary:
      'gas smell reported; the caller was told to leave, avoid switches and flames, and call 911 or PG&E from outside',
  },
  {
    // CPSC and NFPA carbon-monoxide guidance: get to fresh air, call 911, don't go back in until cleared
    kind: 'carbon-monoxide',
    acrossSentences: true,
    acrossTurns: {
      now: /\b(headaches?|dizz(y|iness)|nause(a|ous)|light-?headed|throwing up|vomiting|woozy|groggy|lethargic|only wants? to sleep|can't stay awake|hungover|(really|very|so) (sleepy|drowsy)|(barely|can't|cannot) wake|passed out|fainted)\b/,
      earlier:
        /\b(furnace|heater|heating|boiler|fireplace|generator|wall heater|space heater|wood ?stove|pellet stove|gas (stove|oven|range|dryer)|(it's|its|it is) a gas (one|dryer))\b/,
    },
    cues: [
      ...GENERATOR_TOO_CLOSE,
      // "fireplace going since last night… smoke kinda rolling back into the room": a flue that does not draw
      /\b(fireplace|wood ?stove|pellet stove|chimney|flue|insert)\b.{0,160}\bsmoke\b.{0,30}\b(back(ing)? (in|into)|rolling (back )?(in|into)|pouring (back )?(in|into)|coming (back )?(in|into)|into the (room|house)|filling (up )?the (room|house))\b|\bsmoke\b.{0,30}\b(back(ing)? (in|into)|rolling (back )?(in|into)|pouring (back )?into|filling (up )?the (room|house))\b.{0,120}\b(fireplace|wood ?stove|pellet stove|chimney|flue)\b/,
      // "the handheld meter reads 85 parts per million"; "the small white box on the wall is beeping and showing numbers"
      /\b\d{2,4} ?(ppm|parts per million)\b/,
      /\b(box|thing|device|detector|alarm|monitor)\b.{0,60}\bbeep\w*\b.{0,40}\b(showing|shows|flashing) (numbers|a number|digits)\b/,
      // "his head is hurting two days and he wants only to sleep", "a dull ache behind the eyes", with a heater named
      /\b(head (is )?(hurting|hurts|pounding|aching)|ache behind (the|my|our) eyes|wants? (only|just) to sleep)\b.{0,200}\b(furnace|heater|boiler|fireplace|generator)\b|\b(furnace|heater|boiler|fireplace|generator)s?\b.{0,250}\b(head (is )?(hurting|hurts|pounding|aching)|ache behind (the|my|our) eyes|wants? (only|just) to sleep)\b/,
      // ("…we need hardwired smoke and CO detectors. Nothing is going off, there just aren't any": not going off)
      /\b(carbon monoxide|co|c o|co2)\b.{0,25}\b(alarm|detector|monitor|sensor|thing|tester)s?\b.{0,40}(?<!\b(?:nothing|not|never|none|no one)\b[^.]{0,12})\b(going off|went off|goes off|beep(s|ing)?|sound(s|ing)?|alarm(s|ing)?|keeps|won't stop|ringing|screaming|blaring|flashing)\b/,
      /\b(alarm|detector|screen|display)s?\b.{0,60}\b(says|reads|shows|showing)\b.{0,15}\b(carbon monoxide|co)\b/,
      /\b(going off|went off|beep\w*|sounding|ringing|screaming|blaring)\b.{0,20}\b(the )?(carbon monoxide|co) (alarm|detector|monitor)s?\b/,
      // "my plug-in detector shows 200 on the screen and the light is flashing red"
      /\b(detector|alarm|monitor)s?\b.{0,80}\b(says|shows|reads|displays?|showing)\b.{0,25}\b\d{2,3}\b(?! (years?|months?|days?))/,
      // "the detector keeps going, four beeps and a pause": the carbon-monoxide alarm's own pattern
      /\b(detector|alarm)s?\b.{0,60}\b(four|4) (beeps|chirps)\b|\b(four|4) (beeps|chirps)\b.{0,40}\b(pause|over and over|again and again|repeat\w*|nonstop)\b/,
      // "the alarm that's not the smoke one is beeping"
      /\b(alarm|detector)s?\b.{0,30}\b(not the smoke|isn't the smoke|other than the smoke|that's not smoke)\b.{0,60}\b(beep\w*|going off|sound\w*|screaming|blaring|ringing)\b/,
      /\b(carbon monoxide)\b.{0,30}\b(leak|poison(ing)?|levels?|reading|in the (house|air))\b/,
      /\b(headaches?|dizz(y|iness)|nause(a|ous)|light-?headed|throwing up|vomiting|woozy|groggy|lethargic|only wants? to sleep|can't stay awake|sleepy|drowsy|confused|passed out|fainted)\b.{0,150}\b(furnace|heater|water heater|boiler|fireplace|generator|gas (stove|oven|range)|wood ?stove|(stove |fireplace )?insert|pellet stove|kerosene heater)s?\b/,
      /\b(furnace|heater|water heater|boiler|fireplace|generator|wood ?stove|(stove |fireplace )?insert|pellet stove)s?\b.{0,200}\b(headaches?|dizz(y|iness)|nause(a|ous)|light-?headed|throwing up|threw up|vomit(ing|ed)|woozy|groggy|lethargic|only wants? to sleep|can't stay awake|sleepy|drowsy|confused|passed out|fainted)\b/,
      /\b(carbon monoxide|co)\b.{0,60}\b(headaches?|dizz(y|iness)|nause(a|ous)|light-?headed|throwing up|vomiting|woozy|groggy|lethargic|only wants? to sleep|can't stay awake|sleepy|drowsy|confused|passed out|fainted)\b/,
      // "mom won't wake up and the heater is making a weird noise": someone who cannot be woken near a fuel-burning heater
      /\b(won't|will not|can't|cannot|doesn't|does not|isn't|is not|not) (wake|waking)( (her|him|them|up))*\b.{0,120}\b(furnace|heater|boiler|fireplace|generator|gas)\b|\b(furnace|heater|boiler|fireplace|generator)\b.{0,120}\b(won't|will not|can't|cannot|not) (wake|waking)\b/,
      // symptoms that lift once out of the house: the sign of carbon monoxide the CDC names
      /\b(headaches?|dizz(y|iness)|nause(a|ous)|light-?headed|sick|tired|threw up|throwing up)\b.{0,80}\b(go(es)? away|gets? better|clears? up|stops?|perk(s|ed)? (right )?up|feel(s)? (fine|better))\b.{0,15}\b(when|once|after|as soon as)\b.{0,15}\b(leave|go out(side)?|get out(side)?|step out(side)?|are out(side)?|are away|(they're|we're|i'm|she's|he's|get|are) (at|to) (school|work))\b/,
      // any alarm going off while people feel unwell: fresh air first is right for smoke as for carbon monoxide
      /\b(detector|alarm)s?\b.{0,40}\b(going off|went off|goes off|beep(s|ing)|sound(s|ing)|won't stop)\b.{0,80}\b(headaches?|head (is )?(pounding|hurts)|dizz(y|iness)|nause(a|ous)|light-?headed|throwing up|vomiting|feel(s|ing)? sick|passed out|fainted)\b/,
      /\b(headaches?|head (is )?(pounding|hurts)|dizz(y|iness)|nause(a|ous)|light-?headed|throwing up|vomiting|feel(s|ing)? sick|passed out|fainted)\b.{0,80}\b(detector|alarm)s?\b.{0,40}\b(going off|went off|goes off|beep(s|ing)|sound(s|ing)|won't stop)\b/,
    ],
    counterCues: [
      /\b(chirp(s|ing)?|low battery|battery|end[- ]of[- ]life|expired)\b/,
      /\b(noise|noisy|loud|racket|rattl\w*|bang\w*)\b.{0,40}\bheadaches?\b/,
      /\b(no|not|never|without|don't|doesn't|didn't)\b[^.]{0,12}\b(headaches?|dizz\w*|alarm)\b/,
    ],
    // …except a headache the caller puts down to the noise ("I get headaches from the noise")
    // someone else's ("a whole family came in with carbon monoxide poisoning last night, I'm an ER nurse"), or detectors
    // just tested fine; a sign in the house itself overrides these
    harmlessContext: [
      /\b(patients?|a (whole )?family|people|someone|somebody|a (guy|man|woman|lady|kid)) (came|come|coming|were brought|was brought) in with\b|\bat (work|the hospital|the er)\b.{0,60}\bcarbon monoxide\b|\bcarbon monoxide\b.{0,60}\b(at work|on the news|in the news)\b/,
      /\b(tested|checked) (all )?(my|our|the) (detectors|alarms)\b.{0,30}\b(fine|ok|okay|good|working)\b/,
      // "the fire department came out with their meter and found nothing, zero… it was the alarm's end-of-life signal"
      /\b(fire (department|dept)|firefighters?|fire ?(men|fighters)|bomberos|gas company|pg ?& ?e|pge)\b.{0,80}\b(found nothing|found no\b|nothing there|read(ing)? (zero|0)|zero|all clear|no encontraron nada|marc[óo] (cero|0)|(said|says) (it was|it's|it is|everything('s| is| was)) (fine|safe|ok|okay|clear))/,
      // "two years ago the old furnace leaked carbon monoxide… we had it replaced and everything has been fine since"
      PAST_AND_MENDED,
    ],
    overrides: [
      /(?<!\b(no|not|never|without|any|nobody has|no one has) )\b(headaches?(?! (from|because of) (the |all the )?(noise|racket|banging|rattl\w*))|dizz(y|iness)|nause(a|ous)|light-?headed|throwing up|threw up|vomit(ing|ed)|woozy|groggy|lethargic|only wants? to sleep|can't stay awake|sleepy|drowsy|confused|passed out|fainted)\b/,
      // a generator's exhaust coming inside, whatever the caller thinks of the alarm ("I pulled the battery out of it")
      ...GENERATOR_TOO_CLOSE,
      // the alarm's own pattern or reading, whatever the caller guesses ("probably the battery… four beeps and a pause,
      // the screen says CO and a number")
      /\b(four|4) (beeps|chirps)\b|\b(screen|display)\b.{0,20}\b(says|shows|reads)\b.{0,10}\bco\b.{0,25}\b(number|\d{2,3})\b/,
      /\b(detector|alarm|monitor)s?\b.{0,80}\b(shows|reads|displays?|showing)\b.{0,25}\b\d{2,3}\b(?! (years?|months?|days?))/,
      /\b(keeps? (beeping|going off|sounding)|won't stop)\b.{0,40}\b(says|shows|reads) co\b|\b(says|shows|reads) co\b.{0,40}\b(keeps? (beeping|going off|sounding)|won't stop)\b/,
    ],
    instructions:
      "Your safety comes first: please get everyone, pets too, out into fresh air right now and leave the door open behind you. Call 911 from outside, and don't go back in or run the furnace, water heater or any gas appliance until the fire department says it's safe.",
    instructionsEs:
      'Su seguridad es lo primero: saque a todos, también a las mascotas, al aire libre ahora mismo y deje la puerta abierta. Llame al 911 desde afuera, y no vuelva a entrar ni prenda la calefacción, el calentador de agua ni ningún aparato de gas hasta que los bomberos digan que es seguro.',
    summary:
      'possible carbon monoxide (alarm or symptoms); the caller was told to get everyone into fresh air and call 911',
  },
  {
    // ESFi electrical-fire guidance: don't touch, no water on it, cut power at the panel only if safe, 911 for smoke
    kind: 'electrical-fire',
    // "a breaker keeps tripping, I want someone to look at the box"… then: "the box is hot, it's buzzing like bees"
    acrossTurns: {
      now: /\b(hot|too hot to touch)\b.{0,60}\b(buzz\w*|blister\w*|crackl\w*|sizzl\w*)|\b(buzz\w*|crackl\w*|sizzl\w*)\b.{0,60}\b(hot|too hot to touch|blister\w*)\b/,
      earlier: /\b(panel|breaker box|breaker panel|breakers?|fuse box|electrical box)\b/,
    },
    cues: [
      // "there's kind of a haze coming out from behind it… smells like a hot empty frying pan"
      /\b(haze|hazy)\b.{0,40}\b(coming out|from behind|out of|around)\b|\bsmell\w*\b.{0,20}\blike a hot (empty )?(frying )?pan\b/,
      // "the outlet where the heater's plugged in has gone brown and kinda melty… it crackles"
      /\b(outlets?|sockets?|plugs?)\b[^.]{0,100}\b(melty|melting|melted|(gone|turned|turning|going|getting) (brown|black)|crackl\w*)\b/,
      // "the dishwasher made a loud pop and there was a little flash… the kitchen smells like fireworks"
      /\b(pop(ped)?|bang(ed)?|boom)\b.{0,60}\b(flash(ed)?|spark(s|ed)?)\b/,
      /\bsmell\w*\b.{0,20}\blike (fireworks|gunpowder|firecrackers|a (lit )?sparkler|a cap gun)\b/,
      // "there's this hot plastic kind of smell"
      /\b(hot|burning|melting) (plastic|rubber|wire|wiring)( kind of| sort of)? (smell|odou?r|stink)\b/,
      /\bsmok(e|ing|y)\b(?!\s*(\/\s*co\b|and co\b|& co\b|(and )?(carbon monoxide|co) )?\s*(detector|alarm|combo|one|ones|unit|thing)s?\b)/,
      /\bsmell(s|ing|ed)?\b.{0,30}\b(burn(ing|t|ed)?|melt(ing|ed)?|scorch(ed|ing)?|hot plastic|electrical|fishy)\b/,
      /\bburn(ing|t|ed) (plastic|smell|odou?r|rubber|wires?|insulation)\b/,
      // "a singed sort of smell"
      /\b(singe(d|ing)?|scorch(ed|ing)?) (sort of |kind of |kinda |sorta )?(smell|odou?r|stink)\b|\bsmell\w*\b.{0,20}\bsinge(d|ing)?\b/,
      // "the plug by my bed… it's gone all brown around the holes"
      /\b(gone|turned|going|getting) (all |kind of |kinda |sort of )?(brown|black)\b.{0,20}\b(around|by|near) the (holes|prongs|slots)\b/,
      /\b(sparks?|sparking|sparked|arcing|arced|flames (coming|shooting)|on fire|caught fire)\b/,
      /\bflames?\b.{0,30}\b(outlets?|sockets?|switch(es)?|panel|breakers?|plugs?|cords?|wires?|wiring|fuse box)\b/,
      /\b(panel|breaker box|breakers?|fuse box|fuses?|outlets?|sockets?|switch(es)?|dimmers?|plugs?|cords?|extensions?|power strips?|wires?|wiring|meter|(switch |outlet |cover )?plates?|(outlet |switch )?covers?|faceplates?)\b.{0,40}\b(hot|too warm|warm to the touch|warm when (i|you) touch|buzz(es|ing)?|humm?(s|ing)?|crackl(e|es|ing|y)|sizzl(e|es|ing)|fry(ing)?|pop(s|ping)|scorch(ed|ing)?|melt(ed|ing)?|black(ened)?|char(red)?|brown(ish|ed)?|discolou?red|tan|yellow(ed|ish)?|warped|deformed|soft(-looking)?)\b/,
      /\b(hot|buzz(ing)?|humming|crackling|sizzling|scorched|melted|melting|blackened|charred)\b.{0,30}\b(panel|breaker box|breakers?|fuse box|outlets?|sockets?|switch(es)?|plugs?|cords?|wires?|wiring)\b/,
      // "the outlet behind the nightstand smells like fish, the cover plate feels warm"
      /\b(outlets?|sockets?|plugs?|switch(es)?|panel|breakers?)\b.{0,80}\bsmell\w*\b.{0,20}\b(fish|fishy)\b|\bsmell\w*\b.{0,30}\b(fish|fishy)\b.{0,80}\b(outlets?|sockets?|plugs?|switch(es)?|panel)\b/,
      /\b(outlets?|sockets?|switch(es)?|(cover |switch |outlet )?plates?|covers?)\b.{0,30}\b(feels?|is|it's|gets?|getting) (kind of |kinda |a little |a bit |pretty |really |super )?(warm|hot)\b/,
      // "the breaker box feels warm when I put my hand flat on it", "the panel is kind of warm and ticking"
      /\b(panel|breaker box|breaker panel|fuse box|electrical box)\b.{0,40}\b(feels?|is|it's|gets?|getting|running|been) (kind of |kinda |a little |a bit |pretty |really |super |real )?warm\b/,
      /\b(panel|breaker box|breaker panel|fuse box)\b.{0,80}\b(tick(ing|s)?|click(ing|s)?|crackl\w*)\b.{0,30}\b(inside|in there|from it|coming from)\b|\b(tick(ing|s)?|click(ing|s)?)\b.{0,30}\b(inside|from|in) (the |our |my )?(panel|breaker box|fuse box)\b/,
      // "the breaker box out in the garage is making this crackly buzzing noise", "brown marks on the cover"
      /\b(panel|breaker box|fuse box|outlets?|sockets?|switch(es)?|dimmers?)\b.{0,60}\b(crackl\w*|sizzl\w*|frying (sound|noise)|(brown|black|burn|scorch) marks?)\b/,
      /\b(brown|black|burn|scorch) marks?\b.{0,30}\b(panel|breaker box|fuse box|outlets?|sockets?|switch(es)?|plugs?|dimmers?|(switch |cover |wall )?plates?)\b/,
      // "the switch shocked me and now it's buzzing": a shock, then a sign
      /\b(shock(ed|s)?|zapp?(ed|s)?|jolt(ed)?|got a shock)\b.{0,80}\b(buzz\w*|humm?\w*|crackl\w*|sizzl\w*|hot|warm|spark\w*|smok\w*|burn\w*)\b|\b(switch(es)?|outlets?|sockets?|panel|plugs?)\b.{0,40}\b(shocked|zapped|gave me a (shock|jolt))\b/,
      // "the outlet popped with a flash when he plugged in his charger, now it's black around the holes"
      /\b(outlets?|sockets?|plugs?|switch(es)?|panel|breakers?|power strips?|cords?)\b[^.]{0,80}\b(popped|pop|went|blew|blown)\b (out )?with a (flash|spark|bang|blue light)|\b(flash|spark|bang) (came )?(out of|from) the (outlet|socket|plug|switch|panel)\b|\b(outlets?|sockets?)\b[^.]{0,100}\b(black|blackened|charred|scorched|melted) (around|by|near) the (holes|prongs|slots)\b/,
    ],
    // "the plug in the wall went pop last night, and now there's a black mark all around it"
    utteranceCues: [
      /\b(outlets?|sockets?|plugs?|switch(es)?|power strips?)\b[^.]{0,60}\b(went|go|goes|made a) (pop|bang|poof|boom)\b.{0,150}\b(black|brown|burn|scorch)(ed)? (marks?|spots?|ring)\b/,
    ],
    counterCues: [
      // "no olió a quemado ni salió chispa ni nada": a burn or a spark said not to have happened
      /\bno (olió|olio|huele|hubo|salió|salio|sale|hay|vi|vimos|se ve)(?!\p{L})[^.]{0,50}\b(quemado|sparks?|chispas?|smoke|humo|fuego|fire)\b/u,
      /\b(smoke|co|carbon monoxide) (detector|alarm)s?\b.{0,40}\b(chirp|battery|beep)/,
      /\b(smoke|co|carbon monoxide)( ?\/ ?co| and co)? (detector|alarm|one|combo)s?\b.{0,60}\b(end of life|expired|battery|chirp\w*|too old)\b/,
      // a heater's first run in months burns off its dust ("turned on the wall heater for the first time in a year")
      /\b(heater|furnace|heat|radiator|baseboard)\b.{0,80}\bfirst time\b|\bfirst time\b.{0,60}\b(heater|furnace|heat)\b/,
      /\b(chirp(s|ing)?|low battery)\b/,
      /\b(sparkling|sparkle)\b/,
      // smoke from cooking ("the smoke alarm goes off when I fry bacon, nothing's burning")
      /\bcooking smoke\b|\bsmoke\b.{0,30}\b(from|of) (the )?(cooking|food|frying|bacon|toast(ing)?)\b|\b(cooking|frying|toasting|roasting|searing|fry|fries) (bacon|meat|chiles|tortillas|food|steak)\b/,
      // "angle grinder, sparks flying everywhere, which is normal"; "our electric bill is on fire"
      /\b(grinder|welder|welding|(?<!\bsmel\w* like (?:a |the )?)(?:sparklers?|fireworks?)|flint|chainsaw)\b/,
      /\b(bills?|prices?|rates?)\b.{0,20}\b(on fire|burning|through the roof)\b/,
      // "so sparked about remodeling", "it sparked my interest"
      /\bsparked (about|up about|to|for)\b|\bsparked (my|our|his|her|their) (interest|curiosity|idea)\b/,
      // "an old scorch mark next to the outlet": the mark of a fault long mended
      /\bold (scorch|burn|black|brown|smoke) (marks?|stains?)\b/,
      // ("smells like burnt toast" is how it smells, not what burned)
      /\b(pilot|fireplace|chimney|wood ?stove|bbq|barbecue|grill|cigarettes?|smoker|vape|(?<!\b(?:like|of) (?:a )?(?:burnt |burned |burning )?)toast(?! smell)|candle|incense|campfire|fire pit)\b/,
      /\b(bulbs?|light bulb)\b.{0,20}\b(burn(ed|t)? out|blown|dead)\b|\bburn(ed|t)? out\b/,
      /\bhot (water|tub|weather|day|outside)\b/,
      /\b(no|not|never|without|don't|doesn't|didn't|isn't|wasn't|there's no|there were no|nothing|nothing's|nothing is)\b[^.]{0,20}\b(smoke|smoking|spark\w*|burn\w*|smell|hot|buzz\w*|flames?)\b/,
      // a furnace's first run of the season burns off its dust
      /\bdust(y)?\b.{0,20}\b(burn\w*|smell\w*)|\b(burn\w*|smell\w*)\b.{0,20}\bdust(y)?\b/,
    ],
    // "the house smells burnt, but that's just the toast": the smell explained in the same breath
    harmlessContext: [
      // "ever since the fire off Empire Grade the house smells like a campfire… the smoke drifting in from outside":
      // a wildfire's smoke, not the wiring (unless something electrical is named with it)
      /^(?!.*\b(outlets?|sockets?|panel|breakers?|switch(es)?|wires?|wiring|cords?|plugs?|spark\w*|sizzl\w*|buzz\w*|melt\w*|enchufes?|contactos?)\b).*\b(wild ?fires?|forest fires?|brush fires?|the fires? (up|off|over|near|out|in|on|at|by) [a-z]+|smoke (is |keeps |kept )?(drifting|creeping|coming|blowing|getting|seeping) in|smoke (from )?outside|smoke from (the |a |those )?(wild ?|forest |brush )?fires?|the smoke from the fire|(the )?(sky|air)( outside)? (is|has been|was|'s) (all )?(orange|smoky|hazy|brown|thick)|air quality|evacuat\w*|incendios?( forestal(es)?)?|humo (de|del) (los |el )?(incendios?|fuego de afuera)|(controlled|prescribed) burns?|quemas? (de esas )?controladas?|no es de la casa|(it's|its|it is) not (from )?(inside )?the house|es lo de afuera)\b/,
      // "my neighbour saw smoke from the dryer vent… it's just steam"
      /\b(it's|it is|it was|was) (just |only )?(steam|vapou?r)\b/,
      // "the outdoor outlet was hot… it's just the sun baking that wall… no smell, no marks": the sun's heat
      /^(?=.*\b((just|only|probably|must be|from) the sun|sun (baking|beating|shining|hitting|heating)|in (the )?(direct |full )?sun(light)?|afternoon sun)\b)(?=.*\bno (smell|marks?|scorch\w*|burn\w*|smoke)\b)/,
      // "the fire pit was throwing embers, sparks everywhere… fire's long out": the fire pit's sparks
      /\b(fire ?pit|campfire|bonfire|wood ?stove)\b.{0,80}\b(sparks?|embers)\b|\b(sparks?|embers)\b.{0,80}\b(fire ?pit|campfire|bonfire)\b/,
      /\bcooking smoke\b/,
      // "angle grinder, sparks flying everywhere, which is normal": a tool's sparks
      /\b(angle )?grinder\b|(?<!\bsmel\w* like (?:a |the )?)\b(?:sparklers?|fireworks?)\b|\bflint\b|\bweld(s|er|ers|ing)?\b|\bsoldador\b|\bsoldar\b/,
      // "the fireplace… smoke rolling back into the room": the fire's smoke, not the wiring's (unless wiring is named)
      /^(?!.*\b(outlets?|sockets?|panel|breakers?|switch(es)?|wires?|wiring|cords?|plugs?|spark\w*|buzz\w*|melt\w*)\b).*\b(fireplace|wood ?stove|pellet stove|chimney|flue)\b/,
      // "white smoke out of the dryer's vent outside, nothing smells inside": the dryer's steam; "un humito blanco del tubo
      // del calentón que da para afuera… como el vaho": a furnace's flue steaming in the cold
      /^(?=.*\b(dryer|secadora|furnace|heater|boiler)\b.{0,60}\b(vent|tubo|pipe|duct|exhaust|flue|outside|afuera)\b)(?=.*\b(white|blanc[oa])\b)(?!.*\b(burn\w*|quemad\w*|black|negr[oa]|spark\w*|chispa\w*|flames?|llamas?)\b)/,
      // "nothing's on fire lol, just planning", "nothing caught fire, it's just soot", "no hay ningún fuego ahorita, es pura
      // prevención" (not "it sparked… a black scorch mark… smells like something burning. nothing on fire right now": the
      // signs are there)
      /^(?!.*\b(spark(ed|ing|s)|scorch\w*|smells? (like )?(something )?burn\w*|burning smell|smell of burn\w*)\b).*\bnothing('s| is)?( on)? fire\b|\bnothing (ever |has |)caught fire\b|\b(no|not),? hay ning[uú]n fuego\b|\bno es fuego\b|\bpura prevenci[oó]n\b|\bjust (for )?prevention\b/,
      // the neighbour's chimney or grill, whose smoke drifts in
      /\b(neighbou?r'?s?|vecin[oa]s?)\b.{0,40}\b(chimney|chimenea|fireplace|wood ?stove|fire ?pit|bbq|barbecue|grill|asador)\b/,
      // "we finally figured out it was the old toaster", a smoke's stains from a fire long over ("el año pasado… hollín")
      /\b(figured out|found out|turned out|realized)\b.{0,20}\b(it was|it's|that it was)\b.{0,40}\b(toaster|food|crumbs|oven|pan|candle|popcorn|dust|grease)\b/,
      // ("hace como un año se me quemó un sartén… quedó la pared negra del humo, ya nomás es la mancha")
      /\b(last year|(years?|months?) ago|in (19|20)\d\d|el año pasado|hace (\w+ ){1,2}(años?|meses))\b.{0,150}(\b(soot|hollín|smoke (stains?|damage))\b|\bnegr[oa]s? (del|de) (humo|smoke)\b|\bblack (from|with) (the )?smoke\b|\b(nom[áa]s|solo|s[óo]lo|just|only) (es |queda |qued[óo] |is )?(la|the) (mancha|stain)\b)/u,
      // metal in a microwave ("un plato con orilla dorada… echó chispas"): the dish's sparks, not the wiring
      /\b(microwave|microondas)\b.{0,80}\b(metal|foil|aluminum|aluminio|fork|tenedor|gold (rim|trim|edge)|orilla dorada|borde dorado)\b|\b(metal|foil|aluminum|aluminio|fork|tenedor|gold (rim|trim|edge)|orilla dorada|borde dorado)\b.{0,80}\b(microwave|microondas)\b/,
      // a motor that hums and will not turn is jammed: the disposal, a fan, a pump
      /\b(disposal|motor|fan|fridge|refrigerator|compressor|washer|dryer|pump|blender)\b.{0,80}\bhum(s|ming)?\b(?!.{0,60}\b(smell|smoke|hot|burn\w*|spark\w*)\b)|\bhum(s|ming)?\b.{0,25}\b(doesn't|does not|won't|but (doesn't|won't)) (spin|turn|start|run|grind)\b/,
      // smoke stains from a fire long over ("a pan burned two months ago, the wall is black from the smoke")
      /\b(\d+|a few|two|three|several|couple of) (months?|weeks?|years?) ago\b(?!.*\b(again|now|today|still smok\w*)\b)|\bsmoke (stains?|damage)\b|\b(that's|it's|that is) (all )?(over|in the past)\b/,
      PAST_AND_MENDED,
      // "it smells burnt all over the house, my son left the tortillas on the griddle": the food, not the wiring
      // ("smells like burnt popcorn" is how it smells: only a burning someone did counts)
      /\b(i|we|he|she|they|my (son|daughter|kid|husband|wife)|someone|somebody) (just )?(burn(ed|t)|scorched) (the |some |his |her |my |our |a |an )?(toast|tortillas|food|rice|beans|popcorn|dinner|lunch|breakfast|pan|pot|bagels?|bacon|pizza|cookies|grilled cheese|eggs|lasagna)\b|\bthe food got burned\b/,
      // "the cheese spilled on the bottom of the oven and smoked… I cleaned it, there's no smoke now"
      /\b(spilled|spill|se (me |le |nos )?derram\S*|boiled over|dripped)\b.{0,40}\b(cheese|queso|grease|food|sauce|salsa|juice)\b.{0,200}(\b(cleaned|no more smoke|no smoke|there is no smoke)\b|\blimpi\S*)/,
      // "some smoke yesterday cause a pie ran over onto the bottom, we cleaned all that out, it's fine now"
      /\b(pie|cheese|food|sauce|grease|juice|casserole|lasagna|pizza|turkey)s? (ran|boiled|spilled|bubbled|dripped) over\b.{0,200}\b(cleaned|no more smoke|no smoke|fine now)\b/,
      /\b(the )?smoke('s| is| has)? (all )?(cleared|gone|cleared out|aired out)\b(?!.*\b(still|again|outlet|panel|wires?|wiring|breaker|spark\w*)\b)/,
      // "the utility crew is cutting old cables off the pole and there are sparks, out in the street"
      /\b(utility crew|crew|workers|pg&e|pge|the (power|electric|phone|cable) company)\b.{0,80}\bspark\w*|\bspark\w*.{0,80}\b(utility crew|out in the street|on the pole)\b/,
      /\b(neighbou?rs?('s)?|down the (street|road)|next door)\b.{0,40}\b(burn(ing)?|burn piles?|brush piles?|bonfire|fire ?pit|bbq|barbecue|chimney|fireplace|wood ?stove|smoker)\b|\bpermitted burn\b|\bburn day\b/,
      // "it went away, smells totally normal now"
      // (a plug found "really hot" or a scorch mark, said before the smell went away, still stands)
      /^(?!.*\b(plugs?|outlets?|sockets?|cords?|switch(es)?|panel)\b.{0,40}\b(really|very|super|too) hot\b)(?!.*\b(black|brown|brownish|scorch|burn)(ish)?( black)? marks?\b.{0,200}\b(really|very|super|too) hot\b).*\b(went away|gone now|(smells|it's|its) (totally |completely |perfectly )?(normal|fine) now)\b(?!.*\b(still|hot|spark\w*|smok\w*|buzz\w*)\b)/,
      /\bself[- ]?clean\w*|\b(gunk|grease|dust|residue) burning off\b|\bburn(ing|s|ed|t)? off (the )?(gunk|grease|dust|residue)\b/,
      // ("smells like burnt popcorn" at the panel is how the panel smells, not what burned)
      /(?<!\b(like|of)( a| some)? )\bburn(t|ed|ing)? (the )?(toast|popcorn|bacon|dinner|food|rice|pizza|cookies|tortillas?|beans|frijoles|arroz|comida|quesadillas?|eggs|meat)\b|\b(toast|popcorn|bacon|dinner|food|rice|pizza|cookies|tortillas?|beans) (got |was |were )?burn(t|ed|ing)?\b/,
    ],
    instructions:
      "Your safety comes first: please don't touch that outlet, switch, cord or panel, and never put water on it. If you can reach your main breaker safely, switch it off. If you see smoke or flames, get everyone out and call 911 from outside.",
    instructionsEs:
      'Su seguridad es lo primero: no toque ese enchufe, apagador, cable ni panel, y nunca le eche agua. Si puede llegar al breaker principal sin peligro, apáguelo. Si ve humo o llamas, salgan todos y llame al 911 desde afuera.',
    summary:
      'possible electrical fire (smoke, burning smell, sparks or a hot or buzzing panel, outlet or switch); the caller was told not to touch it and to call 911 if there is smoke',
  },
  {
    // American Red Cross and ESFi flooding guidance: water and electricity together: stay clear, cut power if safe
    kind: 'water-electrical',
    // "an inch of water and it's still rising?? there's a bunch of extension cords down there plugged in"
    utteranceCues: [
      // "water is coming through the ceiling around the light fixture": water at a light's wiring
      /\bwater\b[^.]{0,80}\b(around|by|near|at|from|through|out of|where) (the )?(\w+ )?(light fixtures?|fixtures?|ceiling lights?|lamps?)\b/,
      // "the puddle's running toward the power strip… it's like an inch from the strip now"
      /^(?=.*\b(water|puddle|leak\w*|flood\w*)\b)(?=.*\b(an inch|inches|a few inches|a couple (of )?inches|a foot) (from|away from) (the )?(power )?(strips?|outlets?|sockets?|cords?|extension cords?|plugs?|panel)\b)/,
      // "the middle of the stain is sagging down like a hammock, it's soft, and the hallway light keeps flickering"
      /\b(sagg\w*|bulg\w*|droop\w*|hammock)\b.{0,100}\b(lights?|fixtures?)\b.{0,40}\bflicker\w*|\b(lights?|fixtures?)\b.{0,30}\bflicker\w*.{0,100}\b(sagg\w*|bulg\w*|droop\w*)\b/,
      /\bwater\b.{0,100}\b(extension cords?|power strips?|cords)\b.{0,40}\b(on the floor|in the water|plugged in|conectad\w*|on the ground)\b/,
      // "water all over the floor… creeping over toward the wall where the freezer and the washer are plugged in"
      /\b(water|puddle|flood\w*)\b[^.]{0,100}\b(creep\w*|spread\w*|mov\w*|head\w*|getting|running|inching)\b[^.]{0,20}\b(toward|towards|over to|up to|close to|near)\b[^.]{0,80}\b(plugged in|outlets?|power strips?|extension cords?|sockets?|panel)\b/,
      // "the ceiling in my dining room, right under the bathroom, has a bulge in it, like a water balloon": the commas
      // part the ceiling from its bulge
      /\bceiling\b(?! fan)[^.]{0,100}\b(bulg(ing|ed|es?)|sagg(ing|ed|y|s)|balloon\w*)\b/,
      // "the guest bedroom ceiling. There's a big bubble in it, like a balloon full of water": the bubble told in the
      // next sentence
      /\bceiling\b(?! fan).{0,150}\b(bubbl\w*|balloon\w*|bulg\w*|sagg\w*)\b.{0,60}\b(full of|filled with|holding) water\b|\bceiling\b(?! fan).{0,150}\b(sagg\w*|bulg\w*)\b.{0,60}\bgetting (bigger|worse|lower)\b/,
      // "the whole garage floor is covered, about an inch and rising… the power strip… down on the floor… the water is
      // getting close": water rising where something electrical sits on the floor
      /^(?=.*\b(water|rain ?water|rain|flood\w*|puddle)\b[^.]{0,60}\b(getting close(r)?|rising|creeping (up|in)|coming up)\b)(?=.*\b(power strips?|extension cords?|outlets?|sockets?|plugged in(to)?)\b)(?=.*\b((down )?on the floor|low on (the|that) wall|near the floor|floor level)\b)/,
      // "the stain has a bulge in the middle and it's bigger than this morning, and it's right around the light fixture"
      /\b(stain|spot|patch|drywall|plaster)\b[^.]{0,40}\b(bulg\w*|sagg\w*|balloon\w*|puff\w*|bubbl\w*)\b[^.]{0,120}\b(light fixtures?|ceiling lights?|can lights?|lights?|fixtures?|chandeliers?|ceiling fan)\b/,
    ],
    cues: [
      // "it's dripping a little around the chandelier"
      /\b(drip\w*|leak\w*|water)\b.{0,30}\bchandelier\b|\bchandelier\b.{0,30}\b(drip\w*|leak\w*|water)\b/,
      // "the glass bowl of the kitchen light is filling up with water like a fishbowl"
      /\b(glass bowl|globe|shade|dome|fixture|light)\b.{0,40}\b(filling|filled|full) (up )?(of |with )?water\b|\blike a fishbowl\b/,
      // "the puddle's crept over to where the freezer's plugged in, the power strip's sitting in it now"
      /\b(puddle|water|leak)\b[^.]{0,80}\b(crept|creeping|crawled|spread|spreading|made it|gotten|got|run|ran|running|flowed|gone)( all the way)?( over)? (to|toward|towards)\b.{0,50}\b(plugged in|power strips?|extension cords?|outlets?|panel)\b|\b(power strips?|strips?|outlets?|plugs?|cords?|extension cords?)('s| is| are)?( kind of| sort of| kinda| just| basically| all| now| like)* (sitting|lying|laying|soaking)( right| directly)? in (it|the water|the puddle|water)\b/,
      /\bwater\b.{0,40}\b(through|from|out of|in|into|around)\b.{0,20}\b(light|fixture|lamp|ceiling fan|can lights?|recessed|smoke (detector|alarm)|exhaust fan|vent fan|bathroom fan|fan)\b/,
      // "water is raining out of the bathroom fan"
      /\b(rain\w*|pour\w*|drip\w*|pouring)\b.{0,30}\b(out of|from|through)\b.{0,15}\b(the |a )?(bathroom |exhaust |vent |ceiling )fan\b/,
      /\b(light|fixture|lamp|ceiling fan)\b.{0,30}\b(dripping|dripped|drips|leaking|leaked|full of water|filling with water|has water)\b/,
      // "the middle of the stain is sagging down like a hammock, and the hallway light keeps flickering"
      /\b(sagg\w*|bulg\w*|droop\w*|hammock)\b.{0,100}\b(lights?|fixtures?)\b.{0,30}\bflicker\w*|\b(lights?|fixtures?)\b.{0,30}\bflicker\w*.{0,100}\b(sagg\w*|bulg\w*|droop\w*)\b/,
      // "water is coming out of the smoke detector"
      /\bwater\b.{0,20}\b(coming|dripping|leaking|pouring) out of the smoke (detector|alarm)\b/,
      // "the power strip that the hospital bed and her lamp are plugged into is sitting in the wet"
      /\b(power strips?|extension cords?|outlets?|plugs?)\b[^.]{0,60}\b(is|are|'s) (now |already |just )?(sitting|lying|laying|soaking) in (it|the water|the puddle|water|the wet)\b/,
      // "it's running right down over the electrical panel and pooling underneath it"
      /\b(running|dripping|pouring|leaking|coming|trickling|pooling)\b.{0,15}\b(over|onto|into|on|under|underneath|behind) (the |our |my )?(electrical |breaker )?(panel|breaker box|breakers|outlets?|fuse box|power strips?)\b/,
      // "it's dripping around the can light"
      // "a drip coming out of the ceiling light"
      /\b(drip\w*|leak\w*|wet)\b.{0,20}\b(around|from|through|out of|by|near|at)\b (the |a |our |my )?([a-z]+ ){0,2}(can lights?|recessed lights?|light fixtures?|ceiling lights?|lights?|fixtures?)\b/,
      /\bceiling\b(?! fan)[^.]{0,80}\b(sagg(ing|ed|y|s)|bulg(ing|ed|es?)|puff(y|ed|ing)|bow(ing|ed)|caving|coming down|hanging down|falling|collaps\w*|balloon\w*|droop\w*|(a |like a )(big )?(bubble|belly))\b/,
      // "the smoke detector right in the middle of it has water dripping out of it"
      /\bsmoke (detector|alarm)\b.{0,60}\b(water (dripping|coming|leaking|pouring)|dripping|leaking)\b/,
      /\b(sagg(ing|y)|bulg(ing|e)|bowing|caving)\b.{0,20}\bceiling\b/,
      /\bwater\b.{0,40}\b(near|by|next to|around|on|into|onto|under|reaching|touching)\b.{0,20}\b(outlets?|sockets?|plugs?|panel|breaker box|breakers?|power strips?|extension cords?|cords?|electrical)\b/,
      /\b(outlets?|sockets?|panel|breaker box|power strips?|extension cords?|plate)\b.{0,30}\b(wet|under water|in (the )?water|soaked|submerged)\b/,
      /\bwater\b(?! heater| pressure| softener| bill)[^.]{0,80}\b(outlets?|sockets?|power strips?|electrical panel|breaker box|extension cords?)\b/,
      /\b(puddle|water|leak)\b[^.]{0,80}\b(running|spreading|creeping|heading|moving|flowing) (toward|towards|to)\b.{0,50}\b(power strips?|extension cords?|outlets?|panel|breaker box|plugs?)\b/,
      /\b(leak\w*|puddle|wet|flood\w*|water)\b[^.]{0,60}\b(close to|near|next to|reaching|getting to|toward|towards)\b.{0,20}\b(outlets?|sockets?|power strips?|extension cords?|panel|breaker box|plugs?|lights?|light fixtures?|fixtures?|lamps?)\b/,
      /\b(dripping|leaking|water)\b.{0,30}\b(onto|on|into|over)\b (the |a )?(ceiling )?(light|fixture|lamp)\b/,
      /\b(coming|dripping|leaking|running|pouring)\b.{0,40}\b(into|onto|on|in) (the )?(fuse box|panel|breaker box|electrical panel|breakers|outlets?)\b/,
      /\bwater\b(?! heater| pressure| softener| bill)[^.]{0,80}\b(light switch(es)?|switch plate)\b/,
      // "agua": a Spanish caller's words are read through a phrase list (spanish.ts) that leaves it as it is
      /\b(water|agua)\b(?! heater| pressure| softener| bill)[^.]{0,60}\blights? (is |are )?(flicker\w*|keep (going off|flicker\w*))/,
    ],
    // water running out of a smoke detector or a ceiling hanging down like a belly stands, whatever the caller guesses
    // ("we figured it was just an old stain")
    overrides: [
      /\bsmoke (detector|alarm)\b.{0,60}\bwater (dripping|coming|leaking|pouring)\b|\bceiling\b.{0,100}\b(hanging down|like a belly)\b/,
    ],
    counterCues: [
      /\b(old|dry|dried|from last (year|winter|month)|stain)\b.{0,30}\b(leak|stain|mark)\b|\bwater stains?\b/,
      /\b(no|not|never|nowhere|isn't|aren't|wasn't|doesn't)\b[^.]{0,20}\b(near|wet|sagging|dripping)\b/,
      /\bfar (away )?from\b/,
      // "the water connection, the drain and the outlet under the sink": the hookups for an install
      /\b(water (connection|hookup|hook-up)s?|(connection|hookup)s? (for|of) the water)\b/,
      /\bceiling fan\b.{0,30}\b(wobbl\w*|noisy|loud|click\w*|slow|won't|doesn't|not)\b/,
    ],
    // an old leak by a light, told as over ("but it's all dry now"); "I mopped up" alone is not: it may still drip
    harmlessContext: [
      /\b(all dry|dry now|dried (out|up) now|not leaking anymore|stopped leaking( now)?|(it's|it has|has|it) been (bone )?dry)\b/,
      PAST_AND_MENDED,
      // "a sprinkler sprays the wall where the outdoor outlet is… it has its weatherproof cover and has never failed": the
      // garden's water on a covered outdoor outlet, with no sign of trouble
      /^(?=.*\b(sprinklers?|aspersor\w*|irrigation|riego)\b)(?=.*\b(weather-?proof|outdoor cover|in-use cover|(plastic|outdoor|exterior) (cover|tapa)|tapa de pl[áa]stico|de exterior)\b)(?!.*\b(spark\w*|tripp\w*|trips|smok\w*|burn\w*|buzz\w*|chispa\w*)\b)/,
    ],
    instructions:
      "Your safety comes first: please keep away from the wet area and don't touch any switches, outlets or fixtures near the water. If you can reach your electrical panel without standing in water, switch off the breaker for that area or the main. If the ceiling is sagging, keep everyone out of that room, and shut off the main water valve if it's safe to.",
    instructionsEs:
      'Su seguridad es lo primero: aléjese de la parte mojada y no toque apagadores, enchufes ni lámparas cerca del agua. Si puede llegar al panel eléctrico sin pisar agua, apague el breaker de esa parte o el principal. Si el techo está abombado, que nadie entre a ese cuarto, y cierre la llave principal del agua si es seguro hacerlo.',
    summary:
      'water near electricity (through a ceiling or light fixture, a sagging ceiling or wet outlets); the caller was told to keep clear and cut the power only if safe',
  },
  {
    // American Red Cross flooding guidance: stop the water at the main valve, keep clear of electricity
    kind: 'flooding',
    cues: [
      // "water is bubbling up through the hallway floor, an inch deep": water rising inside from below
      /\bwater\b.{0,30}\b(bubbling|coming|welling|seeping|pushing) up (through|out of|from|between) (the )?(\w+ ){0,2}(floors?|floor ?boards?|tiles?|slab|carpet|grout)\b|\b(an? |one |two |\d+ )?inch(es)? deep\b.{0,20}\b(already|and rising|now|inside)\b/,
      // "a pipe under the house has let go, roaring like a fire hose"; "water coming up through the heating vents";
      // "it's coming out in a sheet now, over the tops of my shoes, running under the door into the den"
      /\b(pipes?|lines?|hoses?|water heater|tank|supply line)\b.{0,30}\b(let go|gave way|blew out)\b/,
      /\broar\w*\b.{0,40}\blike a (fire ?hose|river|waterfall)\b|\bwater\b.{0,30}\bcoming up (through|out of) the (heating |floor )?(vents?|registers?|floor)\b/,
      /\bover the tops? of (my |our |his |her )?(shoes|boots|feet)\b|\bcoming out in a sheet\b/,
      /\bwater\b.{0,40}\b(running|going|coming|flowing|spreading) (under the door )?into the (den|family room|kitchen|office|hall|hallway|bedroom|living room)\b/,
      /\b(burst|busted|bursting|exploded|blew|blown|split|ruptured)\b.{0,20}\b(pipes?|lines?|hoses?|water heater|tank|supply line)\b/,
      /\b(pipes?|lines?|hoses?|water heater|tank|supply line)\b.{0,40}\b(burst|busted|exploded|blew|split|ruptured|broke open|came apart|popped)\b/,
      // "pipe under sink popped. spraying everywhere, floor soaked"
      /\b(spraying|gushing|pouring|shooting) (water )?(everywhere|all over)\b/,
      /\bwater\b.{0,20}\b(spraying|spraying out|gushing|pouring|shooting|spurting|everywhere|won't stop|not stopping|rising|pouring in)\b/,
      /\b(pipes?|fittings?|valves?|supply lines?|water lines?)\b[^.]{0,40}\b(spraying|spewing|gushing|spurting|shooting water|pouring water)\b/,
      // "the water heater… it's just pouring water out the bottom"
      /\b(pouring|gushing|spewing|spraying|shooting|dumping) (out )?(water|gallons)\b/,
      /\bwater (is )?(all over|all through) (the |my |our |his |her |their )?(kitchen |bathroom |laundry |basement )?(floor|room|house|kitchen|laundry|garage|hall|hallway|basement|bathroom|carpet)/,
      /\b(pouring|gushing|spewing|spraying|shooting) out (of |from )?(the |a )?(cabinet|wall|pipe|ceiling|floor|bottom|valve|faucet)\b/,
      /\b(hear|hearing) (the )?water running\b|\bwater (is )?(running|pouring|gushing|coming) (out )?(from )?(under|inside|in|through) (the )?(house|wall|walls|floor|ceiling)\b/,
      /\b(hose|supply line|line)\b.{0,40}\b(popped|came|come|blew) off\b/,
      // "the water, it come out under the wall… the carpet is all water now": a pipe inside the wall
      /\bwater\b.{0,60}\b(come|comes|coming|came) out (from )?(under|of|from) the wall\b/,
      /\b(carpet|rug)s? (is |are )?(all water|soaked through|soaking wet|like a sponge)\b|\b(carpet|rug)s?\b.{0,25}\b(squish(es|ing|y)?|squelch(es|ing|y)?)\b/,
      // "a hissing inside the wall, like a hose running full blast, and water's coming out from under the baseboard"
      /\b(hiss\w*|rush\w*|running|spraying)\b.{0,30}\b(inside|in|behind) the walls?\b.{0,160}\bwater\b|\bwater('s| is)? (coming|pouring|seeping|running) out (from )?under (the )?baseboards?\b/,
      /\b(flood(ed|ing|s)?)\b.{0,20}\b(the |my |our )?(house|home|kitchen|garage|basement|room|floor|hallway|laundry|bathroom|crawl ?space|downstairs|living room|bedroom)\b/,
      /\b(house|home|kitchen|garage|basement|room|bathroom|hallway|laundry|crawl ?space|downstairs)\b.{0,20}\b(is |are )?(flood(ed|ing)|under water|filling (up )?with water)\b/,
      /\b(inches|ankle[- ]deep|pulgadas) (of|de) (water|agua)\b|\binch of water (on|in|across) (the )?(floor|basement|garage|house|room|kitchen)\b/,
      /\b(a|one|two|three|\d) (foot|feet) of water\b|\b(knee|shin)[- ]deep\b/,
      // "the nail went into a pipe?? water is coming out around it… the carpet is getting soaked pretty fast"
      /\b(nail|screw|drill(ed)?|drill bit|staple)\b.{0,40}\b(into|through|hit|punctured|nicked)\b.{0,15}\b(a |the )?(water |copper |pvc )?(pipe|line)\b.{0,80}\bwater\b/,
      /\b(carpet|rug|floor)s? (is |are )?getting (soaked|soaking wet|drenched|flooded)\b/,
      // "the water heater in the closet broke and water is coming out a lot… the floor is all wet and it's still coming"
      /\b(water heater|pipe|tank|hose|supply line)\b.{0,30}\b(broke|broken|burst|busted)\b.{0,40}\bwater\b.{0,30}\b(coming out|pouring|gushing|everywhere|a lot)\b/,
      /\b(floors?|carpet|rugs?)('s| is| are)? all (wet|soaked|flooded)\b.{0,60}\b(still coming|keeps coming|won't stop)\b/,
      // "it's maybe an inch on the floor now and it's still coming"
      /\b(an|one|a|half an) inch( or two)?( deep)? (on|across|over|covering) (the )?(floor|hallway|hall|kitchen|basement|garage|carpet|laundry room)\b/,
      // "water coming out from under the water heater closet door into the hallway"
      /\bwater\b.{0,20}\b(coming|running|pouring|seeping|flowing) out (from )?under (the )?([a-z]+ ){0,4}doors?\b.{0,30}\b(into|across|down) (the )?(hall|hallway|room|kitchen|house|living room|bedroom|garage)\b/,
      /\bwater\b.{0,60}\b(still|keeps) (coming( in)?|rising|pouring( in)?)\b/,
      /\b(overflow\w*|running over|spilling over)\b.{0,20}\b(won't stop|not stopping|keeps (going|coming))\b/,
      // "…the whole garage floor is wet and it's starting to go under the door into the family room": water said before
      /\b(wet|water|soaked|flood\w*|leak\w*)\b.{0,80}\b(go|goes|going|run|runs|running|spread\w*|seep\w*|come|comes|coming) under the door into the (den|family room|kitchen|office|hall|hallway|bedroom|living room|house)\b/,
      /\bwater\b.{0,30}\b(running|pouring|gushing|spraying|streaming|coming|flowing)\b.{0,20}\b(out of|from|under)\b.{0,30}\b(vents?|crawl ?space|foundation|under the (house|floor))\b/,
      /\b(roar\w*|rush\w*|gush\w*|spray\w*)\b.{0,60}\b(under the (floor|house)|in the crawl ?space)\b/,
      /\bwater\b.{0,20}\b(going|running|spreading|flowing|coming) (into|down|across|through) (the )?(hall|hallway|bedrooms?|living room|carpet|other rooms?|rest of the house)\b/,
    ],
    counterCues: [
      /\bflood ?lights?\b/,
      // water standing in an appliance or a basin: a drain problem, not a flood
      /\b(inch|inches) of water\b.{0,30}\b(in|inside|sitting in|at the bottom of) (the )?(drum|tub|washer|washing machine|dishwasher|sink|basin|bucket|bowl|bottom)\b|\b(drum|washer|washing machine|dishwasher|sink|basin)\b.{0,40}\b(inch|inches) of water\b/,
      /\bflooded with (calls|emails|work|messages)\b/,
      /\b(kids?|children|son|daughter|dog|bath ?water|bathtub|tub overflowed|splash\w*)\b.{0,60}\b(mopped|cleaned|dried|towels?|wiped)\b/,
      /\b(mopped|cleaned|dried|towels?|wiped)\b.{0,60}\b(kids?|bath ?water|bathtub|splash\w*)\b/,
      /\b(no|not|never|isn't|wasn't|didn't)\b[^.]{0,15}\b(burst|flood\w*|spraying|gushing)\b/,
      /\b(sprinkler|garden hose|hose bib|spigot|yard|lawn|puddle)\b.{0,30}\b(spraying|leak\w*|broke|burst)\b/,
      // ("spraying out of the pipe like a sprinkler": how it sprays, not the yard's)
      /\b(irrigation|drip (line|system)s?|(?<!\blike (?:a |the )?)sprinklers?|garden beds?|gophers?)\b/,
      // "the lawn's under a couple inches of water": the yard, not the house
      /\b(lawn|yard|backyard|front yard|garden|grass|patio)\b.{0,40}\b(under (a couple |a few |some )?(inches of )?water|inches of water|flooded|a pond|puddl\w*)\b|\b(inches|couple inches) of water\b.{0,40}\b(lawn|yard|grass|garden)\b/,
      // someone pouring water, not water pouring out ("it's just pouring water out the bottom")
      /\b(i|we|he|she|they|you|i've|we've|i'm|we're)\b[^.]{0,15}\b(pour(ed|ing)?|boil(ed|ing)?) (some )?(hot |boiling )?water\b/,
      // ("back in 2019", not "now that i went back in there's water coming up")
      /\b(last (year|winter|spring|summer|fall|month|week)|(years?|months?) ago|used to|in the past|back in (?=(19|20)\d\d|january|february|march|april|may|june|july|august|september|october|november|december|the day|the (spring|summer|fall|winter))|in (19|20)\d\d)\b/,
    ],
    harmlessContext: [
      // "a downspout pulled away from the wall, the water is pouring down right next to the front door": rain outside
      // (the street's gutter, "running down the driveway into the gutter", is no house's)
      /^(?=.*(?<!\b(?:into|in|down|to|along) the )\b(gutters?|downspouts?|rain ?spouts?)\b)(?!.*\b(inside|into the (house|home|basement|garage|crawl ?space)|coming in|under the door|in the (house|basement|living room|bedroom|kitchen|garage))\b)/,
      // "a sprinkler head snapped off, shooting water up like a geyser, but I shut the valve": the yard's, and off
      /^(?=.*\b(sprinklers?|lawn|yard|irrigation)\b)(?=.*\b(shut|turned)\b.{0,40}\boff\b)/,
      /\b(mopped|cleaned (it )?up|dried (it )?up|all dry|dry now|nothing's leaking|not leaking anymore)\b/,
      // "water all over the kitchen floor, well not all over, it's a puddle in front every morning": taken back
      /\bnot (really |actually )?(all over|everywhere|a flood)\b.{0,40}\bpuddle\b|\bpuddle\b.{0,40}\b(size of an? (dinner |paper )?(plate|towel|hand)|every morning|each morning)\b/,
      // "it flooded in the big January storms… it was pumped out and it's been completely dry for weeks"
      /\b(been|is|stayed) (completely |totally |all |bone |perfectly )?dry (for|since|ever since)\b|\b(was|got|were) pumped out\b/,
      PAST_AND_MENDED,
      // "my neighbor's pipe burst … nothing wrong at my place": someone else's flood
      /\bnothing('s| is)? wrong (at|with|in) (my|our) (place|house|home|unit|apartment)\b|\b(my|our) (place|house|home) is (fine|ok|okay|dry)\b/,
      // "my neighbor's basement flooded… ours stayed completely dry"; "a mi vecina se le inundó… en mi casa no pasa nada"
      /\b(ours|mine|our (house|basement|place|home|crawl ?space)|my (house|basement|place|home)) (stayed|is|was|remained|has stayed) (completely |totally |all |still |bone )?dry\b|\ben mi casa no pasa nada\b|\btodo est[áa] seco\b/,
      /\b(inside|the house|house) (is )?(completely |totally |all |still )?dry\b|\b(it's|its) only (in )?the (yard|lawn|garden)\b/,
      // "our road's flooded out down by the creek… but the house is way up the hill and it's bone dry"
      /\b(road|roads|street|streets|driveway|lane)('s| is| are| was)? (all |totally |completely )?(flooded|flooding|under water|washed out)\b.{0,150}\b(house|home|place|inside)\b.{0,60}\b(bone dry|high and dry|(is|it's|stayed|still) (totally |completely |perfectly )?(dry|fine)|nothing has come in)\b/,
    ],
    instructions:
      "First, please shut off your main water valve now: it's usually where the water line enters the house or at the meter near the street. Keep away from outlets, cords and appliances near the water, and don't touch the electrical panel if water is near it.",
    instructionsEs:
      'Primero, cierre ahora la llave principal del agua: casi siempre está donde entra la tubería a la casa o en el medidor junto a la calle. Aléjese de enchufes, cables y aparatos cerca del agua, y no toque el panel eléctrico si el agua está cerca.',
    summary:
      'flooding or a burst pipe reported; the caller was told to shut off the main water valve and keep clear of electricity',
  },
  {
    // CDC and American Red Cross guidance on sewage in the home: keep people and pets away, stop using water
    kind: 'sewage',
    // "the floor drain backs up whenever the washer drains"… then: "it's brown, there's bits in it, and it smells like a
    // porta-potty": what came up, told a turn after where
    acrossTurns: {
      now: /\bsmells? like (a |an )?(porta[- ]?pott(y|ies)|porta[- ]?johns?|outhouse|sewer|sewage|septic( tank)?)\b|\b(brown|black)\b[^.]{0,30}\b(bits|chunks|toilet paper)\b|\b(poop|feces|human waste)\b/,
      earlier:
        /\b(floor drain|drains?|toilets?|shower|tub|bathtub)\b.{0,40}(?<!\b(nothing|not|never|no|nothing's|doesn't|don't)\b[^.]{0,10})\b(backs? up|backing up|backed up|comes? up|coming up|came up|overflow\w*|bubbl\w* up|gurgl\w*)\b/,
    },
    cues: [
      // "when the washer drains, the bathtub fills up with dark stinky muck, paper bits and all"
      /\b(tub|bathtub|shower|toilet|floor drain|laundry sink|utility sink|laundry tub)\b.{0,60}\b(fills?|filling|filled) (up )?\b.{0,50}\b(muck|sludge|sewage|brown|dark water|black water|gr[ae]y water with (bits|chunks|stuff)|stinky|smelly|nasty)\b/,
      /\b(muck|sludge|dark water|brown water)\b.{0,40}\b(paper bits|toilet paper|bits of paper)\b/,
      /\b(sewage|sewer|septic)\b.{0,30}\b(backing up|backed up|coming up|came up|overflowing|flooding|in the|into the|on the (floor|carpet|ground)|all over|spilling|bubbling up|coming out|pouring out|leaking)\b/,
      /\b(raw sewage|black water|poop water|poopy water|sewer water)\b/,
      // "black gunk keeps coming up through the shower drain", "sewer smell"
      /\b(black|brown|dirty|nasty) (gunk|sludge|muck|water|stuff)\b.{0,40}\b(coming up|comes up|keeps coming up|bubbling up|backing up)\b|\b(gunk|sludge|muck)\b.{0,30}\b(coming up|comes up|keeps coming up|bubbling up)\b.{0,30}\b(drain|shower|tub|toilet)\b/,
      /\b(comes?|coming) back up in the tub\b.{0,60}\b(brown|smells?|awful|horrible)\b|\bsmells like sewage\b.{0,80}\b(coming up|backing up|bubbling up|gunk coming up)\b|\b(coming up|backing up|bubbling up)\b.{0,80}\bsmells like sewage\b/,
      // "the floor drain is bubbling up too, it's brown and it's got toilet stuff in it"
      /\b(floor drain|drains?|toilets?|shower|tub)\b.{0,40}\b(bubbling up|coming up|backing up|overflow\w*|(burp|belch|spit|spew|gush)\w* up)\b.{0,120}\b(brown|toilet (stuff|paper|water)|poop|waste|smells? (horrible|awful|terrible|like sewage|like a sewer))\b/,
      // "the cleanout in the laundry floor is overflowing… brown water… reeks like a porta potty"
      /\b(clean ?-?outs?|sewer (pipe|line|cap))\b.{0,60}\b(overflow\w*|backing up|backed up|coming up|bubbling up|spilling|gushing|pouring)\b/,
      /\b(brown|black|dirty|nasty|filthy) water\b.{0,40}\b(coming up|came up|comes up|backing up|backed up|bubbling up|coming out of the (floor|drain|ground))\b/,
      // "comes up through the toilet and the floor drain, brown water with chunks"; "brown water out of the shower…
      // smells like sewage"
      /\b(comes? up|coming up|keeps coming up)\b.{0,80}\b(brown|black|dirty|nasty) water\b|\b(brown|black|dirty|nasty) water\b.{0,80}\b(smells like sewage|sewer smell|smells like a sewer)\b/,
      // "the downstairs toilet came up with, well, you know what, all over the bathroom floor": what a toilet brings up
      /\b(toilets?|floor drain|drains?|shower|tub|bathtub)\b.{0,30}\b(came|comes|coming) (back )?up with\b/,
      // "when someone flushes it comes up and over the top"
      /\bflush\w*\b.{0,60}\b(comes?|coming|came) (up|back up) (and )?(over|out|onto|on the floor)\b/,
      /\bsewage\b.{0,40}\b(drains?|shower|tub|bathtub|toilets?|floor|sinks?)\b/,
      /\b(drains?|floor drain|toilets?|shower|tub|bathtub)\b.{0,40}\b(backing up|backed up|coming up|overflowing|bubbling up)\b.{0,100}\b(sewage|sewer|septic|poop|feces)\b/,
      /\b(toilets?|shower|tub|bathtub|floor drain|drains?)\b.{0,40}\b(sewage|poop|feces|human waste)\b/,
      /\b(poop|feces|waste)\b.{0,30}\b(coming up|backing up|bubbling up|in the (shower|tub|floor))\b/,
      /\b(toilets?|drains?)\b.{0,15}\b(backing up|backed up|overflowing)\b.{0,60}\b(floor|carpet|nasty|dirty|gross|brown|stinks?)\b/,
      /\bflush\w*\b.{0,60}\b(comes?|coming|backs?|backing) up\b.{0,30}\b(tub|bathtub|shower|drain|sink)\b/,
      /\b(not clean water|dirty water|brown water|black water)\b.{0,40}\b(tub|shower|floor|toilet|drain)|\b(tub|shower|floor|toilet|drain)\b.{0,60}\b(not clean water|dirty water|brown water)\b/,
      /\btoilet water\b.{0,30}\b(coming up|backing up|bubbling up|in the (shower|tub|bathtub|sink))\b/,
      // "that water came into the kids' room, it's got toilet paper in it and smells like sewage": the sewer's water
      // inside, wherever it rose
      /\b(came|comes|coming|got|getting|went) (into|in) (the|our|my|her|his|their) (house|home|bedroom|room|kids'? room|living room|basement|hallway)\b.{0,100}\b(smells? like (sewage|a sewer)|sewer smell|(has|with|got) toilet paper)\b|\b(smells? like (sewage|a sewer)|(has|with|got) toilet paper)\b.{0,100}\b(came|comes|coming|got|getting|went) (into|in) (the|our|my|her|his|their) (house|home|bedroom|room|kids'? room|living room|basement|hallway)\b/,
      /\b(comes?|coming|backs?|backing|bubbl(es|ing)) up\b.{0,25}\b(shower|tub|bathtub|floor drain)\b.{0,50}\b(smells?|smelling|stinks?|stinking|awful|nasty|gross|reeks?|brown)\b/,
      // "the toilet and the bathtub are both bubbling up this brown stuff and it smells really bad"
      /\b(toilets?|tub|bathtub|shower|floor drain)\b.{0,40}\b(bubbl(es|ing)|backing|coming|gurgling) up\b.{0,30}\b(brown|black|dirty|nasty|gross) (stuff|water|gunk|sludge|muck)\b/,
    ],
    // "the basement toilet is coming up, overflowing, and it's not our stuff… it's coming from the street line"
    utteranceCues: [
      // "grayish brown water with, like, bits of toilet paper in it": what only a sewer brings, told across commas
      /\bwater\b[^.]{0,40}\b(bits|pieces|chunks|shreds|scraps) of toilet paper\b|\btoilet paper\b[^.]{0,30}\b(floating|in the water)\b/,
      // "the shower downstairs is filling up with, I mean, I think it's sewage": told across commas
      /\b(shower|tub|bathtub|toilet|floor drain|drain)s?\b[^.]{0,40}\b(fill(s|ing|ed)? up|coming up|comes up|backing up|backed up|bubbling up)\b[^.]{0,50}\b(sewage|sewer water|poop|feces)\b/,
      // "brown water, it smells horrible, and it comes up every time somebody flushes upstairs"
      /\b(brown|black|dirty|nasty|filthy) water\b[^.]{0,60}\b(comes up|coming up|backs up|backing up)\b[^.]{0,30}\b(every time|whenever|when) (someone|somebody|anyone|anybody|we|they|i|you) (flush|flushes|flushed)\b/,
      // "every time they flush, dirty brown water with, um, bits in it comes up in the shower": told across commas
      /\b(brown|black|dirty|nasty|filthy) water\b[^.]{0,50}\b(comes? up|coming up|came up|backs? up|backing up)\b[^.]{0,30}\b(shower|tub|bathtub|toilet|drain|floor drain|sink)\b/,
      // a sewer smell with something coming up ("overflowing… reeks like a porta potty"); a smell alone is no backup
      /^(?=.*\b(reeks?|reeking|stinks?|stinking|smells?|smelling)\b.{0,20}\blike (a |an )?(porta[- ]?pott(y|ies)|porta[- ]?johns?|outhouse|sewer|sewage|septic( tank)?|cesspool)\b)(?=.*(?<!\b(nothing|no|not|never|doesn't|does not|don't|nada)\s)\b(coming up|comes up|backing up|backed up|bubbling up|overflow\w*|spilling)\b)/,
      /\b(toilets?|drains?|floor drain|tub|bathtub|shower)\b.{0,60}\b(coming up|came up|backing up|backed up|overflow\w*|bubbl\w* up)\b.{0,160}\b(not (our|my|mine|ours)( \w+)?|nobody (even )?(used|flushed)|no one (even )?(used|flushed)|(from|coming from) the (neighbou?rs?|street|city|main|sewer|street line|main line|city line))\b/,
    ],
    counterCues: [
      /\b(no|not|never|isn't|wasn't)\b[^.]{0,15}\b(sewage|backing up)\b/,
      /\bsewer (bill|fee|line inspection)\b/,
      // "hace glu glu glu. ¿eso es que se está regresando el drenaje?": a backup asked about, not seen
      /\b(eso es que|ser[áa] que|is (that|it|this) (the|a|because)|does (that|it|this) mean|could (that|it|this) be)\b/,
      // "no hay agua sucia ni mal olor": the dirty water said not to be there
      /\b(no|not) (hay|there's|there is|any) (brown|dirty|black|sewer) water\b/,
    ],
    // a backup long cleared ("back in January… snaked the same day, fine ever since"), or the yard's smell the day after
    // the septic tank was pumped, which the pumpers call normal
    harmlessContext: [
      PAST_AND_MENDED,
      /\b(septic|tank)\b.{0,80}\bpump(ed|ing)\b.{0,200}\b(normal|expected|goes away)\b/,
      // "everything drains fine and there's no backup or smell… the cleanout cap is cracked": a part to replace
      /\bno (back-?ups?|sewage|overflow)( or (smell|odou?r))?\b(?!.*\b(now|again|today|but now)\b)/,
      // "a sewer smell coming up from the floor drain, nothing's backing up, it drains fine": a smell to trace, no backup;
      // "…knocked the cleanout's cap off. Nothing's coming out of it": a part to replace
      /\bnothing('s| is)? ((backing|backed|coming|comes|came|bubbling) up|coming out of (it|the (clean ?-?out|pipe|cap|line)))\b(?!.*\b(now|again|today|but now)\b)/,
    ],
    instructions:
      "Your safety comes first: please keep everyone, and pets, away from the sewage, don't flush or run any water until it's fixed, and wash your hands well if you touched anything. Stay clear of outlets or appliances near it.",
    instructionsEs:
      'Su seguridad es lo primero: mantenga a todos, también a las mascotas, lejos de las aguas negras, no jale la cadena ni use agua hasta que lo arreglen, y lávese bien las manos si tocó algo. No se acerque a enchufes ni aparatos que estén cerca.',
    summary: 'sewage backing up into the home; the caller was told to keep everyone away and stop using water',
  },
  {
    // CDC extreme-cold guidance: one warm room, layers, never an oven or grill for heat, 911 if someone is unwell
    kind: 'no-heat-vulnerable',
    cues: [NO_HEAT],
    alsoNeeds: [VULNERABLE],
    counterCues: [/\b(noisy|loud|rattl\w*|bang\w*|squeak\w*|smells? dusty)\b/],
    harmlessContext: [NOBODY_THERE],
    instructions:
      'Your safety comes first: until help arrives, keep everyone together in one room with extra layers and blankets, and check on them often. Never use the oven, a grill or a generator indoors for heat. If anyone gets very cold, confused or unwell, call 911.',
    instructionsEs:
      'Su seguridad es lo primero: mientras llega la ayuda, junten a todos en un solo cuarto con ropa abrigadora y cobijas, y revíselos seguido. Nunca use el horno, un asador ni un generador adentro para calentar. Si alguien tiene mucho frío, se confunde o se siente mal, llame al 911.',
    summary: 'no heat with a vulnerable person at home; the caller was given cold-weather safety advice',
  },
  {
    // CDC extreme-heat guidance: coolest room, fluids, cool cloths, 911 for confusion or fainting
    kind: 'no-cooling-vulnerable',
    cues: [NO_COOLING],
    alsoNeeds: [VULNERABLE],
    // "the AC quit last fall; it's cool out now, I want it fixed before summer": no heat to fear today
    harmlessContext: [
      NOBODY_THERE,
      /\b(it's|its|it is) (cool|chilly|mild|cold) (out|outside|now|right now|these days)\b|\bno need (for it )?right now\b|\bbefore (the )?summer\b/,
    ],
    // "her fridge isn't cooling": the food's cold, not the house's
    counterCues: [
      /\b(noisy|loud|rattl\w*|squeak\w*|drip\w*)\b/,
      /\b(fridge|refrigerator|freezer|refri|nevera|ice ?maker|wine (fridge|cooler)|mini ?fridge)\b/,
    ],
    instructions:
      'Your safety comes first: until help arrives, keep them in the coolest room out of the sun, with fans, cool water to drink and cool damp cloths. If anyone gets confused, faint or very weak, call 911.',
    instructionsEs:
      'Su seguridad es lo primero: mientras llega la ayuda, téngalos en el cuarto más fresco, lejos del sol, con ventiladores, agua fresca para tomar y trapos húmedos y frescos. Si alguien se confunde, se desmaya o se siente muy débil, llame al 911.',
    summary: 'no cooling with a vulnerable person at home; the caller was given heat safety advice',
  },
];

export const normalizeForTriage = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\bc\.? ?o\.? ?p\.? ?d\b/g, 'copd')
    .replace(/\bc\.o\.|\bc o\b/g, 'co')
    .replace(/\bcarbon mono[ -]?(side|oxide|xide|ox side)\b/g, 'carbon monoxide')
    // the recogniser's "rotten aches"
    .replace(/\brotten (aches|ache|ex|x|eggz)\b/g, 'rotten eggs')
    // the recogniser's "gas leek"
    .replace(/\bleek(s|ing|ed)?\b/g, 'leak$1')
    .replace(/\ba\.c\.|\ba c\b/g, 'ac')
    // "the carbon monoxide thing… it's been showing 120 and beeping 4 times in a row": the detector and its pattern
    .replace(/\b(carbon monoxide|co) (thing|thingy|gadget|box|device|unit|sensor)\b/g, 'co detector')
    .replace(/\bbeep(s|ing|ed)? (four|4) times\b/g, 'four beeps')
    // "sick to our stomachs": nausea
    .replace(/\bsick to (my|our|her|his|their|the) stomachs?\b/g, 'nausea')
    // "the alarm thing… the one with co on it": a CO alarm
    .replace(/\b(alarm|detector)( thing)?\b(.{0,40}?)\bthe one with co on it\b/g, 'co $1$3')
    // "the kids are saying their heads hurt"
    .replace(
      /\b(their|his|her|my|our) heads? (hurts?|are hurting|is hurting|(is |are )?pounding|(is |are )?killing (me|him|her|them))\b/g,
      'headaches',
    )
    // "kind of a gassy smell"
    .replace(/\bgass?y (smell|odou?r|stink)\b|\bsmells? gass?y\b/g, 'smells like gas')
    // "ninety-something in the house": the heat said in words
    .replace(/\b(ninety|a hundred)[- ](something|ish|plus|odd)\b/g, (_m, tens: string) =>
      tens === 'ninety' ? '95' : '100',
    )
    .replace(/\s+/g, ' ');

// a turn reads the hazards several times over the same call (its utterance, its glossed Spanish, its sentences)
let lastCall = { said: '', normalized: '' };
const normalizedCall = (heardSoFar: string) => {
  if (lastCall.said !== heardSoFar) lastCall = { said: heardSoFar, normalized: normalizeForTriage(heardSoFar) };
  return lastCall.normalized;
};

/**
 * Where a cue is looked for: each clause of an utterance, and each two clauses of one sentence said one after the other
 * ("the outlet, it's hot to the touch"; "there's a smell, like gas"), since callers put commas inside a sign, and a
 * sentence that goes on about the thing the one before named ("the switch in the hallway. it's hot"). A counter-cue only
 * cancels a cue said in the same breath (the same clause or pair). "But" and "although" turn to something else, so no
 * pair spans them.
 */
const clausesOf = (text: string) => {
  const sentences = text.split(/[.!?;]+/);
  const pairs = sentences.flatMap((sentence, i) => {
    // a sentence that goes on about the thing just named ("the outlet in the hallway. it's hot to the touch")
    const previous = i > 0 ? sentences[i - 1]!.split(',').at(-1)!.trim() : '';
    const about =
      /^\s*(it|it's|its|it is|they|they're|they are|that|that's|that is|this|this is|ours|mine|the thing)\b/.test(
        sentence,
      );
    return about && previous ? [`${previous} ${sentence.split(',')[0]!.trim()}`] : [];
  });
  const clauses = sentences.flatMap((sentence) =>
    sentence.split(/,?\s+but\s+|,?\s+although\s+/).flatMap((part) => {
      const parts = part.split(/\s*,\s*(?:and\s+|so\s+)?/);
      return [...parts, ...parts.slice(1).map((clause, i) => `${parts[i]} ${clause}`)];
    }),
  );
  return [...clauses, ...pairs];
};

// Calm whatever the hazard: a danger seen on a screen and none at home ("one of those home disaster shows where sewage
// came up… nothing's wrong here"), a neighbour's with ours fine ("a nosotros no nos pasó nada"), a detector's test
const CALM_WHATEVER_THE_HAZARD = [
  /\b(shows?|movies?|videos?|documentar(y|ies)|episodes?|youtube|tiktok|news stor(y|ies))\b (where|about|in which|that showed|showing)\b.{0,200}\b(nothing('s| is) wrong (here|at (my|our) (place|house))|everything (drains|works|is|here is) fine|i'?m (just |now )?paranoid|just (want|wanted) to be (safe|prepared|ready))\b/,
  /\b(neighbou?r'?s?|vecin[oa]s?|next door|across the street|(my|mi) (sister|brother|mom|mother|dad|father|aunt|uncle|cousin|daughter|son|friend|hermana|hermano|mam[áa]|pap[áa]|t[íi]a|t[íi]o|prim[ao]|amig[ao]|hij[ao])('s)?)\b.{0,250}\b(nothing happened at our place|everything here is fine|(our|my) (house|place|home) is (totally |completely |perfectly |all )?(fine|ok|okay)|no smell at all)\b/,
  /\b(it was|that was|it's) (just |only )?(a|the) test\b|\btest button\b/,
  // "my mom in salinas smelled gas at her house… pg and e are already out there, that's taken care of, that's not why
  // i'm calling": someone else's danger, already handled, and the caller's own job is another
  /\b(that's|that is|it's|it is) (already )?(been )?(taken care of|handled|being handled)\b.{0,60}\b(that's not|not|isn't) (why|what) (i'm|i am) calling\b|\b(that's|that is|it's) not (why|what) (i'm|i am) calling (about|for)\b.{0,80}\b(my own|our own)\b/,
];

// each hazard's cues, ruled out together in a clause that holds none of the words they require (most of what callers
// say names no danger: reading fewer patterns keeps a turn's work in the cache)
const cuesOf = (hazard: Hazard) => [
  ...hazard.cues,
  ...(hazard.utteranceCues ?? []),
  ...(hazard.acrossTurns ? [hazard.acrossTurns.now] : []),
];
const CUES_PREFILTER = new Map(HAZARDS.map((hazard) => [hazard, prefilterOf(cuesOf(hazard))]));

/**
 * The hazards this utterance describes. `heardSoFar` is everything the caller has said in the call (including this
 * utterance), for the hazards that need two facts ("no heat" now, "my mother is 92" two sentences ago).
 */
type Clauses = { each: string[]; joined: string };
const clausesJoined = (each: string[]): Clauses => ({ each, joined: each.join('\n') });

export function hazardsIn(utterance: string, heardSoFar: string): HazardKind[] {
  const text = normalizeForTriage(utterance);
  const everything = normalizedCall(heardSoFar);
  const found: HazardKind[] = [];
  // split once for all the hazards that read them, and joined once: a hazard whose literals are in none of the clauses
  // is ruled out by one test instead of one per clause (no literal holds a line break)
  let clausesSaid: Clauses | undefined;
  let clausesOfCall: Clauses | undefined;
  for (const hazard of HAZARDS) {
    // a need said nowhere in the call rules the hazard out before its clauses are read (a long call has many)
    if (hazard.alsoNeeds && !hazard.alsoNeeds.every((need) => need.test(everything))) continue;
    const clauses = hazard.alsoNeeds
      ? (clausesOfCall ??= clausesJoined(clausesOf(everything)))
      : hazard.acrossSentences
        ? clausesJoined([text])
        : (clausesSaid ??= clausesJoined(clausesOf(text)));
    const prefilter = CUES_PREFILTER.get(hazard);
    const mayBeCued = (said: string) => !prefilter || prefilter.test(said);
    // the cues first, the rest only where one is said
    const toldInWhole =
      mayBeCued(text) &&
      (hazard.utteranceCues?.some((c) => c.test(text)) ||
        (hazard.acrossTurns && hazard.acrossTurns.now.test(text) && hazard.acrossTurns.earlier.test(everything)));
    const cuedClauses = !mayBeCued(clauses.joined)
      ? []
      : clauses.each.filter((clause) => mayBeCued(clause) && hazard.cues.some((c) => c.test(clause)));
    if (!toldInWhole && !cuedClauses.length) continue;
    const overridden = hazard.overrides?.some((o) => o.test(text)) ?? false;
    const wholeUtterance = toldInWhole && (overridden || !hazard.counterCues.some((c) => c.test(text)));
    const cued = cuedClauses.some((clause) => overridden || !hazard.counterCues.some((c) => c.test(clause)));
    if (!cued && !wholeUtterance) continue;
    // (a hazard read in the whole call is cleared by what the whole call says: "she's ninety, but nobody's there")
    const context = hazard.alsoNeeds ? everything : text;
    const harmless = (c: RegExp) => c.test(context);
    if (!overridden && (hazard.harmlessContext?.some(harmless) || CALM_WHATEVER_THE_HAZARD.some(harmless))) continue;
    // "nobody is sick", "no one here is elderly": a need said in the negative is not there
    const affirmed = everything.replace(NEGATED_NEED, ' ');
    if (hazard.alsoNeeds && !hazard.alsoNeeds.every((need) => need.test(affirmed))) continue;
    found.push(hazard.kind);
  }
  return found;
}

export const hazardOf = (kind: HazardKind) => HAZARDS.find((h) => h.kind === kind)!;
