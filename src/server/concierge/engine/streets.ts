import { withoutAccents } from './wording';

// The county's main streets and roads, as they are written, so a street the phone line heard the way a caller said it
// ("frido boulevard", "grin valley road", "empair greid", "lokwud lane") is written as it is on the map. Only a street
// that sounds almost the same, with the same suffix, is taken; any other street is kept as heard. Not every street of
// the county: the roads callers name most, the long rural ones among them. Add to it freely.

// one heading line per part of the county, then its streets, comma-separated
const COUNTY_STREETS = `
Santa Cruz:
Bay St, Bay Dr, Beach St, Branciforte Ave, Branciforte Dr, Broadway, Brommer St, Cedar St,
Center St, Chestnut St, Delaware Ave, East Cliff Dr, Emeline Ave, Escalona Dr, Fairmount Ave,
Front St, Gault St, Graham Hill Rd, Grandview St, High St, Highland Ave, King St, La Fonda Ave,
Laurel St, Market St, Meder St, Mission St, Morrissey Blvd, Murray St, Ocean St, Ocean View Ave,
Pacific Ave, Pasatiempo Dr, Pine St, Plateau Dr, Poplar Ave, River St, Riverside Ave, Seabright Ave,
Soquel Ave, Swift St, Trevethan Ave, Walnut Ave, Water St, West Cliff Dr, Western Dr, Getchell St,
Darwin St, Woodrow Ave, Ocean Dr, Lighthouse Ave, Natural Bridges Dr, Almar Ave, Bethany Curve,
Frederick St, Pine Flat Rd, Smith Grade, Empire Grade, Ice Cream Grade, Alba Rd, Felton Empire Rd,
Bonny Doon Rd, Martin Rd, Jarvis Rd, Vine Hill Rd, Mountain View Rd, Leibrandt Ave, Raymond St, Uhden St,
Kaye St, Third St, Cliff St, Windham St, Goss Ave, Effey St,

Live Oak, Capitola, Soquel:
7th Ave, 17th Ave, 30th Ave, 38th Ave, 41st Ave, 45th Ave, 47th Ave, Brommer St, Capitola Rd,
Capitola Ave, Chanticleer Ave, Commercial Way, Felt St, Harper St, Portola Dr, Soquel Dr,
Bay Ave, Park Ave, Monterey Ave, Wharf Rd, Stockton Ave, Cliff Dr, Clares St, Wesley St,
Main St, Porter St, Old San Jose Rd, Soquel San Jose Rd, Rosedale Ave, Robertson St, Paul Sweet Rd,
Prospect Ave, Glen Haven Rd, Laurel Glen Rd, Cherryvale Ave, Mattison Ln, Jade St, Rodeo Gulch Rd,

Aptos, Rio del Mar, La Selva Beach:
Trout Gulch Rd, Valencia Rd, Cathedral Dr, Seascape Blvd, Rio Del Mar Blvd, Aptos Beach Dr,
Spreckels Dr, State Park Dr, Center Ave, Bonita Dr, Freedom Blvd, Aptos Creek Rd, Vienna Dr,
McDonald Rd, Day Valley Rd, Pleasant Valley Rd, Hames Rd, Larkin Valley Rd, San Andreas Rd,
Buena Vista Dr, Mar Monte Ave, Playa Blvd, Sumner Ave, Trabing Rd, Townsend Dr, Soquel Dr,
Cox Rd, Polo Dr, Esplanade, Clubhouse Dr,

Watsonville, Freedom, Corralitos, Amesti:
Airport Blvd, East Lake Ave, Lake Ave, Rodriguez St, Union St, Brennan St, Ford St, Riverside Dr,
Clifford Ave, Pennsylvania Dr, Holohan Rd, Crestview Dr, Harkins Slough Rd, Ohlone Pkwy,
Westridge Dr, Struve Rd, Carlton Rd, Casserly Rd, Hazel Dell Rd, Amesti Rd, Corralitos Rd,
Browns Valley Rd, Eureka Canyon Rd, Varni Rd, Calabasas Rd, Martinelli St, Sudden St, Bridge St,
Second St, Third St, Fourth St, Maple Ave, Elm St, Madison St, Lincoln St, Green Valley Rd,
Pioneer Rd, White Rd, Lakeview Rd, Minto Rd, Buena Vista Dr, Freedom Blvd, Bronte Ave,
Blackburn St, Marchant St, Pajaro Valley Dr, Beach Rd, San Juan Rd, Salinas Rd,

Scotts Valley and the San Lorenzo Valley:
Scotts Valley Dr, Lockewood Ln, Mount Hermon Rd, Glenwood Dr, Granite Creek Rd, Bean Creek Rd,
Kings Village Rd, Green Hills Rd, Glen Canyon Rd, Vine Hill School Rd, Bethany Dr, Whispering Pines Dr,
Zayante Rd, Lompico Rd, Glen Arbor Rd, Quail Hollow Rd, Bear Creek Rd, Big Basin Way, Central Ave,
Kings Creek Rd, Jamison Creek Rd, Hilton Dr, Forest Dr, Love Creek Rd, Alba Rd, Brookdale Dr,
Graham Hill Rd, Conference Dr, Lazy Woods Rd, Holiday Ln, El Solyo Ave, Gushee St, Kirby St,
Riverside Grove, Redwood Dr, Laurel Rd, Hubbard Gulch Rd, Two Bar Rd, Harmon St, Covered Bridge Rd
`
  .split('\n')
  .filter((line) => !line.endsWith(':'))
  .flatMap((line) => line.split(','))
  .map((street) => street.trim())
  .filter(Boolean);

const SUFFIXES = new Set(['St', 'Ave', 'Rd', 'Dr', 'Ln', 'Way', 'Ct', 'Blvd', 'Pl', 'Cir', 'Pkwy', 'Grade', 'Curve']);

const split = (street: string) => {
  const words = street.split(' ');
  return SUFFIXES.has(words.at(-1)!)
    ? { name: words.slice(0, -1).join(' '), suffix: words.at(-1) }
    : { name: street, suffix: undefined };
};

/**
 * How a street's name sounds, from how a recogniser writes an English name said with a Spanish accent or misheard:
 * vowels as they are said ("green" and "grin", "beach" and "bich", "browns" and "brauns"), b and v, c and k, a final
 * silent e, doubled letters.
 */
export const soundOf = (name: string) =>
  withoutAccents(name.toLowerCase())
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/ph/g, 'f')
    // "shanty clear" for Chanticleer, "gooshy" for Gushee: ch and sh are one sound to the recogniser, and the dge of
    // "bridge" is "brich" in a Spanish speaker's mouth
    .replace(/ch|sh|dge\b/g, 'ʃ')
    // "iunion": the u of Union as Spanish writes it
    .replace(/\biu/g, 'u')
    // the silent l of "Lincoln"
    .replace(/ln\b/g, 'n')
    // "and" said "an'" ("wats and ville")
    .replace(/nd\b/g, 'n')
    .replace(/ee|ea|ie|ey\b|y\b/g, 'i')
    .replace(/oo|ou(?!gh)/g, 'u')
    .replace(/ow/g, 'au')
    .replace(/ai|ei|ay/g, 'e')
    .replace(/qu|ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'u')
    .replace(/y/g, 'i')
    .replace(/v/g, 'b')
    // h and j are one sound to a Spanish speaker and the recogniser ("San Hose", "Jermon"): neither is kept
    .replace(/[hj]/g, '')
    .replace(/e\b/g, '')
    .replace(/(\w)\1+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

const KNOWN = [...new Set(COUNTY_STREETS)].map(split).map((street) => ({ ...street, sound: soundOf(street.name) }));

const consonants = (sound: string) => sound.replace(/[aeiou]/g, '');
// a consonant and its voiced or unvoiced pair, which a recogniser confuses ("they" for Day)
const VOICED: Record<string, string> = { t: 'd', d: 't', p: 'b', b: 'p', k: 'g', g: 'k', s: 's', f: 'b' };

/**
 * Whether a heard name's sounds are a known street's, said with other vowels ("grin", "empair", "galch", "kenyon") or
 * with its last consonant lost ("frido" for Freedom). Consonants otherwise stay: "Kearney" is no "Kirby", "Clear
 * Creek" no "Bear Creek".
 */
function soundsLike(heard: string, known: string): boolean {
  // ("lamp pico": a letter said at the end of one piece and the start of the next is said once)
  const [whole, wholeKnown] = [heard.replace(/ /g, '').replace(/(\w)\1+/g, '$1'), known.replace(/ /g, '')];
  // vowels heard otherwise cost less than consonants: "lorel" is Laurel, whose consonants are the same
  // (not "west" for East: the words must begin alike)
  const vowelsOnly = consonants(whole) === consonants(wholeKnown) && whole[0] === wholeKnown[0];
  // (a name heard in pieces with three consonants or more all the same may have other vowels all through: "zy auntie"
  // is Zayante, "maurice e" is Morrissey)
  const inPieces = heard.split(' ').length !== known.split(' ').length;
  const budget =
    vowelsOnly && inPieces && consonants(wholeKnown).length >= 3
      ? Math.ceil(wholeKnown.length / 2)
      : Math.max(1, Math.floor(wholeKnown.length / 4)) + (vowelsOnly ? 1 : 0);
  if (editDistance(whole, wholeKnown) > budget) return false;
  const [heardWords, knownWords] = [heard.split(' '), known.split(' ')];
  // a name heard in other pieces ("sea bright" for Seabright): the same consonants, whole
  if (heardWords.length !== knownWords.length) return consonants(whole) === consonants(wholeKnown);
  // "trout gulp", "being creek", "they valley": of a name of two words or more, one word a sound off (at most its
  // first letter voiced otherwise), the others the same
  const differing = heardWords.flatMap((word, i) => (word === knownWords[i] ? [] : [[word, knownWords[i]!] as const]));
  if (knownWords.length >= 2 && differing.length === 1) {
    const [a, b] = differing[0]!;
    if (a.length >= 2 && editDistance(a, b) <= 1 && (a[0] === b[0] || VOICED[a[0]!] === b[0])) return true;
  }
  // word by word: the same consonants, or the known word's last consonant lost ("frido", "maun" for Mount)
  return heardWords.every((word, i) => {
    const [a, b] = [consonants(word), consonants(knownWords[i]!)];
    // a w heard where there is none ("west" is no East)
    if ((word[0] === 'u') !== (knownWords[i]![0] === 'u')) return false;
    return (
      a === b || (b.length === a.length + 1 && b.startsWith(a) && (/[aeiou]$/.test(word) || /[tdmn]/.test(b.at(-1)!)))
    );
  });
}

/**
 * The county street a heard street name stands for ("Frido", "Blvd" → "Freedom"), when exactly one street with that
 * suffix (or any, when none was heard) sounds like it. A known street said without its suffix takes the only one its
 * name has ("4120 trout gulch"). Undefined when nothing is to change, or the name sounds like none or like several.
 */
/** A county street of that name is on the map ("Main", "Green Valley"). */
export const isStreetOnTheMap = (name: string) => KNOWN.some((s) => s.name.toLowerCase() === name.toLowerCase());

export function streetOnTheMap(
  heard: string,
  suffix: string | undefined,
): { name: string; suffix?: string } | undefined {
  const found = streetHeardAs(heard, suffix);
  // "esteit park", "escots": the e a Spanish speaker says before s and a consonant
  const withoutE = heard.replace(/(^|\s)e(?=s[bcdfgkmnpqtvz])/gi, '$1');
  const known = KNOWN.some((s) => s.name.toLowerCase() === heard.toLowerCase());
  return found ?? (withoutE !== heard && !known ? streetHeardAs(withoutE, suffix) : undefined);
}

function streetHeardAs(heard: string, suffix: string | undefined): { name: string; suffix?: string } | undefined {
  const same = KNOWN.filter((s) => s.name.toLowerCase() === heard.toLowerCase());
  if (same.length)
    return !suffix && new Set(same.map((s) => s.suffix)).size === 1
      ? { name: same[0]!.name, suffix: same[0]!.suffix }
      : undefined;
  const sound = soundOf(heard);
  // a short name ("Bei Ave" for Bay Ave) only with its suffix said, and sounding exactly the same: "apartment 3 b" is
  // no "3 Bay St"
  if (!sound || (sound.length < 4 && (!suffix || heard.length < 2))) return undefined;
  // a street that sounds exactly so wins over others only close to it ("been creek" is Bean Creek, not Bear Creek)
  const suffixFits = (s: (typeof KNOWN)[number]) => !suffix || !s.suffix || s.suffix === suffix;
  const exact = KNOWN.filter((s) => suffixFits(s) && sound === s.sound);
  const close = exact.length
    ? exact
    : KNOWN.filter((s) => suffixFits(s) && (sound.length < 4 ? sound === s.sound : soundsLike(sound, s.sound)));
  const names = new Set(close.map((s) => s.name));
  if (names.size !== 1) return undefined;
  const found = close.find((s) => s.suffix === suffix) ?? close[0]!;
  return { name: found.name, suffix: suffix ?? found.suffix };
}
