import { COUNTY_PLACES, OUT_OF_AREA_PLACES } from './service-area';
import { editDistance, soundOf } from './streets';
import { withoutAccents } from './wording';
import { regExpOf } from '../../lib/regexp-of';

// People's names as callers give them: "my name is…", "this is…", "it's Priya speaking", "Dave here", or a bare
// answer to "Can I get your name?". Letters of any alphabet (Ramírez, Zoë), particles (de la Torre, van der Berg),
// hyphens and apostrophes (O'Brien-Núñez), two surnames, and names spelled out letter by letter ("N G U Y E N").

const PLACE_NAMES = new Set([...COUNTY_PLACES.map((p) => p.name), ...OUT_OF_AREA_PLACES].map((n) => n.toLowerCase()));
const NOT_NAMES = new Set(
  // (a role, "property manager here"; fillers, "vaya", "fair enough"; the months that are nobody's first name, "it's
  // March and 62 out")
  "estamos dejamos tenemos salimos cerramos abrimos apagamos prendimos llamamos vamos puerta puertas ventana ventanas agua cocina mine his hers theirs yours ours mostly mainly partly already strongest worst around screen stove oven furnace heater kitchen garage basement display solo nomás nomas niñera ninera cuidadora cuidador limpieza realtor agent broker volunteer caregiver nurse neighbor neighbour homeowner renter tenant landlord manager owner secretary receptionist superintendent dios bendiga bendiciones bendición behind beside near next across between under above inside outside pará mirá fijate fíjate che genial dear honey hon sweetie sweetheart darling love mija mijo property manager vaya fair enough january february march september october november december enero febrero marzo mayo junio agosto septiembre setiembre octubre noviembre diciembre calling having looking trying not just here at in on good fine sorry afraid home out from with a an the so interested hoping wondering still back available free ready done sure glad worried thanks thank bye goodbye nothing nobody yes no okay ok hi hello hey um uh well actually really very kind of about going gonna need needing wanting the my our your his her their this that there it is was urgent emergency leaking broken it's its me myself down up by over near running going heating draining take care off done fixed closed open shut gone for more less thing stuff bit lot we i you they he she us them moved live lived came been pretty flexible busy away retired usually always never currently driving working wondering trying hoping staying living moving leaving coming sitting waiting walking cooking renting selling buying planning thinking asking checking a plumber an electrician handyman weird strange odd crazy funny silly awkward embarrassing frustrating annoying ridiculous stupid dumb bad terrible awful horrible scary serious important quick easy simple new different second third last first another probably definitely insane wild bizarre unusual normal random name name's names work office cell mobile landline business paying arranging handling managing organizing coordinating helping texting use hot cold warm wet dry soaked burning smoking sparking leaking flooding freezing scared shaking nervous upset safe outside inside upstairs downstairs spelled spelt wow whoa possible soon asap where what how why who when which much many poop pee water toilet toilets sink sinks pipe pipes ceiling carpet leak leaks drain drains mess smell smells ladder age theyre they're were we're weve we've wed all same top bottom side front window windows outlet outlets btw jeez geez gosh omg oops yikes ugh apt apartment unit suite ste tienen tiene gente quiere quieren puede pueden hay oiga mire disculpe porfa favor esos esas ese esa horarios horario ahi ahí cerquita aquí contratista dueño dueña inquilino inquilina before after meanwhile sir maam madam drywall plaster stucco darn shoot bummer wobbly shaky loose rusty rotten rotted moldy squeaky creaky drafty leaky feeling reaching kneeling crawling climbing mornings afternoons evenings weekends weekdays garage attic basement porch hallway closet driveway orange yellow purple pop triqui mixteco mixteca zapoteco zapoteca mexicano mexicana oaxaqueño oaxaqueña oaxaqueno oaxaquena guatemalteco guatemalteca salvadoreño salvadoreña salvadoreno salvadorena hondureño hondureña hondureno hondurena indígena indigena purépecha purepecha won't wont start creo déjeme dejeme left though backwards hyphen between apostrophe maybe perhaps where's what's how's who's np thx ty anyway aja ajá era un una didn't don't can't isn't wasn't haven't hasn't couldn't fuerte suave poquito tenia tenía painter pintor pintora contractor carpenter gardener landscaper roofer encargado encargada if anytime whenever either today tomorrow tonight morning afternoon evening noon monday tuesday wednesday thursday friday saturday sunday lunes miércoles miercoles jueves viernes sábado sabado cambié cambie apreté aprete revisé revise prendí prendi apagué apague subí subi bajé baje limpié limpie quité quite probé probe intenté intente desconecté desconecte conecté conecte moví movi destapé destape reinicié reinicie".split(
    ' ',
  ),
);
// words that end a name and start the next thought ("Maria and my sink…")
const NAME_END =
  /^(and|from|at|in|on|out|my|i|calling|here|speaking|the|with|but|so|phone|number|over|again|too|also|um|uh|yeah|yes|no|ok|okay|please|thanks|thank|just|i'm|im|we|our|who|because|cause|about|is|was|it|it's|calling|ringing|mi|cel|celular|número|numero|teléfono|telefono|tel|hablo|vivo|llamo|estoy|desde|soy|se|this|spelled|that's|thats|es|y|yo|not|pero|porque|que|pon|ponga|ponlo|ponla|p[oó]ngalo|p[oó]ngala|para|cuando|donde|ya|aqu[ií]|ac[aá]|nom[aá]s|gracias|tambi[eé]n|f[ií]j[ae]se|f[ií]jate|mire|oiga|ll[áa]m[ae]nme|ll[áa]mame|ll[áa]meme|m[áa]rqueme|m[áa]rcame|h[áa]bleme)$/i;
const PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'du',
  'van',
  'von',
  'der',
  'den',
  'ter',
  'le',
  'y',
  'bin',
  'al',
  'st',
]);
const NAME_WORD = /^\p{L}[\p{L}'-]*\.?$/u;
const NUMBER_WORDS =
  /^(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/i;
const MAX_NAME_WORDS = 5;
// (not Lane, Street, Court or Way, which are surnames too)
const STREET_WORD_LAST = /^(avenue|ave|st|road|rd|drive|dr|ln|ct|boulevard|blvd|highway|hwy|parkway|pkwy)\.?$/i;
const EVERYDAY_WORDS = new Set([
  ..."hmm put down get got have has want need know think say call look hold wait hang lady house man woman guy wife husband owner tenant landlord me you him her them sorry what please that's thats right correct fine yep yup nope ah ahh ay eh aha mm hm mhm number same one this out outside inside we're were safe cool great awesome alright now there's there like just yeah um uh oh monday tuesday wednesday thursday friday saturday sunday morning afternoon evening tomorrow today tonight or weekend across over back home here upstairs downstairs away next gonna going heading someone somebody anyone anybody can could would should como cómo dice mande perdón perdon".split(
    ' ',
  ),
  // Spanish everyday words (a Spanish caller's answer reaches the rules through a glossary that keeps them)
  ...'caray caramba seguro segura muchas muchos déjame dejame espérate esperate espéreme permítame permitame mira oye cada ahora bendito bendita estaba estaban estamos hija hijo ocupo ocupa ocupamos mejor espera espere esperé perdon necesito necesita quiero queremos buenos buenas días dias tardes noches yo ya salimos estoy afuera adentro bueno pues oiga mire este gracias hola señora señor claro ahorita aquí aqui allá alla mi su es soy bien todo toda todos todas nada nosotros ellos ella que qué pero noche día dia tarde semana vez veces rato siempre nunca casa cocina baño sí si ese esa eso esto correcto correcta exacto exacta vale vamos mijo mija jubilado jubilada viudo viuda ruido ni órale orale ándale andale perfecto perfecta listo lista igual nomás nomas también tambien tantito momento momentito espereme espérame mande está esta están estan en por para con sin garaje'.split(
    ' ',
  ),
]);

// a capital after a hyphen (Mary-Kate) or after a one- or two-letter prefix and an apostrophe (O'Brien, D'Andre)
const capitalize = (w: string) =>
  w
    .toLocaleLowerCase('en-US')
    .replace(
      /(^|-|(?<=(?:^|-)\p{L}{1,2}'))(\p{L})/gu,
      (_m, sep: string, c: string) => sep + c.toLocaleUpperCase('en-US'),
    );

const soundsAlike = (a: string, b: string) =>
  a.length >= 3 && b.length >= 3 && a[0] === b[0] && editDistance(a, b) <= Math.max(1, Math.floor(b.length * 0.4));

/**
 * The name words once a name said over has been put right: "sophie lo rent laurent" (the recogniser's pieces, then
 * the name spelled) is Sophie Laurent, "soledad herrera vasquez vázquez" Soledad Herrera Vázquez, "hiroshi tanaka
 * hiroshi" Hiroshi Tanaka, "hector villa villalobos" Hector Villalobos. Only a name of three words or more is looked at,
 * and the first name stays.
 */
function withoutNameSaidTwice(words: string[]): string[] {
  if (words.length < 3) return words;
  // the last one or two words said over the pieces heard before them ("lo rent… laurent", "mary kate oneil mary-kate
  // o'neil")
  for (const k of [2, 1]) {
    if (words.length - k < 2) continue;
    const spelled = lettersOf(words.slice(-k).join(''));
    for (let from = k === 2 ? 0 : 1; from < words.length - k; from++) {
      const heard = lettersOf(words.slice(from, words.length - k).join(''));
      if (soundsAlike(heard, spelled) && (heard === spelled || !heard.endsWith(spelled)))
        return [...words.slice(0, from), ...words.slice(-k)];
    }
  }
  // the last word said before already, or the end of a word said before: a surname spelled again, the first name said
  // again at the end, "o'shea… shea"
  const tail = lettersOf(words.at(-1)!);
  if (tail.length >= 3 && words.slice(0, -1).some((w) => lettersOf(w).endsWith(tail))) return words.slice(0, -1);
  // a word begun and said again whole ("villa… villalobos")
  const begun = words.findIndex(
    (w, i) =>
      i > 0 &&
      i < words.length - 1 &&
      lettersOf(w).length >= 3 &&
      lettersOf(words[i + 1]!).startsWith(lettersOf(w)) &&
      lettersOf(w) !== lettersOf(words[i + 1]!),
  );
  if (begun !== -1) return withoutNameSaidTwice([...words.slice(0, begun), ...words.slice(begun + 1)]);
  return words;
}

/** Name words as written: each capitalised, particles inside a name lower-case ("Ana de la Torre"). */
function formatName(heard: string[]): string {
  const said = withoutNameSaidTwice(heard);
  // "o connor", "o brien": the recogniser's Irish name without its apostrophe
  // ("mc nulty": the recogniser's McNulty in two pieces)
  // ("oluwaseun adebayo o l u w a s e u n adebayo a d e b a y o": a word said again after its spelling is said once)
  const words = said.flatMap((w, i) =>
    i > 0 && w.toLowerCase() === said[i - 1]!.toLowerCase()
      ? []
      : (w.toLowerCase() === 'o' || w.toLowerCase() === 'mc') && i < said.length - 1
        ? []
        : i > 0 && said[i - 1]!.toLowerCase() === 'o'
          ? [`O'${w}`]
          : i > 0 && said[i - 1]!.toLowerCase() === 'mc'
            ? [`Mc${w}`]
            : [w],
  );
  return (
    words
      .map((w, i) =>
        // ("Vanessa St. John": Saint is written so)
        /^st\.?$/i.test(w) && i < words.length - 1
          ? 'St.'
          : i > 0 && i < words.length - 1 && PARTICLES.has(w.toLowerCase())
            ? w.toLowerCase()
            : capitalize(w),
      )
      // "McNulty", "McCarthy": the letter after Mc is a capital too
      .map((w) => w.replace(/^Mc(\p{L})/u, (_m, c: string) => `Mc${c.toLocaleUpperCase('en-US')}`))
      .join(' ')
  );
}

// single letters said with pauses between them ("v, o, s, s"): three or more
// (two spelled words apart, "s i o b h a n, k e a l y", keep their comma)
const SPELLED_WITH_COMMAS = /(?<![\p{L}'])\p{L}(?:\s*,\s*\p{L}(?![\p{L}'])){2,}/gu;

// a run of three or more single letters: a word spelled out
const SPELLED_RUN = /(?<![\p{L}'])(\p{L})(?:[ -]+(\p{L})(?![\p{L}'])){2,}/gu;

/**
 * A spelling that only repeats what was just said goes: "ngoc tran n g o c t r a n" (both words run together), "huong
 * dang h u o n g" (a word before the last), "bill o connor o c o n n o r".
 */
function withoutRespelling(said: string): string {
  return said.replace(SPELLED_RUN, (run: string, ...rest: unknown[]) => {
    const offset = rest.find((r) => typeof r === 'number') as number;
    // "gutierrez g u t i é r r e z": the spelling that only adds an accent repeats the word too (asSpelled puts it on)
    const letters = withoutAccents(run.replace(/[\s-]+/g, '').toLowerCase());
    const before = withoutAccents(said.slice(0, offset).toLowerCase())
      .split(/[^\p{L}']+/u)
      .filter(Boolean)
      .slice(-4);
    const repeats = [1, 2, 3].some(
      (n) => n <= before.length && before.slice(-n).join('').replace(/'/g, '') === letters,
    );
    return repeats || before.includes(letters) ? ' ' : run;
  });
}

/**
 * Letters spelled by their Spanish names ("ge u te i e con acento rre rre e zeta") become letters ("g u t i é r r e
 * z"), so a spelled name is read as one spelled in English. Only a run of four or more that names at least one letter
 * no short Spanish word sounds like ("ge", "zeta", "erre"…), so "que te de a" stays words.
 */
function spanishLettersSpelled(text: string): string {
  if (!SPANISH_LETTER_HINT.test(text)) return text;
  const words = text.split(/\s+/);
  // accents go, but not the tilde of eñe, a letter of its own
  const bare = (w?: string) => (w?.toLowerCase().replace(/[,.]$/, '') ?? '').split('ñ').map(withoutAccents).join('ñ');
  const out: string[] = [];
  // the letters of the run going on, and the words they were said as (put back when the run spells nothing)
  let letters: string[] = [];
  let said: string[] = [];
  let distinct = false;
  const endRun = () => {
    out.push(...(letters.length >= 4 && distinct ? letters : said));
    letters = [];
    said = [];
    distinct = false;
  };
  for (let i = 0; i < words.length; i++) {
    const w = bare(words[i]);
    const two = `${w} ${bare(words[i + 1])}`;
    if (SPANISH_LETTER_PAIRS[two]) {
      letters.push(SPANISH_LETTER_PAIRS[two]);
      said.push(words[i]!, words[i + 1]!);
      distinct = true;
      i += 1;
    } else if (
      SPANISH_LETTERS[w] &&
      bare(words[i + 1]) === 'de' &&
      !/[,.;]$/.test(`${words[i]} ${words[i + 1]}`) &&
      bare(words[i + 2]).length >= 3 &&
      !SPANISH_LETTERS[bare(words[i + 2])] &&
      bare(words[i + 2]).startsWith(SPANISH_LETTERS[w])
    ) {
      // "be de burro", "ve de vaca": a letter told by a word that begins with it (not "i, de, i": three letters)
      letters.push(SPANISH_LETTERS[w]);
      said.push(words[i]!, words[i + 1]!, words[i + 2]!);
      distinct = true;
      i += 2;
    } else if (
      /^con (acento|tilde)$/.test(two) &&
      bare(words[i + 2]) === 'en' &&
      /^(la|el)$/.test(bare(words[i + 3])) &&
      letters.includes(bare(words[i + 4]))
    ) {
      // "…te, ele, con acento en la o": the accent on that letter, wherever it is
      const at = letters.lastIndexOf(bare(words[i + 4]));
      letters[at] = ACCENTED[letters[at]!] ?? letters[at]!;
      said.push(...words.slice(i, i + 5));
      i += 4;
    } else if (/^con (acento|tilde)$/.test(two) && ACCENTED[letters.at(-1) ?? '']) {
      letters[letters.length - 1] = ACCENTED[letters.at(-1)!]!;
      said.push(words[i]!, words[i + 1]!);
      i += 1;
    } else if (SPANISH_LETTERS[w] || (letters.length && SPELLED_AS_WORDS[w] && SPANISH_LETTERS[bare(words[i + 1])])) {
      // "you", "or": the letters u and o as the chat shorthand and the glossary wrote them, inside a spelling
      letters.push(SPANISH_LETTERS[w] ?? SPELLED_AS_WORDS[w]!);
      said.push(words[i]!);
      if (!AMBIGUOUS_LETTERS.has(w)) distinct = true;
    } else {
      endRun();
      out.push(words[i]!);
    }
  }
  endRun();
  return out.join(' ');
}
const SPANISH_LETTERS: Record<string, string> = {
  a: 'a',
  be: 'b',
  ce: 'c',
  de: 'd',
  e: 'e',
  efe: 'f',
  ge: 'g',
  hache: 'h',
  i: 'i',
  jota: 'j',
  ka: 'k',
  ele: 'l',
  eme: 'm',
  ene: 'n',
  eñe: 'ñ',
  o: 'o',
  pe: 'p',
  cu: 'q',
  erre: 'r',
  rre: 'r',
  ere: 'r',
  ese: 's',
  te: 't',
  u: 'u',
  ve: 'v',
  uve: 'v',
  equis: 'x',
  ye: 'y',
  zeta: 'z',
  seta: 'z',
};
// "ve chica", "be grande", "doble ve", "i griega": letters said in two words
const SPANISH_LETTER_PAIRS: Record<string, string> = {
  've chica': 'v',
  've corta': 'v',
  've baja': 'v',
  've pequena': 'v',
  'be grande': 'b',
  'be larga': 'b',
  'be alta': 'b',
  'doble ve': 'w',
  'doble u': 'w',
  'i griega': 'y',
  'ye griega': 'y',
  'i latina': 'i',
  'doble erre': 'rr',
  'doble ele': 'll',
  // (as the glossary leaves them)
  'double ele': 'll',
  'double erre': 'rr',
  'double ve': 'w',
};
const SPELLED_AS_WORDS: Record<string, string> = { you: 'u', or: 'o', and: 'y' };
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
// letter names that are also short Spanish words
const AMBIGUOUS_LETTERS = new Set(['a', 'e', 'i', 'o', 'u', 'de', 'te', 've', 'be', 'ye', 'ese']);
const SPANISH_LETTER_HINT =
  /\b(ge|hache|jota|ka|ele|eme|ene|eñe|erre|rre|ere|efe|cu|equis|zeta|seta|uve|pe|ce|doble|griega|chica)\b/i;

/** Letters spelled one by one ("n g u y e n", "N-G-U-Y-E-N") become one word. */
function joinSpelledLetters(text: string): string {
  return text.replace(SPELLED_RUN, (run) => run.replace(/[ -]+/g, ''));
}

function asName(words: string[]): string | undefined {
  // "José de Jesús de la Torre": particles make a name longer
  const kept = words.slice(0, MAX_NAME_WORDS + words.filter((w) => PARTICLES.has(w.toLowerCase())).length);
  if (!kept.length || kept.length !== words.length || !kept.every((w) => NAME_WORD.test(w))) return undefined;
  if (NOT_NAMES.has(kept[0]!.toLowerCase()) || NOT_NAMES.has(kept.at(-1)!.toLowerCase())) return undefined;
  // "it's aptos, not soquel": a town is no name
  if (PLACE_NAMES.has(kept.join(' ').toLowerCase())) return undefined;
  // "it's two forty university avenue": a number said in words is an address, not a name
  if (kept.some((w) => w.split('-').some((part) => NUMBER_WORDS.test(part)))) return undefined;
  // "it's two-thirteen fourth avenue": a street is no name
  if (kept.length > 1 && STREET_WORD_LAST.test(kept.at(-1)!)) return undefined;
  // a particle ends no name ("Ana de"), except a short surname that is one ("Ann Le", "Thanh Do")
  if (PARTICLES.has(kept.at(-1)!.toLowerCase()) && kept.length > 2) return undefined;
  return formatName(kept.map((w) => w.replace(/\.$/, '')));
}

// Not asked for a name, one is heard only when introduced ("my name is", "this is", "I'm", "it's", "soy", "Dave here",
// "put it under…", a surname said apart): without any of these words nameIn's rules cannot find one, so the turns
// that name no one (most of a call's) skip them. Every utterance of the corpus reads the same with and without it.
const MAY_NAME_SOMEONE =
  /name|nombre|llam|apellido|surname|this\s+is|\bi'?m\b|\bi\s+am\b|\bits?\b|\bsoy\b|here|speaking|habla|\bput\b|under|write|call|go\s+by/i;

const GREETING_THEN_NAME =
  /^\s*(?:[Hh]i|[Hh]ello|[Hh]ey|[Gg]ood (?:morning|afternoon|evening))(?: there)?\b[!,.]*\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{Ll}'-]+){1,2})\s*[,.]/u;

// a name said as one ("my name is…", "call me…"), whatever word it begins with
const NAMED_OUTRIGHT = /\b(my name is|my name's|name is|name's|call me)\b/i;
// "i'm renovating", "it's cracked", "i'm outside": a verb in lower case or an everyday word said where a name could be
const opensWithVerbOrEverydayWord = (words: string) => {
  const first = words.split(/\s+/)[0]!;
  return /^\p{Ll}\p{L}{2,}(ing|ed)$/u.test(first) || EVERYDAY_WORDS.has(first.toLowerCase());
};

const STATED =
  /\b(?:my name is|my name's|name is|name's|the name is|this is|call me|i am|i'm|it's|it is|its|i write|i go by|my names(?!\s+are\b)|my name(?!\s+(?:is|was)\b)(?!,)),?:?\s+(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,7})/iu;
// "Dave here", "Dave here, my sink…", but not "we just moved here from Watsonville"
const STATED_ALL = new RegExp(STATED.source, 'giu');
// "it's just tasha"
const withoutJust = (words: string) => words.replace(/^(just|only|simply|nom[aá]s)\s+/i, '');
// ("whenever someone can get here" is no one: a verb or "someone" among the words before "here" makes a sentence)
const SPEAKING =
  /(?:^|[,.!?]\s*)(?!(?:\S+\s+){0,3}?(?:can|get|got|come|came|be|been|is|are|was|will|would|could|should|someone|somebody|anyone|anybody|whenever|moved|live|lived)\b)(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,3})\s+(?:here|speaking)\b(?=\s*(?:[,.!?;]|$|and\b|i\b|i'm\b|my\b|calling\b|with\b))/iu;

/** "this is tom, tom becker": a first name said again with the surname gives the whole name. */
function withSurname(name: string, text: string): string {
  if (name.includes(' ')) return name;
  // "pieter, pieter van dam": a surname may begin with particles
  const again = regExpOf(`\\b${name}\\s+((?:(?:${[...PARTICLES].join('|')})\\s+){0,3}\\p{L}[\\p{L}'-]+)`, 'iu').exec(
    text.slice(text.toLowerCase().indexOf(name.toLowerCase()) + name.length),
  );
  const surname = again?.[1];
  // "this is Okafor. Adaeze Okafor": the surname said first, the whole name after
  const rest = text.slice(text.toLowerCase().indexOf(name.toLowerCase()) + name.length);
  const first = regExpOf(`(?:^|[\\s,.])(\\p{L}[\\p{L}'-]+)\\s+${name}(?![\\p{L}'-])`, 'iu').exec(rest)?.[1];
  if (
    !surname &&
    first &&
    !NOT_NAMES.has(first.toLowerCase()) &&
    !EVERYDAY_WORDS.has(first.toLowerCase()) &&
    !NAME_END.test(first)
  )
    return formatName([first, name]);
  if (
    !surname ||
    NOT_NAMES.has(surname.toLowerCase()) ||
    EVERYDAY_WORDS.has(surname.toLowerCase()) ||
    NAME_END.test(surname)
  )
    return name;
  return formatName([name, ...surname.split(/\s+/)]);
}

/** The name words at the start of `words`, up to the first word that begins the next thought. */
const untilNextThought = (words: string[]) => {
  // "soy gloria estrada la puerta…": an article starts a name's part only after "de" ("Ana de la Torre")
  const cut = words.findIndex(
    (w, i) => NAME_END.test(w) || (i > 1 && /^(la|el|los|las)$/i.test(w) && !/^(de|del)$/i.test(words[i - 1]!)),
  );
  const kept = cut === -1 ? words : words.slice(0, cut);
  // "Marcelino Hernández le [hablo]": a particle left hanging ends no name
  while (kept.length > 2 && PARTICLES.has(kept.at(-1)!.toLowerCase())) kept.pop();
  return kept;
};

const PUT_UNDER =
  /\b(?:put it under|put it down (?:as|under)|just put(?! it\b)|put down|under the name(?: of)?|you can write|write it as|write it)\s+(?!(?:him|her|them|me|us)\b)(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,4})/iu;
// "put it under him actually he's the owner his name is kenji watanabe": the person, then their name
// "put it under me gloria santos": the caller's own name, said right after
const PUT_UNDER_ME =
  /\bput it (?:under|in) me,?\s+(?!(?:i'm|im|i|the|she|he|they|it|we|but|and|so|since|because|please)\b)(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,4})/iu;
const PUT_UNDER_THEM =
  /\bput it (?:under|in) (?:him|her|them)\b.{0,40}?\b(?:his|her|their) name(?: is|'s)\s+(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,4})/iu;
// "put it under the tenant's name since she'll be there: Guadalupe Mendoza", "put his name on it: Walter Brandt",
// "put it under my name, Kevin Park": whose name it is, then the name itself after a pause
const UNDER_WHOSE_NAME =
  /\b(?:under|in|put) (?:my|her|his|their|our|the|(?:the|my|her|his|their|our) \p{L}+'s|\p{L}+'s)(?: own)? name\b(?: (?:on|down)(?: it| there| the \p{L}+)?)?[^.:;]{0,60}?(?:[:,]\s*|(?<=name)\s+)(?:(?:it's|it is|its|that's|which is|is|se llama|por favor|porfa|please)[,\s]+)*(?!(?:i'm|im|i|the|she|he|they|it|we|but|and|so|since|because|please|use|her|his|my)\b)(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,4})/iu;

// "put it under her name please, she's the homeowner. Maria da Luz Furtado.": the name said in the next sentence
const UNDER_NAME_NEXT_SENTENCE =
  /\bunder (?:her|his|their|(?:my|her|his|their) \p{L}+'s) name\b[^.]{0,60}\.\s*(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){1,4})\s*(?:[.!,]|$)/iu;

// "please put it under our facilities guy, tom beltran": who they are, then their name
const UNDER_SOMEONE =
  /\bput (?:it|this|the request|the job|the appointment) (?:under|down for) (?:my|our|his|her|their|the) [\p{L}' ]{1,30}?,\s*(?!(?:he|she|they|who|it|and|but)\b)(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,4})/iu;

/**
 * A name stated outright ("my name is…", "this is…", "I'm…", "Dave here"), or — when the assistant just asked for it —
 * a short answer made only of name-like words.
 */
// "Martha con hache", "Ruiz with a z", "Collins with two l's": how a word is spelled, not part of the name
const SPELLING_NOTE =
  /,?\s+\b(?:con|with)(?: (?:una|un|a|an|two|dos|double|doble))? (?:hache|zeta|ye|jota|ka|equis|be|ve|ele|elle|erre|eñe|ese|ce|ge|te|h|z|y|j|k|x|w|b|v|l|ls|l's|s|c|g|t|n|m|r|rr)(?:'s)?\b(?![ -]\p{L}(?:[ -]|$))(?: (?:grande|chica|larga|corta|alta|baja|de burro|de vaca|griega|may[úu]scula|min[úu]scula)\b)?(?: (?:y|and) (?:con |with )?(?:una |un |a |an )?(?:hache|zeta|eñe|acento|tilde|accent|h|z|ñ))?/giu;

// "con guion", "with a hyphen": how a double surname is written, not part of it
const HYPHEN_NOTE = /,?\s+\b(?:con|with)(?: (?:un|a))? (?:gui[oó]n|hyphen|dash)\b/giu;
// the same, for a test (a global pattern's test would carry its lastIndex from one call to the next)
const HYPHEN_NOTED = new RegExp(HYPHEN_NOTE.source, 'iu');
// "Gómez guion Ibarra", "Souza hyphen Lima": the hyphen said as a word
const HYPHEN_SAID = /(\p{L}+)\s+(?:gui[oó]n|hyphen|dash)\s+(\p{L}+)/giu;

// "o apostrophe r o u r k e": an initial, the apostrophe said as a word, and the rest spelled
const APOSTROPHE_SPELLED = /(?<![\p{L}'])(\p{L}) apostrophe ((?:\p{L} )+\p{L})(?![\p{L}'])/giu;
// "mary kate o neil, that's mary dash kate and o apostrophe n e i l": a name, then how it is written
const SAID_THEN_WRITTEN =
  /^\s*(\p{L}[\p{L}' ]{2,40}?)[,.]?\s+(?:that's|thats|that is|it's spelled|spelled|written)\s+((?:\p{L}+\s+)*?(?:dash|hyphen|apostrophe)\b[\p{L} ]*?)[.!]?\s*$/iu;
const lettersOf = (words: string) => withoutAccents(words.toLowerCase()).replace(/[^a-z]/g, '');

/** A name told with its marks said as words ("mary dash kate and o apostrophe n e i l"), as it is written. */
function writtenOut(writing: string): string {
  let out = '';
  let previous: 'mark' | 'letter' | 'word' | undefined;
  for (const token of writing
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t && t !== 'and')) {
    const mark = token === 'dash' || token === 'hyphen' ? '-' : token === 'apostrophe' ? "'" : undefined;
    const kind = mark ? 'mark' : token.length === 1 ? 'letter' : 'word';
    // letters spelled one by one join up; anything joins a mark
    const joins = mark || previous === 'mark' || (kind === 'letter' && previous === 'letter');
    out += (joins || !previous ? '' : ' ') + (mark ?? token);
    previous = kind;
  }
  return out;
}

/** The name heard with the words its writing covers (all of them, the first ones or the last ones) written over. */
function writtenOver(heard: string, writing: string): string | undefined {
  const written = writtenOut(writing);
  const letters = lettersOf(written);
  const words = heard.trim().split(/\s+/);
  for (let n = words.length; n >= 1; n--) {
    if (lettersOf(words.slice(0, n).join('')) === letters) return [written, ...words.slice(n)].join(' ');
    if (lettersOf(words.slice(-n).join('')) === letters) return [...words.slice(0, -n), written].join(' ');
  }
  return undefined;
}

const NAME_SAID_OVER =
  /^(\s*(?:(?:hi|hello|yes|ok|okay|sí|si|ya|bueno|pues|oh|um|uh|well)[,.]?\s+)*(?:my name is |my name's |me llamo |mi nombre es |soy |this is |i'm |habla |it's )?)(\p{L}+(?:\s+\p{L}+){0,2})\s*[,.]\s+(?:(sorry|i mean|actually|no wait|perd[oó]n|bueno|digo|mejor dicho|o sea)[,.]?\s+)?(\p{L}+\s+\p{L}+(?:\s+\p{L}+){0,3})(?=\s*(?:[,.!]|$))/iu;

// "Mrs. Okafor", "Dr. Patel", "doña Cuca": a title goes on no request
const TITLE = /\b(mrs|mr|ms|miss|dr|doctor|sra|sr|srta|señora|señor|señorita|don|doña)\b\.?\s+(?=\p{L})/giu;
// "soy la hermana Noemí Villatoro", "this is Pastor Dan Reyes": a church title before the name (not "mi hermana")
const CHURCH_TITLE =
  /(?<=\b(?:soy|i'm|im|i am|this is|it's|its|me llamo)\s+)(?:(?:la|el|the)\s+)?(hermana|hermano|sister|brother|pastor|pastora|padre|father|reverend|rev|deacon|di[áa]cono|madre|mother)\b\.?\s+(?=\p{Lu}|\p{L}+\s+\p{L}+)/gu;
// a business said with the name ("hector aguilar de la lavandería la nueva", "Arnulfo Mejía, Taller Mejía Body Shop")
const BUSINESS_WORD =
  '(?:painting|plumbing|electric(?:al)?|construction|services?|llc|inc|company|roofing|landscaping|hvac|handyman|contractors?|builders?|realty|properties|property management|lavander[ií]a|taquer[ií]a|panader[ií]a|pupuser[ií]a|carnicer[ií]a|tortiller[ií]a|paleter[ií]a|fruter[ií]a|papeler[ií]a|farmacia|tienda|mercad(?:o|ito)|taller|restaurante?|sal[óo]n|est[ée]tica|limpieza|cleaning|iglesia|church|body shop|auto|bakery|caf[ée]|deli|market|store|shop|salon|studio|cl[íi]nica|clinic|office|oficina|daycare|guarder[ií]a|motel|winery|surf|dental|group|associates|medical|cellars|vineyards?|yoga|board co)';
// "edgar zamora, de zamora painting": the caller's company, said after the name, is no part of it
const BUSINESS_AFTER_NAME = new RegExp(
  `,?\\s+(?:de|from|with|con|of|at)\\s+(?:(?:la|el|los|las|the)\\s+)?(?:[\\p{L}'&.-]+\\s+){0,3}?${BUSINESS_WORD}\\b(?!.*\\b(?:my name|me llamo|mi nombre|soy|this is|i'm|i am|name is)\\b).*$`,
  'iu',
);
// "Arnulfo Mejía, Taller Mejía Body Shop": the business after a comma
const BUSINESS_AFTER_COMMA = new RegExp(`\\s*,\\s*(?:[\\p{L}'&.-]+\\s+){0,3}?${BUSINESS_WORD}\\b[^,.]*$`, 'iu');
// what a caller says of their role or their business beside their name
const ROLE_OR_BUSINESS = new RegExp(
  `\\b(?:${BUSINESS_WORD}|manager|owner|secretary|president|director|treasurer|admin\\w*|assistant|supervisor|cell|mobile|phone|i'm|i am|we're|closed|encargad[oa]|due[ñn][oa]|gerente)\\b`,
  'iu',
);

const APOLOGY_FIRST =
  /^\s*(?:(?:oh|uh|um),?\s+)?(?:sorry|so sorry|i'm sorry|perd[oó]n|disculpe?)(?:\s+about that)?[,.!]?\s+(?=\p{L})/iu;

const IRISH_O_HEARD_AS_OH =
  /(?<=\p{L} )oh (?=(connor|conner|brien|bryan|neil|neill|hara|hare|donnell|malley|reilly|riley|sullivan|shea|shaughnessy|keefe|keeffe|leary|rourke|toole|dell|day|brady|grady|callaghan|mara|meara|halloran|kane|dwyer|flaherty|gorman|hanlon|mahony|mahoney|connell|regan|riordan|boyle|byrne|carroll|donovan|driscoll|farrell|gara|hagan|loughlin|neal|nolan|quinn|rorke)\b)/giu;

export function nameIn(text: string, askedForName: boolean): string | undefined {
  // "Hi! Ken Yamashiro, 145 Amesti Rd…": a typed greeting, then a name in capitals and a pause
  // (its first word a common first name: not "Hi, Dryer Vent, cleaning please")
  const greeted = askedForName ? undefined : GREETING_THEN_NAME.exec(text)?.[1];
  const greetedName =
    greeted && GIVEN_NAMES.has(withoutAccents(greeted.split(/\s/)[0]!).toLowerCase())
      ? nameIn(greeted, true)
      : undefined;
  if (greetedName) return greetedName;
  if (!askedForName && !MAY_NAME_SOMEONE.test(text)) return undefined;
  // asked for it, "sorry wendell osei": an apology before the name (said over the line that dropped it) is no part of it
  const said = spanishLettersSpelled(askedForName ? text.replace(APOLOGY_FIRST, '') : text)
    .replace(/[’‘]/g, "'")
    // "greg oh connor", "margaret oh brien": the recogniser's O' written as the word it sounds like
    .replace(IRISH_O_HEARD_AS_OH, 'o ')
    // "rosa delgado and you can call me back on this number": what follows "and" is another answer
    .replace(/\s+and\s+(?=(?:you|this number|that number|call|please)\b)/giu, ', ')
    // "wendy salazar wendy con doble u", "ismael cardenas cardenas con ce a erre…": a word of the name said again with
    // how it is written
    .replace(/(?<![\p{L}'])(\p{L}{2,})((?:\s+\p{L}+){0,3}?)\s*,?\s+\1\s+con\s+.*$/iu, '$1$2')
    // "abel cisneros y oiga, ¿cuánto cobran?": a question after the name
    .replace(
      /\s+y\s+(?=(?:oiga|oye|mire|mira|f[íi]jese|una pregunta|otra cosa|por cierto|how much|cu[áa]nto)\b)/giu,
      ', ',
    )
    // "g g gavin price": a first letter said over as the caller stutters
    .replace(/(?<![\p{L}'])(\p{L})(?:\s+\1)+\s+(?=\1\p{L}{2,})/giu, '')
    // "rogelio and the last name santos"
    .replace(/\b(\p{L}{2,}),? and (?:the|my) (?:last name|surname)(?: is|'s)?,? (?=\p{L}{2,})/giu, '$1 ')
    // "it's przybylski p r z y b y l s k i first name ben": the surname first, the first name after it
    .replace(
      /^\s*(?:(?:it's|its|it is|yeah|yes|sure|okay|ok|um|uh)[,\s]+)*(?:(?:my |the )?(?:last name|surname)(?: is|'s)?\s+)?(\p{L}[\p{L}' -]*?)[,.]?\s+(?:and\s+)?(?:my\s+|the\s+)?first name(?: is|'s)?[,:]?\s+(\p{L}[\p{L}' -]*?)[.!]?\s*$/iu,
      '$2 $1',
    )
    // "first name ben, last name przybylski"
    .replace(
      /^\s*(?:(?:it's|its|my)\s+)?first name(?: is|'s)?[,:]?\s+(\p{L}[\p{L}'-]*)[,.]?\s+(?:and\s+)?(?:my\s+|the\s+)?(?:last name|surname)(?: is|'s)?[,:]?\s+/iu,
      '$1 ',
    )
    // "Vanessa St. John": the period of Saint ends no sentence
    .replace(/(?<=\p{L}\s+)(st|ste)\.\s+(?=\p{Lu}|\p{Ll}{2,}$)/giu, '$1 ')
    // "Hank Dubois — D-U-B-O-I-S": a dash between the name and its spelling is a pause
    .replace(/\s+[—–-]\s+/g, ', ')
    // the recogniser's "names terrence mack", "wendy o apostrophe shea"
    .replace(
      /(?<!\b(?:last|first|middle|two|both|their|the|our|your|his|her) )\b(my )?names (?=\p{L}{2,} \p{L})/giu,
      'my name is ',
    )
    .replace(/(?<![\p{L}'])(\p{L}) apostrophe (\p{L}{2,})/giu, "$1'$2")
    // "Voss. V as in Victor, O, S, S": a letter told by a word is that letter, and a spelling may pause between them
    .replace(/(?<![\p{L}'])(\p{L}) (?:as in|like in) \p{L}{3,}\b/giu, '$1')
    .replace(SPELLED_WITH_COMMAS, (run: string) => run.replace(/\s*,\s*/g, ' '))
    // "my name? oh, it's bernadette…": the question said back before the answer
    .replace(
      /^\s*(?:my name|your name|name)(?!\s*(?:is|'s|es|was)\b)\s*[?,.]?\s+(?:oh|um|uh|well|yes|sure)?[,.]?\s*/i,
      '',
    )
    // "…e, ele, y Tzul es te, zeta…": the Spanish "and" after a spelling is no letter y
    .replace(/(?<=(?:^|\s)\p{L}),?\s+y\s+(?=\p{L}{2,})/gu, ', ')
    // "le deletreo…", "mi nombre, sí, me llamo…", "two last names lopez ortega", "Name: Harpreet Sandhu"
    .replace(/,?\s*\b(?:se |te )?(?:lo |le )deletreo\b[,:]?/giu, ',')
    .replace(/\b(?:my name|mi nombre)(?: is)?[,?]?\s+(?:s[ií]|yes|oh|ok)\b[,.]?\s*(?=\S)/giu, '')
    .replace(/,?\s*\b(?:two|dos) (?:last names|surnames|apellidos)\b.*$/iu, '')
    .replace(/(^|[.,]\s*)name\s*:\s*/giu, '$1my name is ')
    // "kaitlyn and marcus bell-ortega, put kaitlyn": of a couple, the one the caller names, with the surname
    .replace(
      /^\s*(\p{L}+) and (\p{L}+) ([\p{L}'-]+),?\s*(?:put|just put|use)\s+(\p{L}+)\b.*$/iu,
      (run: string, a: string, b: string, surname: string, chosen: string) =>
        [a, b].some((w) => w.toLowerCase() === chosen.toLowerCase()) ? `${chosen} ${surname}` : run,
    )
    // "chepe, bueno, jose rolando argueta", "ana, ana cecilia flores", "nguyen van long. sorry, long nguyen": a name
    // said over, in full or put right
    .replace(
      NAME_SAID_OVER,
      (run: string, lead: string, first: string, fix: string | undefined, again: string, at: number, all: string) => {
        // (not "harold jenkins, harold with an h", nor a name the caller goes on to choose: "…, pero ponga…")
        if (
          !asName(again.split(/\s+/)) ||
          /\b(with|con|spelled|like|como|as in|de|del)\b/i.test(again) ||
          /\b(put|pon\w*|but|pero)\b/i.test(all.slice(at + run.length))
        )
          return run;
        const sameFirst = again.split(/\s+/)[0]!.toLowerCase() === first.split(/\s+/)[0]!.toLowerCase();
        // ("habla chayo, rosario ventura": a nickname, then the name, after the caller said who speaks)
        const nickname = /\S/.test(lead) && !first.includes(' ');
        return fix || sameFirst || nickname ? `${lead}${again}` : run;
      },
    )
    // "me llamo javier y de apellido montaño", "my name is ana and my last name is pérez": the surname said apart
    .replace(
      /\b(my name is|me llamo|mi nombre es|soy|i'm|this is)\s+(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?)\s*,?\s+(?:y|and)\s+(?:de|mi|my)\s+(?:apellido|last name|surname)\s+(?:es\s+|is\s+)?(?=\p{L}{2,})/giu,
      '$1 $2 ',
    )
    .replace(BUSINESS_AFTER_NAME, '')
    .replace(BUSINESS_AFTER_COMMA, '')
    // "Yvonne Tran (office manager, Capitola Dental Group)", "(cell, I'm the board secretary)": a role, a business or
    // a number's note in brackets is no part of the name
    .replace(/\s*\(([^)]*)\)/g, (bracket: string, inside: string) => (ROLE_OR_BUSINESS.test(inside) ? ' ' : bracket))
    // "jessika thorne (with a k)": what is said in brackets is said apart
    .replace(/\s*[()]\s*/g, ', ')
    .replace(TITLE, '')
    .replace(CHURCH_TITLE, '')
    // "jesus mendoza but everybody calls me chuy", "pero me dicen Cuca": a nickname is not the name to write
    .replace(
      /[,.]?\s*\b(?:but\s+|pero\s+)?(?:(?:everybody|everyone|people|they|my friends|folks)\s+calls?\s+me|(?:todos\s+)?me\s+(?:dicen|llaman))\s+\p{L}+(?:\s+(?:tho|though|lol|haha|jaja))?/giu,
      '',
    )
    // "me llamo este ana maría": a filler said before the name
    .replace(
      /\b(my name is|my name's|me llamo|mi nombre es|soy|this is|i'm)\s+(?:(?:este|eh|em|pues|bueno|uh|um|i mean|el nombre es|mi nombre es|my name is)[,\s]+)+/gi,
      '$1 ',
    )
    // "I'm Guadalupe Rios btw": a chat's aside after the name
    .replace(/[,\s]+(?:btw|by the way|lol|haha|jaja|tho|though)[.!]*\s*$/i, '')
    // "jorgensen j o r g e n s e n i need…": the I after a spelling is the caller's own
    .replace(
      /(?<![\p{L}'])((?:\p{L} ){2,}\p{L}) i (?=(?:need|want|have|got|was|am|think|just|would|called|live|wanted)\b)/giu,
      '$1, i ',
    )
    // "mary kate o neil, that's mary dash kate and o apostrophe n e i l": the name said, then how it is written
    .replace(SAID_THEN_WRITTEN, (run: string, heard: string, writing: string) => writtenOver(heard, writing) ?? run)
    // "i x c h e l y el apellido q u i e j": the surname's spelling said after the first name's
    .replace(
      /[,.]?\s*\b(?:(?:y|and)\s+)?(?:(?:el|mi|the|my)\s+)?(?:apellido|last name|surname)(?:\s+(?:es|is))?[,:]?\s+(?=(?:\p{L}[\s,.-]+){2,}\p{L}(?!\p{L}))/giu,
      ', ',
    )
    // "o apostrophe n e i l": the apostrophe of a spelled name said as a word
    .replace(APOSTROPHE_SPELLED, (_m, initial: string, rest: string, offset: number, all: string) => {
      const word = `${initial}'${rest.replace(/ /g, '')}`;
      // "tom o'neill o apostrophe n e i l l": a spelling of the word just said is said once
      return all.slice(0, offset).trimEnd().replace(/,$/, '').toLowerCase().endsWith(word.toLowerCase()) ? '' : word;
    })
    .replace(/(?<![\p{L}'])(\p{L}) apostrophe (?=\p{L}(?![\p{L}']))/giu, '$1 ')
    // "van der hoek van der hoek": words said twice over are said once
    .replace(/(?<![\p{L}'])((?:\p{L}{2,}\s+){0,2}\p{L}{2,})\s+\1(?![\p{L}'])/giu, '$1')
    .replace(HYPHEN_NOTE, '')
    .replace(HYPHEN_SAID, '$1-$2')
    // "murphy okafor murphy-okafor": the surname said, then said with its hyphen
    .replace(/\b(\p{L}+)\s+(\p{L}+)\s+\1-\2\b/giu, '$1-$2')
    // "Ye-sé-ni-a", "al principio": a name spelled by syllables, and where its letter goes
    .replace(/(?<![\p{L}'-])\p{L}{1,3}(?:-\p{L}{1,3}){2,}(?![\p{L}'-])/gu, '')
    .replace(/,?\s*\b(al principio|al final|at the (start|end|beginning))\b/giu, '')
    .replace(SPELLING_NOTE, '')
    // "I'm Tom Reyes, well, put Tomás Reyes, that's the name on the account": the name the caller asks to be written
    .replace(
      /^.*?\b(?:well|actually|but|though|or rather|no)[,]?\s+(?:please\s+)?(?:put|use|write)(?:\s+(?:it\s+)?(?:down\s+)?(?:as|under))?\s+(?=\p{L}[\p{L}'-]+\s+\p{L}[\p{L}'-]+(?:[,.]|\s+(?:that's|that is|it's|on|please)\b|$))/iu,
      '',
    )
    // "lupita bueno guadalupe torres", "bob, I mean robert king": a name said, then said again in full
    .replace(/^\s*\p{L}+,?\s+(?:bueno|digo|mejor dicho|o sea|i mean|well|actually)[,.]?\s+(?=\p{L}+\s+\p{L}+)/iu, '')
    // "hector villa uh villalobos", "it's hal uh harold kim": a word begun, then said over after a filler (a short one
    // only when a whole name follows, so "dan um davis" stays)
    .replace(
      /(?<![\p{L}'])(\p{L}+)\s+(?:uh|um|er|erm)\s+(?=(\p{L}+)(\s+\p{L}{2,})?)/giu,
      (run: string, word: string, next: string, surname?: string) =>
        next.toLowerCase().startsWith(word.toLowerCase()) ||
        (word.length <= 3 &&
          surname !== undefined &&
          word[0]!.toLowerCase() === next[0]!.toLowerCase() &&
          next.length > word.length)
          ? ''
          : run,
    );
  // "use my tenant's cell… his name's marcus", "the tenant's name is Kyle", said once the caller's own name is known:
  // someone else's name is not the caller's (unless they are made the contact: contactNamedIn). Asked for a name,
  // "it's for my mom, her name is Rosa Díaz" books under hers.
  const heard = askedForName
    ? said
    : said.replace(
        /\b(?:his|her|their|(?:the|my|our)\s+\p{L}+(?:[-\s]in[-\s]law)?'s)\s+name(?:'s|\s+is)?[,:]?\s+(?!(?:que|es|is|el|la|the|a|an|de|and|y)\b)\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?|\b(?:(?:él|ella|mi\s+\p{L}+)\s+se\s+llama)\s+\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?/giu,
        ' ',
      );
  const name =
    heardName(
      joinSpelledLetters(
        withoutRespelling(
          withoutSpellingRepeated(
            heard.replace(/(,?)\s*\b(?:uh|um|er|erm)\b(,?)/gi, (_m, before: string, after: string) =>
              before || after ? ', ' : ' ',
            ),
          ),
        ),
      ),
      askedForName,
    ) ?? (askedForName ? nameSaidLast(said) : undefined);
  if (!name) return undefined;
  const spelled = asSpelled(firstNameJoined(familyNameLast(name, said)), said);
  // "phuong nguyen hale, with a dash": the two surnames are one
  const words = spelled.split(' ');
  const hyphenNoted = HYPHEN_NOTED.test(text);
  return hyphenNoted && words.length >= 3 && !spelled.includes('-')
    ? [...words.slice(0, -2), words.slice(-2).join('-')].join(' ')
    : spelled;
}

// kin and the people a caller books for: never a name on their own ("put my mother down as the contact")
const SOMEONE =
  /\b(my|mi|our|nuestra|nuestro|mother|mom|mum|mama|mamá|dad|father|papa|papá|sister|brother|son|daughter|wife|husband|aunt|uncle|grandma|grandmother|grandpa|grandfather|niece|nephew|cousin|tenant|tenants|landlord|landlady|owner|neighbou?r|friend|boss|client|partner|hermana|hermano|hijo|hija|esposa|esposo|t[íi]a|t[íi]o|abuel\p{L}*|suegr[ao]|prim[ao]|sobrin[ao]|vecin[ao]|inquilin[ao]|due[ñn][ao]|patr[óo]n|patrona|him|her|them|ella|él|el|down|as|como|the|la|a)$/iu;

// the caller asks for someone else to be the one the pro calls ("put my mother down as the contact", "the contact
// should be my sister", "ponga a mi hermana Lorena como contacto": the glossary says it "as the contact")
const CONTACT_ASKED =
  /\b(?:as|be)\s+(?:the\s+)?(?:main\s+|point of\s+)?contact\b|\bser\s+(?:el\s+)?contacto\b|\bcontact(?:\s+person)?\s+(?:is|will be|should be|would be|'ll be|can be)\b|\b(?:make|list)\s+(?:[\p{L}'-]+\s+){1,4}(?:the\s+)?contact\b/iu;
const A_NAME = String.raw`(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3})`;
const KIN_SAID = String.raw`(?:(?:my|mi|our|a mi)\s+[\p{L}-]+(?:'s)?(?:\s+in\s+law)?,?\s+)?`;
const CONTACT_NAME_SAID = [
  // "ponga a mi hermana lorena solís as the contact", "put Eleanor down as the contact"
  new RegExp(
    String.raw`\b(?:put|ponga|pon|pongan|anote|apunte|list|make|have|use)\s+(?:a\s+)?${KIN_SAID}${A_NAME}\s+(?:down\s+)?(?:as\s+)?(?:the\s+)?contact\b`,
    'iu',
  ),
  // "the contact should be my sister, Lorena Solís"
  new RegExp(
    String.raw`\bcontact(?:\s+person)?\s+(?:is|will be|should be|would be|'ll be|can be)\s+${KIN_SAID}${A_NAME}`,
    'iu',
  ),
  // "…as the contact. Her name is Eleanor Whitcomb", "…como contacto porque ella va a estar ahí: Carmen Rangel"
  new RegExp(String.raw`\b(?:her|his|their|su)\s+name(?:'s|\s+is|\s+es)?[,:]?\s+${A_NAME}`, 'iu'),
  new RegExp(String.raw`\bas\s+(?:the\s+)?contact\b[^:.]{0,80}:\s*${A_NAME}`, 'iu'),
];
// where a name said after the contact is asked for stops: "Carmen Rangel, su número es…", "Lorena because she…"
const AFTER_CONTACT_NAME =
  /\s+(?:because|porque|since|she|he|they|ella|él|who|que|and|y|she's|he's|is|es|will|va|down|as|como|her|his|su|at|en|on)\b.*$/iu;

/**
 * The name of someone else the caller asks to be the request's contact, the one the pro calls and meets ("My name's
 * Philip, but please put my mother down as the contact… Her name is Eleanor Whitcomb"): they, not the caller, go on
 * the request. Undefined when no one else is asked for, or their name is not said.
 */
export function contactNamedIn(text: string): string | undefined {
  const asked = CONTACT_ASKED.exec(text);
  if (!asked) return undefined;
  for (const pattern of CONTACT_NAME_SAID) {
    // a name said before the request only counts in the request itself ("put Eleanor down as the contact")
    const found = pattern.exec(text);
    if (!found) continue;
    const words = found[1]!
      .replace(/[,.;:!?].*$/u, '')
      .replace(AFTER_CONTACT_NAME, '')
      .trim();
    if (!words || words.split(/\s+/).some((w) => SOMEONE.test(w))) continue;
    const name = nameIn(words, true);
    if (name) return name;
  }
  return undefined;
}

/**
 * "Orlova Svetlana. Svetlana is first name", "Zhou Meili, Zhou is family name": a name said family name first, written
 * as the caller says it is written here (given name first).
 */
function familyNameLast(name: string, said: string): string {
  const words = name.split(' ');
  if (words.length !== 2) return name;
  const [a, b] = words.map((w) => w.toLowerCase());
  const first = /\b(\p{L}+) is (?:my |the )?(?:first|given) name\b/iu.exec(said)?.[1]?.toLowerCase();
  const family = /\b(\p{L}+) is (?:my |the )?(?:last|family) name\b|\b(\p{L}+) is (?:my |the )?surname\b/iu.exec(said);
  const last = (family?.[1] ?? family?.[2])?.toLowerCase();
  return first === b || last === a ? `${words[1]} ${words[0]}` : name;
}

/** How words sound said as one name ("mack kenzie" and "Mackenzie" alike). */
function soundOfName(words: string): string {
  return soundOf(words)
    .replace(/ /g, '')
    .replace(/(\w)\1+/g, '$1');
}

// First names the phone line's recogniser often cuts in pieces ("rose a lind", "mack kenzie", "ray mond"); none that
// people also write as two words (Mary Ann, Jo Ann, Anne Marie)
const SPLIT_FIRST_NAMES = new Map(
  `Rosalind Rosalie Rosemary Mackenzie McKenna Raymond Edmund Desmond Leonard Bernard Gerald Geraldine Everett
  Kennedy Kendall Brandon Jonathan Christopher Christina Christine Katherine Kathleen Jennifer Stephanie Madeline
  Isabella Gabriel Gabriella Natalie Nicholas Alexander Alexandra Samantha Benjamin Anthony Timothy Kimberly
  Jacqueline Marilyn Caroline Evelyn Savannah Sebastian Dominic Veronica Angelina Adriana Marisol Maribel
  Rosalinda Mariana Emmanuel Ezekiel Jeremiah Nathaniel Bartholomew Penelope Anastasia Josephine Madelyn Jocelyn
  Kaitlyn Brooklyn Maddox Delilah Siobhan Declan Ronan Rowan Logan Morgan Megan Reagan Raegan Colleen Maureen
  Doreen Noreen Kathryn Catalina`
    .split(/\s+/)
    .map((name) => [soundOfName(name), name] as const),
);

/** "Rose A Lind Park" → "Rosalind Park": leading words that together sound as one listed first name, a surname left. */
function firstNameJoined(name: string): string {
  const words = name.split(' ');
  for (const size of [3, 2]) {
    if (words.length <= size) continue;
    // said apart ("rose a lind") or run together ("ray mond"), the pieces may sound as the name either way
    const pieces = words.slice(0, size);
    const joined =
      SPLIT_FIRST_NAMES.get(soundOfName(pieces.join(' '))) ?? SPLIT_FIRST_NAMES.get(soundOfName(pieces.join('')));
    if (joined && !SPLIT_FIRST_NAMES.has(soundOfName(words[0]!))) return [joined, ...words.slice(size)].join(' ');
  }
  return name;
}

/**
 * "i don't know where the shutoff is um gary halvorsen", "okay i'm not touching it it's manny avila": a recogniser's
 * run-on answer to "your name?", whose name comes last, after a filler or "it's". Two or three name-like words only.
 */
function nameSaidLast(said: string): string | undefined {
  const tail =
    /(?:^|\s)(?:uh|um|er|erm|it's|its|it is|this is|i'm|im|name's|name is)\s+(\p{L}[\p{L}'-]+(?:\s+\p{L}[\p{L}'-]+){1,2})\s*[.!]?\s*$/iu.exec(
      said,
    );
  const words = tail?.[1] ?? givenNameLast(said);
  if (!words || STREET_WORDS.test(words)) return undefined;
  const name = bareName(words);
  return name?.includes(' ') && !PLACE_NAMES.has(name.toLowerCase()) ? name : undefined;
}

/** "rosalba mendoza" said where a trade was asked: a short answer that opens with a common first name. */
export function nameAnsweredInstead(said: string, isSomethingElse: (words: string) => boolean): string | undefined {
  const answer = said.replace(/^\s*(?:(?:uh|um|yeah|yes|ok|okay|so|well|it's|its|this is|i'm|im)[,\s]+)+/i, '').trim();
  const words = answer
    .replace(/\b(\p{L} ){2,}\p{L}\b/gu, '')
    .trim()
    .split(/\s+/);
  const first = withoutAccents(words[0] ?? '').toLowerCase();
  // a common first name, or two or three words that name nothing else ("ellen marsh")
  const nameLike = GIVEN_NAMES.has(first)
    ? words.length <= 4
    : words.length >= 2 && words.length <= 3 && !isSomethingElse(answer);
  return nameLike ? nameIn(answer, true) : undefined;
}

/**
 * "ok le voy a poner trapos mojados ana maria delgado", "we're all outside now jennifer walsh": the name said last
 * with nothing to mark it, found by a common first name opening its last two to four words.
 */
function givenNameLast(said: string): string | undefined {
  const words = said
    .replace(/\s*[.!]?\s*$/, '')
    .split(/\s+/)
    .slice(-4);
  for (let from = 0; from <= words.length - 2; from++)
    if (
      GIVEN_NAMES.has(withoutAccents(words[from]!).toLowerCase()) &&
      words.slice(from).every((w) => /^\p{L}[\p{L}'-]*$/u.test(w))
    )
      return words.slice(from).join(' ');
  return undefined;
}

// Common first names of the county's callers (English, Spanish, Portuguese, Asian and Pacific), for a name said last
const GIVEN_NAMES = new Set(
  `james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony mark ken
  donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan jacob gary
  nicholas eric jonathan stephen larry justin scott brandon benjamin samuel gregory alexander frank patrick raymond
  jack dennis jerry tyler aaron henry adam douglas nathan peter zachary kyle walter harold jeremy ethan carl keith
  roger gerald christian terry sean arthur austin noah lawrence jesse joe bryan billy jordan albert dylan bruce
  willie gabriel alan juan logan wayne ralph roy eugene randy vincent russell louis philip bobby johnny bradley
  mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty margaret sandra ashley
  kimberly emily donna michelle carol amanda dorothy melissa deborah stephanie rebecca sharon laura cynthia kathleen
  amy angela shirley anna brenda pamela emma nicole helen samantha katherine christine debra rachel carolyn janet
  catherine maria heather diane ruth julie olivia joyce virginia victoria kelly lauren christina joan evelyn judith
  megan andrea cheryl hannah jacqueline martha gloria teresa ann sara madison frances kathryn janice jean abigail
  alice judy sophia grace denise amber doris marilyn danielle beverly isabella theresa diana natalie brittany
  charlotte marie kayla alexis lori rose ana jose luis carlos jesus miguel antonio francisco manuel pedro alejandro
  ricardo fernando jorge javier sergio rafael eduardo roberto mario arturo armando alberto raul ruben enrique
  ramon hector oscar victor hugo salvador gerardo jaime ignacio guillermo rodrigo andres pablo emilio esteban
  julio cesar martin alfredo ernesto gustavo felipe joaquin adrian ivan marco marcos diego angel efrain octavio
  rogelio saul rosa guadalupe lupe juana margarita carmen josefina alicia leticia veronica yolanda silvia norma
  adriana gabriela lucia elena beatriz claudia monica araceli maribel marisol esperanza yesenia rocio
  aurelio tomas ismael abel agustin alvaro benito bernardo braulio cristian cristobal edgar elias emiliano erick
  ezequiel fabian federico fidel gilberto gonzalo heriberto horacio humberto israel jacinto leonardo lorenzo mateo
  mauricio moises nicolas orlando ramiro reynaldo rigoberto santiago sebastian teodoro ulises wilfredo alejandra
  amalia angelica antonia aurora camila cecilia celia elvira erika eva fabiola florencia gisela hilda imelda irene
  itzel jimena karla lourdes magdalena marcela miriam nayeli noemi paula ramona raquel rebeca susana tania teodora
  vanessa yadira wendy dale lena
  lorena graciela socorro dolores consuelo irma olga sofia valeria daniela fernanda ximena paola karina
  cristina mariana estela luz amparo ines isabel rosario catalina pilar concepcion reyna marta
  joao manuela tiago rui nuno vitor goncalo duarte filipe leonor
  nguyen linh minh anh thanh tuan hung huong lan mai hoa duc quang trang thu ngoc phuong kim hai long
  wei jing li ming hui yan hong xiao mei lin jun chen feng tao hiroshi takeshi kenji yuki akiko keiko haruka
  aiko yumi emiko sachiko kazuo satoshi daisuke raj priya anil sunita deepak ravi arjun vikram gurpreet harpreet
  jaswinder manpreet sandeep amrit rajesh sanjay anita kavita pooja rowena maricel jocelyn rodel jericho ligaya
  malia leilani kai keanu noelani kalani moana olena oksana dmitri sergei ivanna natalia katya yuri taras mykola
  yusuf mehmet ahmet ahmed mohammed muhammad ali omar fatima aisha hassan ibrahim nadia layla amir tariq karim
  samir leila yasmin zainab mustafa hamza bilal kwame kofi abena ama chidi ngozi amara tunde wanjiru`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * "dustin, d u s t i n, hargrove": a word spelled right after it is said is said once, and a surname said last after
 * the spelling joins it ("dustin hargrove").
 */
function withoutSpellingRepeated(said: string): string {
  return said.replace(
    /(?<![\p{L}'])(\p{L}{2,}),?\s+((?:\p{L}[ -]+){2,}\p{L})(?![\p{L}'])(,(?=\s+(?!(?:first|last|my|and|but|i|it's|that's)\b)\p{L}+\s*(?:[.,!?]|$)))?/giu,
    (run: string, word: string, letters: string) =>
      letters.replace(/[ -]+/g, '').toLowerCase() === word.toLowerCase() ? word : run,
  );
}

// "se escribe…", "it's spelled…": the caller says the letters that follow are how the name is written
const SPELLED_OUT_LOUD = /\b(se escribe|spelled|lo deletreo|deletreado)\b/i;

/**
 * The name as the caller spelled it, letter by letter, when the speech recogniser heard it otherwise: "shivon keeley,
 * that's s i o b h a n, k e a l y" is Siobhan Kealy. One spelled word per name word, or one for the surname.
 */
function asSpelled(name: string, said: string): string {
  const words = name.split(' ');
  // "shivon gallagher, that's s i o b h a n g a l l a g h e r": both words spelled in one run; the whole name spelled
  // as heard says nothing new
  const spelled = [...said.matchAll(SPELLED_RUN)].flatMap((m) => {
    const letters = m[0].replace(/[\s-]+/g, '');
    const lower = letters.toLowerCase();
    const last = withoutAccents(words.at(-1)!.toLowerCase());
    if (words.length > 1 && lower === withoutAccents(words.join('').toLowerCase())) return [];
    if (words.length === 2 && lower.length > last.length + 1 && withoutAccents(lower).endsWith(last))
      return [letters.slice(0, lower.length - last.length), letters.slice(lower.length - last.length)];
    return [letters];
  });
  // a spelled word stands for a heard one that begins with the same letter ("keeley", "k e a l y")
  // ("tzintzun", "t z i n t z": a spelling cut short is not another spelling)
  const respells = (heard: string, letters: string) =>
    heard[0]!.toLowerCase() === letters[0]!.toLowerCase() &&
    heard.replace(/['-]/g, '').toLowerCase() !== letters.toLowerCase() &&
    !(
      letters.length < heard.length &&
      withoutAccents(heard.toLowerCase()).startsWith(withoutAccents(letters.toLowerCase()))
    );
  const same = (heard: string, letters: string) =>
    heard.replace(/['-]/g, '').toLowerCase() === letters.replace(/['-]/g, '').toLowerCase();
  if (
    spelled.length === words.length &&
    spelled.every((letters, i) => respells(words[i]!, letters) || same(words[i]!, letters)) &&
    spelled.some((letters, i) => respells(words[i]!, letters))
  )
    return formatName(spelled.map((letters, i) => (same(words[i]!, letters) ? words[i]! : letters)));
  const last = words.at(-1)!;
  // "yovani perez, pero se escribe g i o v a n i": said to be how it is written, the spelling wins even over its
  // first letter, when it is close to the word heard
  if (spelled.length === 1 && SPELLED_OUT_LOUD.test(said)) {
    const letters = withoutAccents(spelled[0]!.toLowerCase());
    const at = words.findIndex((w) => {
      const heard = withoutAccents(w.toLowerCase());
      return (
        Math.abs(heard.length - letters.length) <= 1 &&
        heard.length > 3 &&
        (letters.endsWith(heard.slice(1)) || heard.endsWith(letters.slice(1)))
      );
    });
    if (at !== -1 && words[at]!.toLowerCase() !== spelled[0]!.toLowerCase())
      return formatName(words.map((w, i) => (i === at ? spelled[0]! : w)));
  }
  if (spelled.length === 1 && words.length > 1 && respells(last, spelled[0]!) && !PARTICLES.has(last.toLowerCase()))
    return formatName([...words.slice(0, -1), spelled[0]!]);
  return name;
}

function heardName(t: string, askedForName: boolean): string | undefined {
  // "put it under nate whitfield", "just put jim halvorsen": the name the caller wants on the request
  const chosen = [
    PUT_UNDER.exec(t),
    PUT_UNDER_ME.exec(t),
    PUT_UNDER_THEM.exec(t),
    UNDER_WHOSE_NAME.exec(t),
    UNDER_SOMEONE.exec(t),
    UNDER_NAME_NEXT_SENTENCE.exec(t),
  ]
    .map((said) => said && asName(untilNextThought(said[1]!.split(/\s+/))))
    .find(Boolean);
  if (chosen) return chosen;
  // "it's slowing down some my name is harold jensen", "my name is lupe ramirez i'm her caregiver her name is
  // dorothy": the caller's own name said outright wins over anything around it
  const own = /\b(?:my name is|my name's|me llamo|mi nombre es)\s+(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,7})/iu.exec(
    t,
  );
  const ownName = own && asName(untilNextThought(withoutJust(own[1]!).split(/\s+/)));
  if (ownName && !PLACE_NAMES.has(ownName.toLowerCase())) return withSurname(ownName, t);
  // "Rachel Goldstein-Parra. well the thing is, my son…", "Francisco Lara. ah y también…": asked for the name, a full
  // name said as the answer's first sentence, before the caller goes on to something else
  // (only words that look like a name: each written with a capital, or a common first name first; no "okay, …")
  const opening = askedForName ? /^\s*([^.!?,;:]+)[.!?]+\s+\S/u.exec(t)?.[1]?.trim() : undefined;
  if (opening) {
    const words = opening.split(/\s+/);
    const looksLikeName =
      words.every((w) => /^\p{Lu}/u.test(w) || PARTICLES.has(w.toLowerCase())) ||
      GIVEN_NAMES.has(withoutAccents(words[0]!).toLowerCase());
    const fullName = looksLikeName ? bareName(opening) : undefined;
    if (fullName?.includes(' ') && !PLACE_NAMES.has(fullName.toLowerCase())) return fullName;
  }
  // "it's for my mom, her name is grace okafor, i'm her son, danny okafor": the caller's own name comes first
  const relative =
    /\b(?:i'm|i am|this is) (?:her|his|their|the) (?:son|daughter|husband|wife|grandson|granddaughter|nephew|niece|caregiver|neighbou?r|friend|brother|sister|owner|manager|property manager|landlord|landlady|host|secretary|office manager|super|superintendent)\b[,.\s]*(.+)$/iu.exec(
      t,
    );
  const theirs = relative && nameIn(relative[1]!, true);
  if (theirs) return theirs;
  // "it's ana, and um, my last name is pereira": the first name, then the surname said apart
  // (not "i'd rather not do the last name if that's okay": a surname withheld)
  const surname = /\b(?:my )?(?:last name|surname|family name)(?: is|'s)?\s+(\p{L}[\p{L}'-]*)/iu.exec(t);
  const withheld = surname && /\b(not|n't|no)\b[^.,;]{0,25}$/i.test(t.slice(0, surname.index));
  if (surname && surname.index > 0 && !withheld && asName([surname[1]!])) {
    const first = nameIn(t.slice(0, surname.index).replace(/[\s,]*(and|um|uh|so)?[\s,]*$/i, ''), askedForName);
    if (first && !first.includes(' ')) return formatName([first, surname[1]!]);
  }
  const spelled = /\bfirst name (?:is )?(\p{L}[\p{L}'-]*)/iu.exec(t);
  // the first statement that holds a name ("it's for my mom, her name is ruth abernathy": not "for my mom")
  const statements = [...t.matchAll(STATED_ALL)];
  // "its slowing down. my name is jayden brooks": a name said outright before any other statement
  const outright = statements.filter((m) => NAMED_OUTRIGHT.test(m[0]));
  // (not "…and it's cracked. This is Lorraine Batiste": a verb or an everyday word after "it's" is passed over)
  const mayName = (m: RegExpExecArray) =>
    Boolean(asName(untilNextThought(withoutJust(m[1]!).split(/\s+/)))) &&
    (NAMED_OUTRIGHT.test(m[0]) || !opensWithVerbOrEverydayWord(m[1]!));
  const stated = [...outright, ...statements].find(mayName) ?? statements[0];
  if (stated) {
    const name = asName(untilNextThought(withoutJust(stated[1]!).split(/\s+/)));
    const explicit = NAMED_OUTRIGHT.test(stated[0]);
    // "it's Nguyen, first name Linh": the surname first, the first name after
    if (name && spelled && !name.includes(' ')) return formatName([spelled[1]!, name]);
    // "this is marcus yeo" from speech recognition has no capitals: "this is" introduces a name unless an
    // everyday word follows ("this is urgent"); after "I'm" or "it's" only a capital or a question asked says so
    const opening = t.slice(0, stated.index).trim();
    const introduced =
      (/^this is\b/i.test(stated[0]) ||
        // "hi, it's jorge luna": a name right after a greeting
        // ("yeah hi, okay so, i'm alan whitaker": fillers too)
        /^((hi|hello|hey|yeah|yes|okay|ok|so|um|uh|well|alright|good (morning|afternoon|evening))[,.!\s]*)*$/i.test(
          opening,
        )) &&
      !/(ing|ed|ly)$/i.test(stated[1]!.split(/\s+/)[0]!) &&
      !EVERYDAY_WORDS.has(stated[1]!.split(/\s+/)[0]!.toLowerCase());
    // "and it's Soquel, not Capitola": a town is no name unless the caller says it is
    const place = !explicit && Boolean(name && PLACE_NAMES.has(name.toLowerCase()));
    // "i'm handling it for her", "i'm outside", "it's hot": a verb in lower case or an everyday word after "I'm" or
    // "it's" is no name, asked for or not ("yo soy el encargado", read as "this is el encargado": a Spanish article
    // opens no name)
    const noName =
      !explicit && (opensWithVerbOrEverydayWord(stated[1]!) || /^(el|la|los|las|un|una)\s/i.test(stated[1]!));
    if (name && !noName && !place && (explicit || askedForName || introduced || /^\p{Lu}/u.test(stated[1]!)))
      return withSurname(name, t);
  }
  const speaking = SPEAKING.exec(t);
  if (speaking) {
    const name = asName(speaking[1]!.split(/\s+/).slice(-3));
    if (name) return withSurname(name, t);
  }
  // "…(i have the mount). im jess tran 831-556-8203 2250 17th ave": a name introduced, then the number, in one message
  const beforeNumber =
    /(?:^|[.!?,]\s*)(?:i'm|im|i am|this is|it's|its|soy|me llamo)\s+(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){1,3})[\s,/]+(?=\(?\+?\d[\d\s().-]{6,})/iu.exec(
      t,
    );
  const introducedName = beforeNumber && bareName(beforeNumber[1]!);
  if (introducedName?.includes(' ')) return introducedName;
  if (!askedForName) return undefined;
  // "brianna cho 831.555.0320 1910 mission st…": the name typed first, before everything else
  const first = /^\s*(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,3})[\s,/]+(?=\(?\+?\d[\d\s().-]{6,})/u.exec(t);
  const typedFirst = first && asName(untilNextThought(first[1]!.split(/\s+/)));
  if (typedFirst) return typedFirst;
  // "oh ok we're out. greg lindqvist", "harold jenkins, harold with an h": each clause may be the name; the fullest wins
  const clauses = t
    .split(/[.!?;,]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (clauses.length > 1) {
    // "the house is 312 brewington ave, watsonville": a town said after an address is no name
    // ("y sigue igual, tic, tic": a sound said over and over is no name)
    const names = clauses
      .filter((c, i) => c.includes(' ') || (clauses.indexOf(c) === i && clauses.lastIndexOf(c) === i))
      .map((c) => bareName(c))
      .filter((n): n is string => Boolean(n) && !PLACE_NAMES.has(n!.toLowerCase()));
    // one opening with a common first name ("…moví las cosas, bajé el breaker. Tomás Irigoyen"); else the fullest; of
    // two as full, the one said last ("under it. slow drip. … tasha greene")
    const given = (n: string) =>
      n.includes(' ') && GIVEN_NAMES.has(withoutAccents(n.split(' ')[0]!).toLowerCase()) ? 1 : 0;
    return names.reverse().sort((a, b) => given(b) - given(a) || b.split(' ').length - a.split(' ').length)[0];
  }
  return bareName(t);
}

// a bare answer longer than this is a sentence, not a name ("now there's brown water with like sewage in it")
const MAX_BARE_ANSWER_WORDS = 6;

/** A short answer to "Can I get your name?" made only of name-like words. */
function bareName(t: string): string | undefined {
  const answer = t
    .toLowerCase()
    .replace(/[.,!?;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(
      /^((yes|yeah|sure|ok|okay|hi|hello|um|uh|oh|it is|it's|its|this is|i'm|i am|my name is|name's|sure thing|just|nom[aá]s|de parte de|este|pues|bueno|mire|oiga|f[íi]jese)\s+)+/g,
      '',
    )
    .trim();
  const all = answer.split(' ').filter(Boolean);
  const words = untilNextThought(all);
  // a longer answer is a name only when what follows it is about the name ("… is three words, small v") or another
  // thought joined on ("harold jenkins and it's a whirlpool if that matters")
  if (
    all.filter((w) => !PARTICLES.has(w)).length > MAX_BARE_ANSWER_WORDS &&
    !/^(is|it's|its|with|spelled|and|but)$/.test(all[words.length] ?? '')
  )
    return undefined;
  // "v o": letters said one by one spell a name, they are none
  if (words.length && words.every((w) => w.length === 1)) return undefined;
  // "okay, pushed it": a verb is no name
  if (words.length === 1 && /^\p{L}{3,}(ed|ing)$/u.test(words[0]!) && !/^\p{Lu}/u.test(t.trim())) return undefined;
  // a bare answer is a name only if no word in it is an everyday word ("hmm, put down the lady of the house")
  if (words.some((w) => NOT_NAMES.has(w) || EVERYDAY_WORDS.has(w))) return undefined;
  // "la caja de los breakers", "el ruido": a Spanish name never starts with an article
  if (/^(el|la|los|las|un|una|unos|unas|lo|y|e|and)$/.test(words[0] ?? '')) return undefined;
  // ("juan pablo de la torre anaya": the particles are no words of their own)
  if (words.length === 0 || words.filter((w) => !PARTICLES.has(w)).length > MAX_NAME_WORDS) return undefined;
  if (/\b(no|nope|don't|what|why|who|huh|pardon|repeat|again|sorry|rather|prefer)\b/.test(answer)) return undefined;
  // keep the caller's own spelling of each word (accents and capitals), found back in the original text
  const original = words.map((w) => t.split(/[\s,.!?;:]+/).find((o) => o.toLowerCase() === w) ?? w);
  return asName(original);
}

const STREET_WORDS =
  /\b(street|st|avenue|ave|road|rd|drive|dr|lane|ln|way|court|ct|boulevard|blvd|highway|hwy|place|circle|calle|avenida|camino|carretera)\b/i;

/**
 * A full name said on its own, whatever was asked ("Wilfredo Amaya" said when the trade was asked; "Ramón de la Cruz
 * Mendoza" as the number is read back): a first sentence of two to five words, each written with a capital (particles
 * aside), that is no place or street; what follows it may only spell it ("Ye-sé-ni-a, con y griega al principio").
 */
export function nameSaidAlone(text: string): string | undefined {
  const [first, ...rest] = text.trim().split(/(?<=[.!?])\s+/);
  const said = first!.replace(/[.!?]+$/, '').trim();
  if (/\d/.test(text) || STREET_WORDS.test(said) || PLACE_NAMES.has(said.toLowerCase())) return undefined;
  const words = said.split(/\s+/);
  if (words.length < 2 || words.length > MAX_NAME_WORDS) return undefined;
  if (!words.every((w) => /^\p{Lu}[\p{L}'-]*$/u.test(w) || PARTICLES.has(w.toLowerCase()))) return undefined;
  if (rest.some((sentence) => !/\b(con|with|spelled|se escribe|me dicen|they call me|like|como)\b|-/i.test(sentence)))
    return undefined;
  return bareName(said);
}

/**
 * A correction of a name already taken: "my last name is spelled with two Ls, Collins", "first name is Anh",
 * "it's Anh not Ann, A N H". The corrected whole name, or undefined when the caller corrected no name.
 */
export function correctedName(text: string, current: string): string | undefined {
  const lettersSaid = spanishLettersSpelled(
    text
      .replace(/[’‘]/g, "'")
      // "with a k, k a t h…": the note's letter, then the spelling that begins with it
      .replace(/\b(with an?|con una?|con) (\p{L})[ ,]+\2\b/giu, '$1 $2, $2')
      .replace(SPELLING_NOTE, ''),
  );
  const t = joinSpelledLetters(lettersSaid);
  // "can you put it under my wife's name, carmen vega"
  const under =
    /\bunder (?:my |her |his |our |the )?(?:\p{L}+'s )?name,? (?:it's |is )?(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,4})/iu.exec(
      t,
    );
  const other = under && asName(untilNextThought(under[1]!.split(/\s+/)));
  if (other) return other;
  const words = current.split(' ');
  const lastWord = (s: string) =>
    s
      .split(/[,.;!?]|\bis\b|\bit's\b|\bspelled\b/)
      .map((p) => p.trim())
      .filter(Boolean)
      .at(-1)
      ?.split(/\s+/)
      .at(-1);
  const part = /\b(last name|surname|family name|first name|apellido|primer nombre)\b(.*)$/i.exec(t);
  if (part) {
    // "the last name is cho, c h o, not joe": the word right after, unless it is spelled out further on
    const next =
      /^(?:'s\b)?[\s,:]*(?:(?:is|it's|its|actually|spelled|spelt|est[áa] mal|es|se escribe|as[íi])[\s,:]+)*(\p{L}[\p{L}'-]*)/iu.exec(
        part[2]!,
      )?.[1];
    const plain = next && !/^(spelled|con|with|like|as|in|a|an|the)$/i.test(next) && !PARTICLES.has(next.toLowerCase());
    // "es vazquez, v á z q u e z": the word as spelled after it, when it is
    const spelledAfter = [...lettersSaid.matchAll(SPELLED_RUN)]
      .map((m) => m[0].replace(/[\s-]+/g, ''))
      .find((w) => next && w !== next && closeSpelling(w, next));
    const word = plain && asName([next]) ? (spelledAfter ?? next) : lastWord(part[2]!);
    if (!word || !asName([word])) return undefined;
    return /first/i.test(part[1]!)
      ? formatName([word, ...words.slice(1)])
      : formatName(words.length > 1 ? [...words.slice(0, -1), word] : [...words, word]);
  }
  // "the name's spelled different, it's katharine, k a t h a r i n e": a word of the name spelled over (its first
  // letter may change, as c to k)
  if (/\b(spell\w*|se escribe|with an? \p{L}\b|con \p{L}+)/iu.test(text)) {
    const runs = [...lettersSaid.matchAll(SPELLED_RUN)].map((m) => m[0].replace(/[\s-]+/g, '').toLowerCase());
    for (const letters of runs) {
      const at = words.findIndex((w) => {
        const heard = withoutAccents(w.toLowerCase());
        return (
          heard !== letters &&
          heard.length > 2 &&
          Math.abs(heard.length - letters.length) <= 2 &&
          (closeSpelling(heard, letters) || editDistance(heard, letters) <= 2)
        );
      });
      if (at !== -1) return formatName(words.map((w, i) => (i === at ? letters : w)));
    }
  }
  // "my name is Martha" said to "Marta Ibarra": one word like one of the name's respells it
  const stated = /\b(?:my name is|my name's|name is)\s+(\p{L}[\p{L}'-]*)\s*(?:[,.!?]|$)/iu.exec(t)?.[1];
  if (stated && words.length > 1 && asName([stated])) {
    const at = words.findIndex((w) => w.toLowerCase() !== stated.toLowerCase() && closeSpelling(w, stated));
    if (at !== -1) return formatName(words.map((w, i) => (i === at ? stated : w)));
  }
  // "*Pulido, perdón": a chat's correction of one word, the word of the name it respells
  const starred = /^\s*\*\s*(\p{L}[\p{L}'-]*)/u.exec(t)?.[1];
  if (starred && asName([starred])) {
    const at = words.findIndex((w) => w.toLowerCase() !== starred.toLowerCase() && closeSpelling(w, starred));
    if (at !== -1) return formatName(words.map((w, i) => (i === at ? starred : w)));
  }
  // "it's Anh not Ann": the word said before "not" replaces the word of the name said after it
  const swap = /\b(\p{L}[\p{L}'-]*)\s*,?\s+not\s+(\p{L}[\p{L}'-]*)/iu.exec(t);
  if (swap) {
    const at = words.findIndex((w) => w.toLowerCase() === swap[2]!.toLowerCase());
    if (at !== -1 && asName([swap[1]!])) return formatName(words.map((w, i) => (i === at ? swap[1]! : w)));
  }
  return undefined;
}

/**
 * "Janelle Whitaker. And please put the booking under me": the whole name, opening a later answer of a caller who gave
 * only the first name before.
 */
export function fullNameAfterFirst(text: string, first: string): string | undefined {
  if (first.includes(' ')) return undefined;
  const opening = text.split(/[.!?;]/)[0]!;
  const name = nameIn(opening, true);
  const words = name?.split(' ') ?? [];
  return words.length > 1 && words[0]!.toLowerCase() === first.toLowerCase() ? name : undefined;
}

/** Two spellings of one name: the same first letter and at most two letters apart ("Marta", "Martha"; "Ruis", "Ruiz"). */
function closeSpelling(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x[0] !== y[0] || Math.abs(x.length - y.length) > 2) return false;
  const common = [...x].filter((c, i) => y[i] === c || y.includes(c)).length;
  return common >= Math.max(x.length, y.length) - 2;
}

// Spanish names as they are written, for a name the phone line heard without its accents ("efrain solorzano"): the
// common given names and surnames whose usual spelling carries one.
const SPANISH_SPELLINGS = new Map(
  'Álvarez Álvaro Andrés Ángel Ángela Ángeles Angélica Araújo Ávila Bárbara Belén Benítez Beltrán Cárdenas Castañeda César Chávez Cortés Cristóbal Dámaso Díaz Domínguez Efraín Elías Estéfani Fabián Fernández Galán Gálvez García Germán Gómez González Guzmán Gutiérrez Héctor Hernández Ibáñez Inés Iván Jesús Jiménez Joaquín José Julián Lázaro León López Lucía Maldonado Márquez María Marín Martín Martínez Máximo Medrano Mejía Méndez Mónica Montaño Muñoz Nicolás Núñez Ordóñez Orozco Pánfilo Patiño Peña Pérez Quiñónez Ramírez Ramón Raúl Rocío Rodríguez Rubén Sánchez Sebastián Simón Sofía Solís Solórzano Suárez Tomás Valdés Vázquez Velásquez Verónica Víctor Xóchitl Yáñez Zúñiga Ríos Durán Adán Báez Darío Fátima Félix Gastón Matías Moisés Saúl Valentín Benjamín Agustín Noé Efrén Adrián Damián Concepción Asunción Encarnación Ascensión Barragán Galván Limón Macías Magaña Rentería Villaseñor Alemán Bermúdez Cabañas Echeverría Espíndola Gaitán Godínez Meléndez Peñaloza Sáenz Treviño Velázquez Calderón Colón Girón Obregón Roldán Chacón Estévez Jáuregui Alarcón Avilés Bolaños Cedeño Vélez Ávalos Téllez Quirós Crispín Fermín Aarón Noemí Jazmín Zoé Anahí Eréndira Jerónimo Salomón Nahúm Dávila Rosalía Marroquín Monzón Villalón Óscar Teófilo Alcántara Argüello Henríquez Menjívar Rápalo Ajcalón René Josué Santillán Arámbula Pagán Eloísa Aída Rubí Villagrán Catalán Mújica Ocaña Cañas Carreón Falcón Rincón Pinzón Aragón Garzón Quintín Xicará'
    .split(' ')
    .map((name) => [withoutAccents(name).toLowerCase(), name] as const),
);

/** A Spanish caller's name with the accents its words are written with, when the name came without any. */
export function withSpanishAccents(name: string): string {
  // a caller who wrote an accent wrote the name as they spell it
  if (/[áéíóúÁÉÍÓÚ]/.test(name)) return name;
  return name
    .split(' ')
    .map((word) => SPANISH_SPELLINGS.get(withoutAccents(word).toLowerCase()) ?? word)
    .join(' ');
}
