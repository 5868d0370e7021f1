// Earl en español. The dialogue's rules are written once, in English: a Spanish caller's words are read through a
// glossary that turns the Spanish phrases the rules need into their English equivalents (mixed Spanish and English
// sentences then read as one), and the assistant's English reply is said in Spanish through a catalogue keyed by the
// English sentence (as gettext keys messages by their source text). Both lists are data, reviewable by a Spanish
// speaker; wording follows the county's Spanish: usted, short and natural.

import { HAZARDS } from './hazards';
import { TIPS } from './knowledge-base';
import { ordinalOf } from './phone-numbers';
import { withoutAccents } from './wording';

export type Language = 'en' | 'es';

const SPANISH_MARKERS =
  /\b(hola|buenos|buenas|sí|si|no funciona|tengo|tenemos|necesito|necesitamos|quiero|mi|mis|casa|agua|luz|por favor|gracias|está|esta|están|se me|se le|el|la|los|las|una|uno|de la|del|que|porque|pero|también|ahorita|mañana|tarde|noche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|llamo|llamar|calle|huele|humo|fuga|tubo|baño|cocina|señora|señor|usted|ustedes|puede|pueden|hablo|habla|español|plomero|electricista|refri|lavadora|estufa|tiene|tienen|muy|nomás|nomas|hay|sale|se|con|para|ya|como|cuando|dónde|donde|cómo|qué|oiga|ocupo|quisiera|podría|estoy|son|es|un|sigue|todavía|cubren|ustedes|ayer|anoche|luego|otra vez|ahora|de|deja|sirve|prende|enciende|arreglar|regadera|fregadero|lavabo|lavamanos|excusado|inodoro|llave|grifo|calentador|secadora|horno|microondas|ventana|puerta|pared|techo|piso|enchufes?|contactos?|focos?|apagador|tuber[ií]a|drenaje|gotea\w*|gotera|tapad[oa]|descompuest[oa])\b|[¿¡ñáéíóú]/gi;
const ENGLISH_MARKERS =
  /\b(the|my|is|are|it's|i'm|need|have|please|thanks|and|with|there|this|what|how|can|water|light|house|leak|leaking|broken|yes|hi|hello)\b/gi;

/** Whether a sentence is mostly Spanish (one short sentence has few words: Spanish marker words decide). */
export function looksSpanish(text: string): boolean {
  const spanish = text.match(SPANISH_MARKERS)?.length ?? 0;
  const english = text.match(ENGLISH_MARKERS)?.length ?? 0;
  return spanish >= 2 && spanish > english;
}

/** Whether a sentence is plainly English: an English marker word and no Spanish one. */
export function looksEnglish(text: string): boolean {
  const spanish = text.match(SPANISH_MARKERS)?.length ?? 0;
  const english = text.match(ENGLISH_MARKERS)?.length ?? 0;
  return english >= 1 && spanish === 0;
}

/** Whether a sentence has any word only Spanish uses (accents, ñ, or a Spanish verb or noun of a home's troubles). */
export function hasSpanishWords(text: string): boolean {
  return /[ñáéíóú¿¡]|\b(sirve|funciona|prende|calefacci|calent[óo]n|huele|humo|chispas|enchufe|contacto|agua|drenaje|inund|techo|luz|foco|beb[ée]|abuel|mam[áa]|pap[áa]|alarma|mareados?|duele)/i.test(
    text,
  );
}

/** A sentence that is clearly Spanish (a caller who began in English, or in a mixed sentence, and goes on in Spanish). */
export function clearlySpanish(text: string): boolean {
  const spanish = text.match(SPANISH_MARKERS)?.length ?? 0;
  const english = text.match(ENGLISH_MARKERS)?.length ?? 0;
  return spanish >= 4 && spanish >= 3 * english;
}

/** "¿Habla español?", "en español por favor" / "in English please": the caller asks for a language. */
export function languageAskedFor(text: string): Language | undefined {
  const t = text.toLowerCase();
  // "she hardly speaks English", "casi no habla inglés": said of someone else, no request
  // ("no habla español ni inglés": neither, said of someone else)
  const denied =
    /\b(no|casi no|not|doesn't|don't|can't|hardly|barely)\s+(\w+\s+)?(habla|hablo|hablan|hablamos|speak|speaks|entiende|entienden|entiendo|contesta|contestan|understand|understands)\s+(en\s+|in\s+)?(mucho\s+|much\s+|bien\s+)?(el\s+)?((español|espanol|spanish)\s+(ni|or|nor)\s+(el\s+)?)?(english|inglés|ingles)\b/;
  // "ella habla inglés", "my daughter speaks English": someone else who does, no request either
  const someoneElse =
    /\b(ella|él|el|mi hij[oa]|mi espos[oa]|mi niet[oa]|she|he|my (daughter|son|wife|husband|grandson|granddaughter))\s+(s[íi]\s+)?(habla|speaks|entiende|understands)\s+(en\s+|in\s+)?(english|inglés|ingles)\b/;
  // "no habla español ni inglés, nomás mixteco": neither language asked for (the words around it tell)
  if (/\b(español|espanol|spanish)\s+(ni|or|nor)\s+(el\s+)?(english|inglés|ingles)\b/.test(t)) return undefined;
  if (
    /\b(english|inglés|ingles)\b/.test(t) &&
    /\b(in|en|speak|habla|hablar|please|por favor)\b/.test(t) &&
    !denied.test(t) &&
    !someoneElse.test(t)
  )
    return 'en';
  if (/\b(español|espanol|spanish)\b/.test(t)) return 'es';
  return undefined;
}

// Spanish number words: "ochocientos ochenta y cinco" is 885, "dos mil ciento diez" 2110, and digits said one by one
// ("ocho tres uno, cinco cinco cinco") stay one by one, for the phone reader to join.
const UNITS: Record<string, number> = {
  cero: 0,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
};
const TEENS: Record<string, number> = {
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};
const TENS: Record<string, number> = {
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};
const HUNDREDS: Record<string, number> = {
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};
const magnitude = (w: string) =>
  w === 'mil' ? 1000 : w in HUNDREDS ? 100 : w in TENS || w in TEENS ? 10 : w in UNITS ? 1 : undefined;

/** Number words in a Spanish sentence as digits: each spoken number one figure, digits said one by one apart. */
const HUNDREDS_SAID_APART: Record<string, string> = {
  dos: 'doscientos',
  tres: 'trescientos',
  cuatro: 'cuatrocientos',
  cinco: 'quinientos',
  seis: 'seiscientos',
  siete: 'setecientos',
  ocho: 'ochocientos',
  nueve: 'novecientos',
};
export function spanishNumbers(text: string): string {
  // "noventa y un años": the unit said short after tens is one
  const said = text
    .replace(/\b(treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa) y un[ao]?\b/giu, '$1 y uno')
    // "ocho cientos noventa": the hundreds as a recogniser writes them, in two words
    .replace(
      /\b(dos|tres|cuatro|cinco|seis|siete|ocho|nueve) ?cientos\b/giu,
      (_m: string, unit: string) => HUNDREDS_SAID_APART[unit.toLowerCase()] ?? _m,
    );
  const words = said.split(/(\s+|,|[?!]|\.{2,}|…|\.(?=\s|$))/).filter((w) => w !== undefined && w !== '');
  const out: string[] = [];
  let group: { value: number; thousands: number; last: number } | undefined;
  const close = () => {
    if (group) out.push(String(group.thousands + group.value), ' ');
    group = undefined;
  };
  for (let i = 0; i < words.length; i++) {
    const raw = words[i]!;
    const w = withoutAccents(raw.toLowerCase());
    const size = magnitude(w);
    // "y" joins tens and units inside one number ("ochenta y cinco")
    if (w === 'y' && group && group.last === 10 && magnitude(withoutAccents((words[i + 2] ?? '').toLowerCase())) === 1)
      continue;
    if (/^\s+$/.test(raw)) {
      if (!group) out.push(raw);
      continue;
    }
    if (size === undefined) {
      close();
      out.push(raw, ' ');
      continue;
    }
    if (w === 'mil') {
      group ??= { value: 1, thousands: 0, last: 1 };
      group.thousands += (group.value || 1) * 1000;
      group.value = 0;
      group.last = 1000;
      continue;
    }
    // "diecinueve cero dos" is 19, 0, 2: a zero is its own digit, never added to a number
    if (w === 'cero') {
      close();
      out.push('0', ' ');
      continue;
    }
    const value = UNITS[w] ?? TEENS[w] ?? TENS[w] ?? HUNDREDS[w]!;
    // a new number starts when this word is no smaller a place than the last ("ocho treinta y uno" is 8 and 31)
    if (group && !(size < group.last || (group.last === 1000 && size <= 100))) close();
    if (!group) group = { value: 0, thousands: 0, last: Infinity };
    group.value += value;
    group.last = size;
    // a unit after tens or hundreds ends the number ("ochenta y cinco" is 85): nothing smaller can follow
    if (size === 1) group.last = 1;
  }
  close();
  return (
    out
      .join('')
      .replace(/\s+/g, ' ')
      .replace(/ (,|\.+|…)/g, '$1')
      .trim()
      // "cinco cinco cinco, o uno siete o": among digits "o" is a zero (two digits on one side and a digit or the end on
      // the other: "5 o 6" and "0 1 4 9, o sea" stay "or")
      .replace(/(?<=\d[ ,]+\d[ ,]+)o(?=[ ,]+\d|\s*$)|\bo(?=[ ,]+\d[ ,]+\d)/g, '0')
  );
}

// a street whose own name is Spanish ("Calle del Sol", "Calle Cedro") keeps its words
const SPANISH_STREET_WORDS =
  '(?:del?|la|las|los|el|sol|luna|mar|cedro|pino|pinos|roble|robles|encino|olivo|olivos|nogal|sauce|palma|palmas|rosa|rosas|paloma|estrella|lago|r[íi]o|vista|sierra|monte|real|principal|primavera|amapola|alameda|bonita|linda|verde|central|molino|campo|flores|naranjo|manzano|laurel|arroyo|loma|colina|mesa|plaza|mision|misi[óo]n)';
// a word of an English street's name said before its number (not the Spanish words around it: "vivo en la…")
const STREET_NAME_WORD =
  '(?!(?:en|la|el|las|los|es|y|de|del|que|n[úu]mero|numero|calle|avenida|vivo|casa|mi|su|por|a)\\b)(?!\\d+\\b)[a-z0-9]+';
const ENGLISH_SUFFIXES =
  'boulevard|blvd|avenue|ave|drive|dr|road|rd|street|st|lane|ln|way|court|ct|circle|place|terrace|parkway|grade';

const NUMBERS: [RegExp, string][] = [
  [/\bdoble\b/g, 'double'],
  [/\btriple\b/g, 'triple'],
];

/** Spanish phrases the rules need, and their English equivalents (longest and most specific first). */
type Replacement = string | ((match: string, ...groups: (string | undefined)[]) => string);
const MONTHS_EN: Record<string, string> = {
  enero: 'january',
  febrero: 'february',
  marzo: 'march',
  abril: 'april',
  mayo: 'may',
  junio: 'june',
  julio: 'july',
  agosto: 'august',
  septiembre: 'september',
  setiembre: 'september',
  octubre: 'october',
  noviembre: 'november',
  diciembre: 'december',
};
// a Spanish weekday, or its plural, in English (read without accents)
const ENGLISH_WEEKDAY: Record<string, string> = {
  lunes: 'monday',
  martes: 'tuesday',
  miercoles: 'wednesday',
  jueves: 'thursday',
  viernes: 'friday',
  sabados: 'saturday',
  domingos: 'sunday',
};
// a baby's age in weeks or months, said in words
const SMALL_NUMBERS: Record<string, string> = {
  un: '1',
  una: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
  diez: '10',
  once: '11',
};
const GLOSSARY: [RegExp, Replacement][] = [
  // first: phrases whose words the rules further down rewrite one at a time ("mediodía", "hoy", "mojada", "calentador")
  // "entre las 9 y el mediodía", "de las 9 al mediodía": noon ends the window
  [/\bentre (las |la )?(\d{1,2}) y (el )?medio ?d[íi]a\b/, 'between $2 and noon'],
  [/\bde (las |la )?(\d{1,2}) (al|hasta el|a) medio ?d[íi]a\b/, 'from $2 to noon'],
  // "de hoy en ocho": a week from today
  [/\bde hoy en (ocho|8)\b/, 'a week from today'],
  // "se quebraron los postes": the posts broke (said verb first)
  [
    /\bse (quebraron|rompieron|cayeron|pudrieron) (los|unos|dos|tres) postes\b/,
    (_m: string, verb?: string) =>
      `the posts ${verb === 'cayeron' ? 'fell' : verb === 'pudrieron' ? 'rotted' : 'broke'}`,
  ],
  // "…porque tengo que estar ahí puede ser el jueves o el viernes": the days said after a reason, apart from it
  [/(?<=\bporque\b[^,.]{3,80}?)\s+puede ser (?=(el|la|ma[ñn]ana|hoy|pasado|en la|a las?|cualquier)\b)/, ', puede ser '],
  // "cualquier día menos el martes": every day but that one
  [/\bcualquier d[íi]a (menos|excepto|fuera de|pero no) (el )?/, 'any day except '],
  // "tenemos el calentador prendido desde la mañana": a heater kept on is the house's heating
  [
    /\b(tenemos|tengo|dejamos|dej[ée]|ten[íi]amos|prendimos|prend[íi]) el calentador( prendido)?\b(?! (de|del) agua)/,
    '$1 el calentón$2',
  ],
  // "el agua viene del departamento de arriba": the neighbour's home, no unit's letter D
  [
    /\b(?:el |del )?(?:departamento|depa|apartamento) de (arriba|abajo)\b(?!,? (?:el )?(?:n[úu]mero|#)? ?\d)/,
    (_m: string, where?: string) => (where === 'arriba' ? 'the apartment upstairs' : 'the apartment downstairs'),
  ],
  // "cae agua del techo por donde está la lámpara": at the light fixture
  [/\bpor donde est[áa] (la l[áa]mpara|el foco|la luz)\b|\bpor la l[áa]mpara\b/, 'around the light fixture'],
  // "los martes voy a la clínica", "los jueves trabajo": a day taken every week, no window
  [
    /\blos (lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bados|domingos) (?=(?:voy|tengo|trabajo|me toca|salgo|estoy ocupad[oa]|no puedo)\b)/,
    (_m: string, day?: string) => `${ENGLISH_WEEKDAY[withoutAccents(day!)]} i'm busy, `,
  ],
  // "los sábados en la mañana": Saturdays (the weekdays' plural is their singular)
  [/\b(los )?s[áa]bados\b/, 'saturday'],
  [/\b(los )?domingos\b/, 'sunday'],
  // "ya tarde cuando salgo de trabajar": after work
  [
    /\b(ya )?(tarde )?cuando (salgo|sale|salimos|salga|salgamos) (de trabajar|del trabajo|del jale|del fil)\b/,
    'after work',
  ],
  // what someone who does not know the names sees: "una ruedita en la pared que se le da vuelta para que caliente" (the
  // thermostat), "el aparato grande que está afuera… el que zumba" (the outdoor unit), "la caja gris con los
  // switchecitos" (the breaker panel), "la ropa sale igualita de mojada" (a dryer), "un hueco en la pared"
  [/\b(?:el )?calentador (?:del|de) aire\b/, 'the furnace'],
  [
    /\b(una |la |el )?(ruedita|perillita|rueda|perilla)\b(?=[^.]{0,60}\b(caliente|calentar|calor|temperatura|heat|fr[íi]o)\b)/,
    'the thermostat',
  ],
  [/\b(el |un )?aparato (grande |cuadrado )*(que est[áa] )?(afuera|de afuera|allá afuera)\b/, 'the outside unit'],
  [
    /\b(la |una )?caja (gris |de metal |met[áa]lica )+[^.]{0,60}?\b(switch\w*|suiche\w*|breakers?|interruptores?)\b/,
    'the breaker box with its switches',
  ],
  [
    /\bla ropa (sale|queda|sigue) (igualita de |igual de |bien |toda |todav[íi]a )?(mojada|h[úu]meda)\b/,
    'the clothes come out wet',
  ],
  [/\b(un |el )?hueco (en|de) la pared\b/, 'a hole in the wall'],
  // "ay, no. ya lo apagamos… sí, lo demás está bien": an exclamation, not an answer (before the fillers go)
  [/^\s*ay,? no\b[,.!]*/, 'oh dear,'],
  // "el 10 de marzo en la mañana": a date
  [
    /\b(?:el )?([1-9]|[12]\d|3[01]) de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\b/,
    (_m: string, day?: string, month?: string) => `${MONTHS_EN[month!]} ${day}`,
  ],
  // "el 10 en la tarde o el 12 en la mañana": days of the month, read before any rule joins numbers
  [
    /\bel (?:d[íi]a )?([1-9]|[12]\d|3[01]) (?:en|por) la (tarde|mañana|manana|noche)\b/,
    (_m: string, day?: string, part?: string) =>
      `the ${ordinalOf(day!)} in the ${part === 'tarde' ? 'afternoon' : part === 'noche' ? 'evening' : 'morning'}`,
  ],
  [/\bbarras (de apoyo|para agarrarse|de seguridad)\b|\bagarraderas\b/, 'grab bars'],
  // "si mañana no se puede, el viernes…": if not that day, another (not "sí")
  [
    /\bsi (ma[ñn]ana|hoy|el (?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)) no (?:se )?(?:puede|pueden|puedo|puedes)\b/,
    "if $1 can't",
  ],
  // "mi papá dice que hoy no puede": that day is out
  [
    /\b(hoy|ma[ñn]ana|el (?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)) no (?:puede|puedo|podemos|pueden)\b/,
    "$1 can't",
  ],
  // "…el sábado en la mañana y si no el lunes en la tarde": a fallback window
  [/,?\s*\b(y |o )?si no,? (?=(el|la|pues|entonces|ma[ñn]ana|hoy|otro|otra)\b)/, ', if not, '],
  // "prendió la pantalla, ya está tirando aire frío": working again
  [
    /\bya (est[áa] )?(tirando|echando|saliendo|sacando|soplando) aire (fr[íi]o|fresco|helado|caliente|calientito)\b/,
    "it's working again",
  ],
  [/\b(ya )?(prendi[óo]|se prendi[óo]|encendi[óo]) la pantalla\b/, 'the screen came back on'],
  // "el viernes en la tarde no no mejor el sábado": the window taken back
  [/,?\s*\bno,? no,? mejor\b/, ', wait, mejor'],
  // "las telas de mosquitero de las ventanas": the window screens
  [/\b(las )?(telas?|mallas?) (de )?mosquiteros?\b|\bmosquiteros?\b/, 'window screens'],
  // "una conexión en la pared para enchufarlo a la casa": a generator's inlet, hooked up to the house
  [/\b(enchufarlo|conectarlo|enchufarla|conectarla) a la casa\b/, 'hook it up to the house'],
  // "el martes de tarde", "mañana de mañana": the part of the day as the River Plate says it
  [
    /\b(lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|ma[ñn]ana|hoy) de (tarde|ma[ñn]ana|noche)\b/,
    '$1 en la $2',
  ],
  // a recogniser's or a typist's "brekers", "brakers": the breakers
  [/\bbre(?:c|k)(er|ers)\b|\bbra(?:c|k)(er|ers)\b/, (_m: string, e?: string, a?: string) => `break${e ?? a}`],
  // "la planta eléctrica", "la planta de luz": a generator (a plant alone is the garden's)
  [/\bplantas? (el[ée]ctricas?|de luz)\b|\bgeneradora?\b/, 'generator'],
  // "está caliente caliente": said twice, very hot
  [/\b(caliente|calientito|calientita),? (caliente|calientito|calientita)\b/, 'muy caliente'],
  // "sopla, pero sale aire caliente": the heat pump blowing warm, not a hiss (before "sale aire")
  [
    /\b(sale|sal[íi]a|est[áa] saliendo) (puro |nom[áa]s |solo |s[óo]lo )?aire (caliente|calientito|tibio)\b/,
    'blowing hot air',
  ],
  [/\bsopla\b/, 'it blows'],
  // "cada vez que alguien bota la cadena", "le jalan al baño": someone flushes
  [
    /\b(bota|botan|jala|jalan|tira|tiran|le jala|le jalan|le baja|le bajan) (la cadena|al (baño|ba[ñn]o|inodoro|escusado|excusado)|el (inodoro|escusado|excusado))\b/,
    'flushes',
  ],
  // "a nombre de mi abuelita, se llama herminia del castillo": the name of the person the request is for
  [/\b(a nombre de (mi|su) \S+),? (ella |[ée]l )?se llama\b/, 'put it under her name, her name is'],
  [/\b(ella|[ée]l|mi \S+) se llama\b/, 'her name is'],
  // "el aire de la ventana se apagó y ya no quiere prender": the window air conditioner
  [/\bel aire (acondicionado )?(de la ventana|de ventana|de la pared)\b/, 'the window ac'],
  // "ya no volvió a prender", "no quiere prender": won't come on
  [/\b(ya )?no (volvi[oó] a|quiere|quiso|ha vuelto a) (prender|encender|arrancar|funcionar|jalar)\b/, "won't come on"],
  // "cada vez que la lavadora saca el agua": when the washer drains
  [
    /\b(cuando|cada vez que) (la )?lavadora (saca|tira|bota|echa|desagua|vac[íi]a|suelta) (el )?agua\b/,
    'every time the washer drains',
  ],
  // "la prueba de cada mes de las alarmas… apreté el botón de cada una": a detector's test
  [
    /\b(la |una )?prueba (de cada mes|mensual|del mes)\b|\b(le )?apret[ée] el bot[óo]n de (cada una|prueba|la alarma|las alarmas)\b/,
    'the test button',
  ],
  // "a nosotros gracias a Dios no nos pasó nada y todo nos funciona bien", "en mi casa no ha pasado nada": ours is fine
  [
    /\b(a nosotros |en (mi|nuestra) casa )(gracias a dios )?no (nos )?(ha pasado|pas[óo]) nada\b|\btodo (nos )?funciona bien\b/,
    'everything here is fine',
  ],
  // "en las noticias salió que…": a news story
  [/\ben las noticias (sali[óo]|dijeron|pasaron|vi) que\b/, 'a news story about'],
  // "es nomás para prevenir": a precaution
  [
    /\b(es )?(nom[áa]s|solo|s[óo]lo) (para|por) (prevenir|prevenci[óo]n)\b|\bpara estar prevenidos\b/,
    'just for prevention',
  ],
  // "salí a ver y es vapor": steam, not smoke
  [/\b(es|era) (puro |nom[áa]s |solo )?vapor\b/, "it's just steam"],
  // "mi abuelita… está con mi tía en Soquel toda la semana": away from home
  [
    /\b(est[áa]|se qued[óo]|se fue) con (mi|su) (t[íi]a|t[íi]o|hermana|hermano|hija|hijo|familia|prima|primo|nieta|nieto)\b/,
    "she's not home, she's with family",
  ],
  // "aquí no hace frío": it is not cold
  [/\b(aqu[íi] |ac[áa] )?no (hace|est[áa] haciendo) fr[íi]o\b/, "it's not cold"],
  // "se oye como un siseo y huele fatal": a strong bad smell
  // (what it smells of, said next, is read by its own rules: "huele horrible, a cloaca")
  [
    /\bhuele (fatal|malísimo|malisimo|horrible|espantoso|bien feo|muy feo)\b(?![,\s]+(a|como a) (cloaca|drenaje|ca[ñn]o|alcantarilla|gas|mierda|caca))/,
    'smells awful',
  ],
  // "ya está muy alto el zacate seco": the weeds grown tall (not "too high to reach")
  [
    /\b(ya )?est[áa] (muy |bien |bastante )?(alt[oa]|crecid[oa]) (el |la )?(zacate|pasto|monte|hierba|yerba|maleza)\b/,
    'the weeds are overgrown',
  ],
  [
    /\b(limpi\w+|cort\w+|chapear|desyerbar)\b([^.]{0,20})\b(el |la )?(monte|maleza|yerbas?|hierbas?)\b/,
    '$1$2 the overgrown brush',
  ],
  // "se me fue la luz en media casa", "no tienen corriente": half the house lost power
  [
    /\bse (me |nos )?fue la luz en (media casa|la mitad de la casa|medio casa|parte de la casa)\b/,
    'half the house lost power',
  ],
  [/\bno (tienen|tiene|hay) corriente\b/, 'have no power'],
  // "ya regresó todo", "ya volvió la corriente": everything came back on
  [/\bya (regres[óo]|volvi[óo]) (todo|la luz|la corriente)\b/, 'everything came back on'],
  // "una luz de esas que prenden solas cuando pasa uno": a motion light
  [/\b(una )?luz (de esas )?que (se )?prenden? sol[ao]s?\b/, 'a motion light'],
  // "la casa está sola": nobody in it
  [/\bla casa (est[áa]|queda|se queda) sola\b/, 'the house is empty'],
  [/\b(se )?(est[áa] )?sal(e|iendo) (el )?aire\b|\bse est[áa] saliendo (el )?gas\b/, 'hissing'],
  // ("el medidor de la luz" is the electric meter, not the gas one)
  [/\b(el |al |del )?medidor de (la )?(luz|electricidad|corriente)\b/, 'the electric meter'],
  // "la caja de luz allá afuera donde está el medidor": the electric meter, told by the power said before it
  [
    /(?<=\b(luz|corriente|electricidad|el[ée]ctric\w*|cables?|breakers?)\b[^.]{0,80})\b(el|al|del) medidor\b/,
    'the electric meter',
  ],
  [/\b(el |al |del )?medidor (del |de )?gas\b|\b(el|al|del) medidor\b/, 'the gas meter'],
  // "PG&E vino y me dijo que no es gas": the utility checked, the smell is something else
  [
    /\b(me |nos )?(dijo|dijeron|dice|dicen|confirm[óo]|confirmaron) que no (es|era|hay|había|habia) (una )?(fuga de )?gas\b/,
    "said it's not gas",
  ],
  // "no hay contactos ni nada de luz cerca del agua": nothing electrical near the water (a reassurance, not a cue)
  [/\bno hay ([^.,;]{1,40}?) cerca (del|de la|de los|de las|de)\b/, 'there are no $1 near the'],
  // someone calling for another person: "ponga el nombre de ella: Carmen Salazar", "ella vive en el 62…"
  [
    /\b(p[óo]ngal[oa]|ponga|p[óo]nganl[oa]|pongan|pon|ponl[aeo]|ap[úu]ntel[oa]|ap[úu]ntal[oa]|an[óo]tel[oa]|an[óo]tal[oa])( la cita| el trabajo)? (a nombre de (ella|[ée]l|mi \p{L}+)|con el nombre de (ella|[ée]l|mi \p{L}+)|el nombre de (ella|[ée]l|mi \p{L}+)|el de (ella|[ée]l|mi \p{L}+))[:,]?/u,
    'put it under her name:',
  ],
  // "es a nombre de ella: Juana Ramos", "ponga nomás Socorro"
  [/\b(es|va|que sea) a nombre de (ella|[ée]l|mi \p{L}+)[:,]?/u, 'put it under her name:'],
  [
    /^\s*(p[óo]ngale|ponga|p[óo]ngalo|an[óo]tele|an[óo]telo|ap[úu]ntelo)( nom[áa]s| nada m[áa]s| s[óo]lo| solamente)? (\p{L}+)( nom[áa]s| nada m[áa]s)?\s*[.!]?\s*$/u,
    'my name is $3',
  ],
  // "soy su hija, le estoy ayudando a mi mamá": the one who helps, not the name to write
  [
    /\bsoy (su|la) (hija|hijo|nieta|nieto|esposa|esposo|sobrina|sobrino|vecina|vecino|nuera|yerno|cuidadora|cuidador)\b/,
    "i'm her relative",
  ],
  [/\b(la cita|el trabajo|la orden) es para (ella|[ée]l)\b/, 'the appointment is for her'],
  [/\b(ella|[ée]l) vive en\b/, 'she lives at'],
  [
    /\b(calent[óo]n|calefacci[óo]n|heater|furnace)\b[^.]{0,25}\bno (sirve|funciona|prende|calienta|jala)\b/,
    'the heater is not working',
  ],
  [
    /\b(la casa|la traila|el tr[áa]iler|el cuarto|la sala|el apartamento|la recámara|la recamara)( est[áa])? (bien |muy )?(helad[oa]|fr[ií]a)\b/,
    'the house is freezing',
  ],
  [/\b(bebit[oa]|bebecit[oa]|bebés)\b/, 'baby'],
  [/\bantes de las? (\d{1,2})\b/, 'before $1'],
  // "nada más que mañana no puedo": "only, tomorrow I can't" (not "nothing happened")
  [/\bnada m[áa]s que\b/, 'only'],
  // signs of a hazard, read before the everyday words they are made of ("no hay" would become "not" below)
  [
    /\bno (sirve|funciona|prende|calienta|jala) (el|la) (calent[óo]n|calefacci[óo]n|heater|furnace|boiler)\b/,
    'the heater is not working',
  ],
  [/\bno hay calefacci[óo]n\b|\bestamos sin calefacci[óo]n\b/, 'no heat'],
  [
    /\bse (nos |me |le |les )?descompuso (el|la) (calent[óo]n|calefacci[óo]n|heater|furnace)\b/,
    'the heater broke down',
  ],
  [/\b(olor|peste) a gas no (hay|tiene|se siente)\b/, 'no gas smell'],
  [/\b(est[áa] )?(mal(it)?[ao]|enferm(it)?[ao]) del coraz[óo]n\b/, 'has a heart condition'],
  // "se me quemaron unas arepas": food burned, not the wiring
  [
    /\bse (me |le |nos )?(quem[óo]|quemaron) (el |la |los |las |un |una |unos |unas |mi |mis )?(arepas?|pupusas?|tortillas?|tamales?|comida|frijoles|arroz|quesadillas?|carne|pan|pollo|huevos?|tocino|papas|sart[ée]n|olla)\b/,
    'i burned the food',
  ],
  // "estaba probando las alarmas con el botoncito de prueba… era la prueba nomás": a test, not a fire
  [
    /\b(estaba|estoy|est[áa]bamos|andaba) probando (las |la |los |el )?(alarmas?|detectores?)\b/,
    'i was testing the alarms',
  ],
  [/\bbot[óo]n(cito)? de (prueba|test)\b/, 'the test button'],
  [/\bera (la |una )?prueba( nom[áa]s)?\b/, 'it was just a test'],
  // "a la vecina le salió humo… a nosotros no nos pasó nada, aquí todo funciona bien": someone else's
  [/\ba nosotros no nos (pas[óo]|toc[óo]) nada\b/, 'nothing happened at our place'],
  [/\baqu[íi] todo (funciona|est[áa]|anda) (bien|normal)\b/, 'everything here is fine'],
  // "ahorita anda en Oaxaca de visita hasta abril": the person at risk is away
  [/\b(anda|est[áa]|se fue)( en [a-záéíóúñ]+)? de (visita|viaje|vacaciones)\b/, "she's not home"],
  // "estamos en marzo, aquí está fresquito": mild out
  [/\b(aqu[íi] )?(est[áa]|hace) (fresquito|fresco|templado)\b/, "it's cool out"],
  // "ya se está quitando el olor": the smell going away
  [/\bya se (est[áa] )?(quit[óo]|quitando|fue|yendo|va) (el|ese) (olor|ruido|goteo)\b/, 'the smell is going away'],
  // "aquí adentro hace 95": the heat (or the cold) inside, in degrees
  [
    /\b(aqu[íi] )?adentro hace (\d{2,3})( grados)?\b|\bhace (\d{2,3})( grados)? adentro\b/,
    (_m: string, _h?: string, a?: string, _g?: string, b?: string) => `it's ${a ?? b} degrees inside`,
  ],
  // "en la noche adentro de la casa hace un frío tremendo… y aun así tiembla": a cold house, someone shivering
  [
    /\b(adentro( de la casa)?|dentro de la casa|en la casa|aqu[íi] adentro|en el cuarto|en la traila) hace (un |much[oí]simo |mucho |bien de )?fr[íi]o( tremendo| terrible| horrible| espantoso| bien fuerte)?\b|\bhace (un |much[oí]simo |mucho )?fr[íi]o( tremendo| terrible| horrible| espantoso)? (adentro|dentro de la casa|en la casa)\b/,
    "it's freezing inside",
  ],
  [/\b(tiembla|temblando|tiritando|tirita)\b/, 'shivering'],
  // "sale puro aire frío", "la casa amaneció a 48 grados": a heater blowing cold, a cold house
  [/\b(sale|echa|tira|avienta) (puro|nom[áa]s|solo|s[óo]lo) aire fr[íi]o\b/, 'the heater blows only cold air'],
  [
    /\b(la casa|el cuarto|la rec[áa]mara|la traila|adentro)( \S+){0,2} (amaneci[óo]|est[áa]|qued[óo]|lleg[óo]|baj[óo]) (a|en) (\d{1,2}) grados\b/,
    'the house is at $5 degrees',
  ],
  // "sube por el sanitario y por el sifón del piso un agua café con pedazos": coming back up the drains
  [
    /\bsube y sube\b(?=[^.]{0,60}\b(huele|apesta|caño|cano|drenaje|alcantarilla|caca|cochina|negra|café|cafe|sanitario|excusado|inodoro|ducha|regadera|tina|coladera))|(?<=\b(negra|café|cafe|sucia|cochina|ducha|regadera|tina|sanitario|excusado|inodoro|coladera|drenaje)\b[^.]{0,40})\bsube y sube\b/,
    'keeps backing up',
  ],
  [/\bsube y sube\b/, 'keeps rising'],
  // "está saliendo agua sucia, con… cosas, por la coladera de la regadera": dirty water coming up a drain
  [
    /\b(est[áa] )?(saliendo|sale|brotando|brota) (agua (sucia|cochina|negra|café|cafe))\b(?=[^.]{0,60}\b(coladera|regadera|ducha|tina|drenaje|resumidero|sif[óo]n|excusado|inodoro|wáter|water)\b)/,
    'dirty water is coming up',
  ],
  // "el vidrio de la lámpara tiene agua adentro como una pecera": a light fixture holding water
  [
    /\b(el vidrio de |la tapa de |el globo de )?(la |el )?(l[áa]mpara|foco|plaf[óo]n)\b,? (tiene|est[áa] llen[oa] de|se llen[óo] de|con) agua( adentro)?\b/,
    'the light fixture is full of water',
  ],
  // "la taza se llenó sola de agua sucia con caca y se está saliendo al piso": the toilet filling with sewage by itself
  [
    /\b(la taza|el excusado|el inodoro|el sanitario|el wáter|el water|la tina|la regadera)\b([^.]{0,15}?)\bse (llen[óo]|est[áa] llenando)( sola| solo)?\b/,
    '$1$2 filled up by itself',
  ],
  [
    /\bse est[áa] (saliendo|desbordando|tirando) al piso\b|\bse (sale|desborda|tira) al piso\b/,
    'is overflowing onto the floor',
  ],
  // "del foco del techo del baño está cayendo agua": water out of a light fixture
  [
    /\b(del|de la|por el|por la) (foco|l[áa]mpara|plaf[óo]n|luz)\b([^.]{0,40}?)\b(est[áa] )?(cayendo|cae|goteando|gotea|saliendo|sale|escurriendo|escurre) agua\b/,
    'water is dripping from the light fixture$3',
  ],
  // "está subiendo agua negra por la bañera": sewage coming up
  [/\b(est[áa] )?subiendo (agua negra|aguas negras|agua (café|cafe|sucia|cochina)|caca|popó)\b/, 'sewage coming up'],
  // "por el desagüe de la ducha está subiendo agua marrón con pedacitos y un olor horrible"
  [
    /\b(est[áa] )?subiendo agua (marr[óo]n|color caf[ée]|oscura)\b(?=.{0,40}\b(pedacitos|pedazos|grumos|olor|huele|apesta)\b)/,
    'sewage coming up',
  ],
  [/\b(huele|apesta) (a|como a) (mierda|popó|popo|caca)\b/, 'smells like sewage'],
  [/\b(el )?(lavaloza|lavavajillas)\b/, 'the dishwasher'],
  [/\bbreiker(s)?\b/, 'breaker$1'],
  [/\b(la )?conexi[óo]n del agua\b/, 'the water connection'],
  [
    /\b(sube|brota|se sube)\b(?= (por|de|en) (el|la) (sanitario|excusado|inodoro|taza|ducha|regadera|tina|drenaje|sif[óo]n|coladera|resumidero|lavabo|fregadero))/,
    'comes up',
  ],
  [/\b(me|le|nos|les) duele (mucho |bien |bastante )?la cabeza\b/, 'headaches'],
  [/\b(la alarma|el detector)( esa| ese)? de (mon[óo]xido( de carbono)?)\b/, 'the carbon monoxide alarm'],
  // "inundado de chamba", "un chorro de preguntas": swamped, not flooded
  [/\binundad[oa]s? de (chamba|trabajo|jale|preguntas|llamadas|mensajes|cosas|pendientes)\b/, 'swamped with work'],
  // "el patio está inundado... pero de hojas jaja": full of leaves, not of water
  [
    /\binundad[oa]s?\b[.…,\s]*(?:pero |nom[áa]s |puro )?(?:de|con) (hojas|basura|zacate|hierba|yerba|ramas|papeles|juguetes|ropa|hormigas)\b/,
    'full of $1',
  ],
  // "ya está saliendo calientito", "ya bajó": warm air again, the toilet draining
  [
    /\bya (est[áa] )?(saliendo|echando|sale|echa) (aire )?(calientito|caliente|calor|fresco|fr[íi]o)\b/,
    "it's blowing warm air now",
  ],
  [
    /\bya (baj[óo]|se destap[óo]|destap[óo]|drena|est[áa] drenando|se fue el agua|corre el agua)\b/,
    "it's draining now",
  ],
  // "de los que van conectados a la luz": wired in
  [/\b(van |est[áa]n |estan )?conectad[oa]s (a la luz|con cables?)\b|\b(de|con) cables?\b/, 'hard-wired'],
  // "ya suena normal, ya está moliendo": working again
  [/\bya (suena|anda|funciona|jala|sirve|prende|est[áa]) (normal|bien|como antes)\b/, "it's working again"],
  [/\bya (est[áa] )?(moliendo|triturando|dando vueltas|girando|calentando|enfriando)\b/, "it's running again"],
  // "una peste a gas que tumba, y se oye como un siseíto": a gas smell and a hiss (Puerto Rico, Cuba: "el contador")
  [/\b(una )?(peste|tufo|hedor|olor fuerte) a gas\b/, 'smells like gas'],
  [/\b(el|del|al) contador\b(?! (p[úu]blico|de la empresa))/, '$1 meter'],
  [/\b(un )?sise[íi]?to\b|\b(un )?siseo\b|\bsiseando\b|\bs{4,}\b/, 'hissing'],
  // "está calientísima, uno le arrima la mano y quema", "huele a hule quemado"
  [/\bcalient[íi]sim[oa]s?\b/, 'very hot'],
  [/\b(le |uno le )?(arrima|pone|pongo|acerca|acerco) la mano y (quema|est[áa] caliente)\b/, 'hot to the touch'],
  [/\b(hule|goma|pl[áa]stico) quemad[oa]\b/, 'burnt rubber'],
  // "ando que echo chispas de coraje", "me inundaron de llamadas": angry, busy, not sparks or a flood
  [
    /\b(ando|estoy|est[áa]|anda|andaba|estaba) que (echo|echa|echaba) chispas\b( de (coraje|enojo|rabia))?|\b(echando|echo|echa) chispas (de|del) (coraje|enojo|rabia)\b/,
    'furious',
  ],
  [/\bme inundaron de (llamadas|mensajes|preguntas|trabajo|correos|papeles)\b/, 'swamped with calls'],
  [/\btermostatos?\b/, 'thermostat'],
  // "el viernes tengo una quinceañera": busy that day
  [
    /\btengo (una |un )?(quincea[ñn]era|fiesta|boda|cita|compromiso|junta|bautizo|velorio|reuni[óo]n)\b/,
    'i have an appointment',
  ],
  // "la cerca de madera" is a fence ("cerca de la casa" is near it)
  [/\b(la|una|mi|las|esa|esta) cercas?\b(?! de (la|el|los|las|mi|su|donde|aqu[ií]|ah[ií]|all[áa]))/, 'the fence'],
  // carpentry: "hay que cepillarla", "se hinchó el marco", "que me hagan unas repisas de madera", "hacerlo nuevo"
  [/\b(cepill|rebaj)(ar|arla|arlo|arlas|en|e)\b/, 'plane it'],
  [
    /\bla puerta (se hinch[óo]|est[áa] hinchada)( y (ya )?no cierra)?/,
    (_m: string, _s?: string, shut?: string) => `the door swelled${shut ? " and won't close" : ''}`,
  ],
  [
    /\b(se hinch[óo]|est[áa] hinchad[oa]|hinchad[oa]) (el marco|la madera)\b|\b(el marco|la madera) (se hinch[óo]|est[áa] hinchad[oa])\b/,
    'the wood of the door frame swelled',
  ],
  [
    /\b(hacer|hagan|haga|construir|construyan)( unas| unos| un| una)? (repisas|libreros|gabinetes|cl[óo]set|roperos?)( de madera)?\b/,
    'build custom shelving',
  ],
  [
    /\b(hay que |quiero )?(hacerlo|hacerla|hacerlos|hacerlas) (nuevo|nueva|nuevos|nuevas|de nuevo)\b|\bhacer (uno|una) nuev[oa]\b/,
    'rebuild it',
  ],
  // "el calentador, el de la pared": a wall heater (the heating tech's), not the water heater
  [/\bcalentador(?=[^.]{0,40}\b(de la pared|de pared|en la pared)\b)/, 'wall heater'],
  // "se apagaron los enchufes de la cocina": the outlets lost power
  [
    /\bse (apagaron|murieron) (los enchufes|los contactos|las conexiones)\b|\b(los enchufes|los contactos) (ya )?no (sirven|funcionan|tienen corriente)\b/,
    'the outlets went dead',
  ],
  // "Lincoln Street, el mismo número, trescientos quince": the number said again
  [/,?\s*(el|con el|es el) mismo n[úu]mero,?\s*(?=\d)/, ', '],
  // "se fue la luz en la mitad de la casa": half the house without power (the electrician's)
  [/\bse (fue|fu[ée]) la luz (en|de) (la mitad|media|parte|un lado)( de la casa)?\b/, 'power is out in half the house'],
  // "lavar la alfombra", "que me la limpien con máquina": carpet cleaning
  [/\b(lav(ar|an|en|ado)|limpi(ar|en|eza de)|champ[úu]) (la |las |de la |de las )?alfombras?\b/, 'carpet cleaning'],
  // "la güeste clif draiv": West as a Spanish speaker's recogniser writes it
  [/\bg[üu]est(e)?\b/, 'west'],
  // "hay como dos dedos de agua en toda la cocina", "ya llegó hasta el comedor", "llegó hasta donde están los enchufes"
  // (in a floor or a room, not in a machine: "el dishwasher… como dos dedos de agua" is a drain problem)
  [
    /\b(\d+|dos|tres|un par de) dedos de agua(?= (en|por) (toda |todo |el |la )*(casa|cocina|piso|sala|cuarto|baño|garaje|pasillo|comedor|rec[áa]mara))/,
    '$1 inches of water',
  ],
  [
    /\b(ya )?(lleg[óo]|se fue|se pas[óo]|se est[áa] yendo)( el agua)? (al|hasta el|a la|hasta la) (comedor|cocina|garaje|patio de adentro)\b/,
    'water going into the rest of the house',
  ],
  [
    /\b(el agua )?(lleg[óo]|est[áa] llegando|se acerc[óo]|lleg[óo] el agua) (hasta |a )?(donde est[áa]n? )?(los enchufes|los contactos|el enchufe|el contacto|el panel|la caja de (los )?breakers|las extensiones|la extensi[óo]n)\b/,
    'water reaching the outlets',
  ],
  // "ni chispea", "revise los de humo": no sparks, the smoke alarms
  [/\bni (chispea|chispas|echa chispas|sale humo|humo)\b/, 'no sparks'],
  [/\b(los|las) de humo\b/, 'the smoke ones'],
  // batch 23: gas, CO, water, sewage and cold as people say them
  [/\b(pita y pita|pite y pite|pitando y pitando)\b/, 'keeps beeping'],
  // "hace un pitido cortito cada minuto, nomás un pío", "un chillidito, como un bip": a detector's chirp, not its alarm
  [/\b(un |el )?(pitido|pitidito|chillido|chillidito)( cortito| corto| chiquito)?\b|\bun (p[ií]o|bip)\b/, 'a chirp'],
  // "empezó a pitar una alarmita": an alarm that started going off (the verb before its subject)
  [
    /\b(empez[óo]|comenz[óo]|se puso) a (pitar|sonar) (una |la |el )?(alarm\w*|detector\w*)\b/,
    'the alarm started going off',
  ],
  // "huele como cuando se está acabando el tanque de gas": the odorant, strongest as a tank runs low
  [
    /\b(huele|se siente|hay un olor)\b([^.]{0,30}?)\bcomo cuando se (est[áa] )?(acabando|terminando|vaciando) (el|la) (tanque|cilindro|pipa|bombona) de gas\b/,
    'smells$2 like gas',
  ],
  [/\bfr[íi]o (carne|tocino|pollo|papas|huevos|pescado|chorizo)\b/, 'fry $1'],
  [/\btuesto (chiles|pan|tortillas)\b/, 'toast $1'],
  [
    /\bhuele como cuando (la |lo )?(prendes|prende|abres|abre|enciendes|enciende)\b[^.]{0,30}\b(no agarra( lumbre)?|no prende|sin prender|no enciende)\b/,
    'smells like gas',
  ],
  [/\bsh+h+\b(,? sh+h+\b)*/, 'hissing'],
  [/\b(una )?peste a (col|repollo) podrid[oa]\b|\b(col|repollo) podrid[oa]\b/, 'smells like rotten cabbage'],
  [/\ble peg[óo] (con (la|una) (pala|barra|m[áa]quina) )?al tubo del gas\b/, 'hit the gas line'],
  [/\bmarca (\d{2,3})\b/, 'shows $1'],
  [/\b(el )?aparatito( blanco)?\b/, 'the detector'],
  [/\b(como )?crud[oa]s\b/, 'hungover'],
  [/\bestómago revuelto\b|\bestomago revuelto\b/, 'nausea'],
  [
    /\b(ya que|cuando) (salimos|nos salimos|estamos afuera)\b[^.]{0,25}\bse nos quita\b/,
    'it goes away when we go outside',
  ],
  [/\b(manchas|manchitas) (negras|quemadas)\b/, 'black marks'],
  [/\barriba del (contacto|enchufe|apagador)\b/, 'above the outlet'],
  [
    /\b(est[áa] )?(saliendo|sale|sal[ií]a|cae|cayendo|gotea|goteando) (el )?agua (del|de la|por el|por la) (detector|alarma)( de humo)?\b/,
    'water is coming out of the smoke detector',
  ],
  [/\b(saliendo|sale|sal[ií]a) (el agua )?a chorro\b|\ba chorros\b/, 'water gushing'],
  [/\bse regresa (a|hasta) la tina\b|\bse regresa (el agua )?(a|hasta) la tina\b/, 'comes back up in the tub'],
  [/\bagua (caf[ée]|negra|sucia)\b/, 'brown water'],
  [/\bsube (mugre|cochinada|porquer[íi]a|agua)( negra| caf[ée])?\b/, 'black gunk coming up'],
  [
    /\bhuele a (drenaje|ca[ñn]o|cloaca)\b|\bcomo a (ca[ñn]o|drenaje)\b|\b(huele|olor|apesta)\b[^.]{0,25}?\ba cloaca\b/,
    'smells like sewage',
  ],
  [
    /\bde (\d+) (semanas|meses)( de nacid[oa]s?)?\b/,
    (_m: string, n?: string, unit?: string) => `${n} ${unit === 'semanas' ? 'weeks' : 'months'} old`,
  ],
  // "mi niño tiene 3 meses", "la bebé tiene dos semanitas": a baby's age (not "tiene 3 meses que no prende", a time)
  [
    /\b((?:niñ|nen|bebit?|beb[ée]|hij|chiquit|criatur)[oa]?s?) (?:ya |apenas |como |nom[áa]s )?tiene(?:n)? (\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once) (semanit|seman|mes)(?:as|es|a)?\b(?! (que|sin|desde)\b)/,
    (_m: string, who?: string, n?: string, unit?: string) =>
      `${who} is ${SMALL_NUMBERS[n!] ?? n} ${unit === 'mes' ? 'months' : 'weeks'} old`,
  ],
  [/\bgemel[oa]s\b|\bcuates\b/, 'twins'],
  [/\b(en su cuarto|en el cuarto|en la casa|adentro) hace (\d+) grados\b/, '$2 degrees inside'],
  // "frío tocino… nomás el humito de la comida": smoke from cooking
  [/\b(el )?(humito|humo) de la comida\b|\bnom[áa]s de la comida\b/, 'cooking smoke'],
  // "humo no hay ni nada": no smoke
  [/\bhumo no hay\b|\bno hay (nada de )?humo\b|\bno (sale|hay|tiene) humo\b/, 'there is no smoke'],
  // "el detector ese de humo y de monóxido": one detector for both
  [
    /\b(la alarma|el detector|alarma|detector|las alarmas|los detectores|alarmas|detectores)( es[ea]s?| est[ea]s?| esos| estos)? de humo( y (de )?mon[óo]xido( de carbono)?)?\b/,
    (_m: string, detector?: string, _this?: string, co?: string) =>
      `the smoke ${co ? 'and co ' : ''}detector${/s$/.test(detector!) ? 's' : ''}`,
  ],
  [
    /\b((la alarma|el detector)( esa| ese)? )?(est[áa] sonando|sonando|suena|son[óo])\b/,
    (_m: string, subject?: string) => (subject ? 'the alarm is going off' : 'going off'),
  ],
  [/\bno para de (tirar|salir|echar) agua\b|\bsigue (tirando|saliendo|echando) agua\b/, "water won't stop"],
  // "de la pared está saliendo un chorro de agua bien fuerte": water gushing out
  [/\b(sale|saliendo|est[áa] saliendo|echa|echando) un chorro de agua\b/, 'water is gushing'],
  [
    /\b(ya )?se (est[áa] )?(metiendo|pasando|entrando) (al|a la|en el|en la|a los|a las|para la|para el|pa la|pa'l|hacia la|hacia el) (cuartos?|rec[áa]maras?|sala|casa|pasillo|cocina)\b/,
    'water going into the bedroom',
  ],
  // "me llamo o sea el nombre es…": a filler
  [/\bo sea\b,?/, 'i mean'],
  // "o" and "y" join the parts of a time or a list
  [/ o (?=\S)/, ' or '],
  [
    / y (?=(el|la|los|las|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|mañana|manana|hoy) )/,
    ' and ',
  ],
  // yes, no, and their everyday forms
  [
    /^\s*(sí|si|claro|claro que sí|correcto|así es|asi es|exacto|está bien|esta bien|de acuerdo|órale|orale|ándale|andale|eso es|ajá|aja)\b/,
    'yes',
  ],
  // "sii", "todo correcto", "ahí está, sí", "va, correcto", "ese mismito", "ese, correcto", "ese es, sí, mija": a yes
  // said alone ("todo bien, nada más que mañana no puedo" goes on to a change)
  [
    /^\s*(s[ií]{2,}|mjm+|correct[ií]sim[oa]|correctit[oa]|as[ií] mero|muy bien|dale|s?ta bien|'ta bien|as[ií] (est[áa]|queda) bien|est[áa] perfecto|oki|okis|okey|todo cuadra|me late|[áa]ndale|es correcto|est[áa] correcto|as[ií] mismo|eso,? ese es(?: el de (?:ella|[ée]l|mi [a-záéíóúñ]+))?|todo correcto|todo bien|ah[ií] est[áa]|perfecto|cierto|sim[óo]n|[áa]ndele|ese mero|esa mera|ese mism(o|it[oa])|esa mism(a|ita)|va|sale|ese|esa|esos|esas|eso|ese es|esa es)(?=[\s,.!]*((s[ií]|correcto|perfecto|as[ií]|as[ií] es|gracias|muchas gracias|grax|thx|pues|mija|mijo|señorita|señor|señora|joven|ok|okay|mero|mera|mism[oa]|mismit[oa])[\s,.!]*)*$)/,
    'yes',
  ],
  [/^\s*(no,? no|nel|para nada|incorrecto|no es correcto|no está bien)\b/, 'no'],
  // "sí, ya lo subí y se vuelve a botar": what happened after the fix outweighs the "sí"
  [
    /\b(se|me) (vuelve|volvió|volvio) a \p{L}+|\bse (bota|botó|boto|baja|apaga) (otra vez|de nuevo)\b/u,
    'it trips again',
  ],
  [/\b(y|pero) nada\b|^\s*nada\b|(?<=[.,] )nada\b/, 'nothing happened'],
  [/\bno se (arregló|arreglo|compuso)\b/, "didn't work"],
  [/\bya (revisé|revise|revisamos|chequé|cheque|checamos)( (el|la|los|las) \p{L}+)?\b/u, 'i checked'],
  // ("la secadora del pelo": no appliance to repair; "el patio de atrás se hace una laguna": the yard)
  [/\b(la )?secadora (del|de|para el) (pelo|cabello)\b/, 'the hair dryer'],
  [/\b(el )?patio de (atr[áa]s|enfrente|adelante)\b/, 'the yard'],
  [/\b(una )?laguna\b/, 'a pond'],
  // "ya no prende desde que regresó la luz el sábado": since when, not a fix that worked
  [/\bdesde que (regres[óo]|volvi[óo]|lleg[óo]) (la luz|la corriente)\b/, 'since the outage'],
  [/\bya (regresó|regreso|volvió|volvio|hay) (la luz|la corriente)\b/, "power's back"],
  // "¡ya! Volvió la luz en el cuarto": said as news, the power came back (no "ya" needed)
  [/(?<!\bno )\b(regresó|regreso|volvió|volvio) (la luz|la corriente)\b/, "power's back"],
  [/\bya (est[áa]|anda) (funcionando|jalando|sirviendo|prendid[oa]|corriendo bien)\b/, "it's working again"],
  // "ya se calló, ya no corre", "ya dejó de gotear": the trouble itself stopped (the water that no longer runs down a
  // drain is the trouble: "el agua ya no corre")
  [
    /\bya (se call[óo]|dej[óo] de (correr|gotear|hacer ruido)|no gotea|(?<!agua )no corre(?= *($|[.,!;])))/,
    'it stopped',
  ],
  [/\bya (est[áa] calentando|calienta|jala|jaló|jalo)\b/, 'it works now'],
  [/\bya (funcionó|funciono|funciona|sirve|quedó|quedo|prendió|prendio)\b/, 'it worked'],
  // "ya lo apreté y… ¡ya prendieron las luces!": the things plugged in work again
  [
    /\bya (prendieron|encendieron|funcionaron|sirven|jalan|prenden) (las luces|los focos|las lucecitas|los aparatos|todos?|todas)\b/,
    'it worked',
  ],
  // "ya se ve la pantalla, y ya oigo que prendió el heater": the fix worked, told by its signs
  [/\bya se ve (la pantalla|el display|la pantallita|el termostato)\b/, 'the screen is back'],
  [/\bya (oigo|se oye|escucho) que (prendi[óo]|arranc[óo]|est[áa] prendiendo)\b/, 'i can hear it kicking on'],
  // "ya se prendió la pantalla… ya se oye el heater… era nomás eso", "¡ya! ya da vueltas": fixed by the caller's own
  // hand, told by its signs ("se prendió" alone may be a fire: only a screen, a light or an appliance counts)
  [
    /\bya se (prendi[óo]|encendi[óo]) (la pantalla|la pantallita|el display|el termostato|el heater|el calent[óo]n|la calefacci[óo]n|el aire|la luz|el foco|el triturador|el disposal|la lavadora|la secadora)\b/u,
    'the screen is back',
  ],
  [
    /\bya (se oye|oigo|escucho) (el|la) (heater|calent[óo]n|calefacci[óo]n|aire|motor|triturador|disposal)\b/u,
    'i can hear it kicking on',
  ],
  [/\bya (da vueltas|gira|est[áa] girando|muele|jala bien)\b/u, "it's spinning now"],
  [/\bera (nom[áa]s|solo|sólo) eso\b/u, 'that was it'],
  [
    /\bya (est[áa] )?(saliendo|sale|echa|echando) (el )?aire (calientito|caliente|tibio)\b/,
    'it is blowing warm air again',
  ],
  [/\b(sigue|todavía|todavia) (igual|tapado|sin|sin funcionar|goteando|sin luz)\b/, 'still not working'],
  [/\bya lo (intenté|intente|hice|revisé|revise|probé|probe)\b/, 'i already tried that'],
  [/\bno (funcionó|funciono|sirvió|sirvio)\b/, "didn't work"],
  // "le apreté el reset y no hace nada, ni click": the fix did nothing
  [/\b(y|pero) no (hace|hizo) nada\b/, "and it didn't work"],
  [/\bno importa\b|\bolvídelo\b|\bolvidelo\b/, 'never mind'],
  // names: "soy su hija, María…", "soy la señora Ortega, Carmen Ortega", "nomás Lupita"
  [
    /\b(soy|habla) (su|la|el) (hija|hijo|esposa|esposo|nieta|nieto|nuera|yerno|vecina|vecino|inquilina|inquilino)\b,?/,
    'this is',
  ],
  [/\b(la |el )?(señora|señor|señorita|doña|don|sra\.?|sr\.?) \p{L}+, (?=\p{L}+ \p{L}+)/u, ''],
  [/\b(la |el )?(señora|señorita|doña|sra\.?) (?=\p{L})/u, ''],
  [/^\s*(nomás|nomas|nada más|nada mas|solo|sólo)\s+(?=\p{L}+\s*$)/u, ''],
  [/\b(me llamo|mi nombre es|mi nombre)\b/, 'my name is'],
  // "soy Leticia"; "buenas, habla Leticia" as the call opens (not "ella casi no habla inglés", "nomás habla mixteco")
  [/(?<!\b(no|ella|él|el|que|quien) )\bsoy\b(?= (?!ingl|espa)[a-záéíóúñ]+(\s|$|,))/, 'this is'],
  [
    /(?:^|(?<=[,.!]\s*)|(?<=\b(?:buenas|buenos d[íi]as|buenas tardes|buenas noches|hola|s[íi]|bueno|al[óo])[,\s]+))habla\b(?= (?!ingl|espa|mixt|triq|zapot|n[áa]huatl|el |la |los |las |un |una )[a-záéíóúñ]+(\s|$|,))/,
    'this is',
  ],
  [/\bmi apellido es\b/, 'my last name is'],
  // phone
  [/\bmi (número|numero|teléfono|telefono|cel|celular) es\b/, 'my number is'],
  [
    /\b(los|las) (últimos|ultimos|últimas|ultimas) cuatro( números| numeros| dígitos| digitos)?( son| es)?\b/,
    'the last four are',
  ],
  [/^\s*no,? (es|son) (el |los )?(\d{4})\b/, 'no, the last four are $3'],
  [
    /\b(el|la) (último|ultimo|última|ultima)( número| numero| dígito| digito)? (es|era|es un|es el) (\d)(?![\d\s.,]*\d)/,
    'the last digit is $5',
  ],
  [
    /\b(el|los) (último|ultimo|últimos|ultimos) (número |números |dígito |digito )?(es|son) \S+?[.,]?\s+(?=\d)/,
    'the last four are ',
  ],
  [/\bal final\b/, 'at the end'],
  [/\bextensión\b/, 'extension'],
  // the county's towns as a Spanish speaker says them and the recogniser writes them ("en Guatsonvil")
  [/\b(guatsonvil+e?|guatson|watsonvil|wuatsonvil+e?)\b/, 'watsonville'],
  [/\bsanta crus\b/, 'santa cruz'],
  [/\b(e?scots? val+[ie]y?|e?scots vali)\b/, 'scotts valley'],
  [/\b(fridom|fridum|fr[íi]dom)\b/, 'freedom'],
  [/\bben lomon\b/, 'ben lomond'],
  [/\b(laif|laiv|lai) (o(a)?k|ouk)\b/, 'live oak'],
  [/\bsanda cruz\b/, 'santa cruz'],
  [/\bfrimon\b/, 'freedom'],
  [/\b(la )?selva bich\b/, 'la selva beach'],
  [/\bbolder crik\b|\bboulder crik\b/, 'boulder creek'],
  // "en el camino Browns Valley, el número cuatro cincuenta": a road named in English, its number after
  [
    new RegExp(
      `\\b(?:en el |el )?camino (?!(?:${SPANISH_STREET_WORDS}|al)\\b)((?:${STREET_NAME_WORD} ){0,2}${STREET_NAME_WORD}),? (?:el )?(?:n[úu]mero )?(\\d{1,2}(?: \\d{1,2}){0,2}|\\d{3,6})\\b`,
    ),
    (_m: string, street?: string, number?: string) => `${number!.replace(/ /g, '')} ${street} Road`,
  ],
  // "en la mañana trabajo": the time the caller works is no time to come
  [/(?<!\b(?:mi|el|del|al|su|un|de|ese|este) )\btrabajo\b(?! de\b| en casa| desde)/, 'i work'],
  [/\bcarretera (\d{1,3})\b/, 'highway $1'],
  // "la jaiguey uan": the highway's English name as said
  [
    /\b(?:la )?ja[iy] ?g?[uw]?[ae][iy]? (uan|one|1|nueve|nain|9)\b/,
    (_m: string, n?: string) => `highway ${/uan|one|1/.test(n!) ? 1 : 9}`,
  ],
  // "en la carretera nueve el seis mil cuatrocientos": the highway said first, the house number after
  [
    /\b(?:en )?(?:la )?highway (\d{1,3}),? (?:[^,.\d]{0,30},\s*)?(?:el )?(?:n[úu]mero )?(?:es )?(?:el )?(\d{2,6})\b/,
    '$2 highway $1',
  ],
  // "sellar las ventanas que tienen rendijas"
  [/\bsellar\b/, 'seal'],
  [/\brendijas?\b/, 'gaps'],
  // an English street word as a Spanish speaker says it and the recogniser writes it ("Brennan Estrit")
  [/\b(estrit|estr[íi]t|estrid|estri|strit|strid)\b/, 'street'],
  [/\b(draiv|draif|dra[íi]v)\b/, 'drive'],
  [/\b(rout|roud|r[óo]ud|rod)\b/, 'road'],
  [/\b(lein|lain)\b/, 'lane'],
  [/\b(avenu|aveniu|abenu|avenú)\b/, 'avenue'],
  [/\b(iast|ist)\b(?= \p{L}+ (?:street|avenue|road|drive|lane|boulevard|avenu|avenida))/u, 'east'],
  [/\b(greid|greyd)\b/, 'grade'],
  // the county's towns as a Spanish speaker's recogniser writes them ("sancrus", "uatsonvil", "bonidun", "laif ouk")
  [/\b(sancrus|san cruz|santa crus|santacruz)\b/, 'santa cruz'],
  [/\b(uatsonvil|guatsonvil|watsonvil|uatsonvile|guatson)\b/, 'watsonville'],
  [/\b(bonidun|boni dun|bony dun)\b/, 'bonny doon'],
  [/\b(laif ouk|laif oak|laiv ouk|laiv oak)\b/, 'live oak'],
  [/\b(escots vali|scots vali|escots valley)\b/, 'scotts valley'],
  // "sibrait avenida": an English street's name, then its kind, said in Spanish
  [/\b(\p{L}{3,}) avenida\b/u, '$1 avenue'],
  // "la mision street en santa cruz el 2104", "calle bei avenue en capitola número 820": the street, the town, then
  // the house number
  [
    /\b(?:en )?(?:la calle|la|calle) (?!calle\b)((?:\p{L}+ ){1,3}(?:street|road|drive|avenue|boulevard|lane|way|court|grade))(,? en \p{L}+(?: \p{L}+)?)?,? (?:el |n[úu]mero |# ?)(\d{1,6}(?: \d{1,4}){0,2})\b(?!\s*(?:\.{2,}|…|,? no\b))/u,
    '$3 $1$2',
  ],
  [/\b(depa|departamento|depto|dpto)\b(?= #?\d| n[úu]mero)/, 'apartment'],
  // "13120 Highway 9, número 2": the number said after the street is its unit's
  [
    /(?<=\b\d{1,6} (?:[a-z]+ ){0,3}(?:highway \d{1,3}|street|st|avenue|ave|road|rd|drive|dr|boulevard|blvd|lane|ln|way|court|ct)),? n[úu]mero (?=\d{1,4}\b)/,
    ', number ',
  ],
  [/\bcrik\b/, 'creek'],
  [/\bval[iy]\b/, 'valley'],
  [/\bbich\b/, 'beach'],
  [/\bbrauns\b/, 'browns'],
  [/\bpensilvania\b/, 'pennsylvania'],
  [/\boshen\b/, 'ocean'],
  // "brommer, brommer street": the street said again with its suffix
  [/\b([a-z]+),? \1 (street|road|drive|avenue|boulevard|lane|way|court)\b/, '$1 $2'],
  // the phone line's Spanish says the street, then its number: "lompico road el 2150", "en la trout gulch el 4120"
  [
    new RegExp(
      `(?<=^|[,.;]\\s*|\\b(?:en|por|la|el|es|y)\\s)(?:(?:en|por) )?(?:la |el )?((?:${STREET_NAME_WORD} ){0,2}${STREET_NAME_WORD}) (street|road|drive|avenue|boulevard|lane|way|court|grade)[ ,.]*(?:en el[ .]*)?(?:el |al )?(?:n[úu]mero )?(?:es )?(?:el )?(?!9\\d{4}\\b)(\\d(?: \\d){3,4}(?![ \\d])|\\d{1,2}(?: \\d{1,2}){1,2}|\\d{1,6})\\b(?! de)`,
    ),
    (_m: string, street?: string, suffix?: string, number?: string) =>
      `${number!.replace(/ /g, '')} ${street} ${suffix}`,
  ],
  [new RegExp(`\\ben la ((?:${STREET_NAME_WORD} ){0,2}${STREET_NAME_WORD}),? el (\\d{2,6})\\b(?! de)`), '$2 $1'],
  [/\b(bulevar|bulevard|boulevar|bulebar|bulevares)\b/, 'boulevard'],
  // "717 east lake avenida", "2301 seventeen avenida": an English street's name with the suffix said in Spanish
  [new RegExp(`\\b(\\d{1,6}) ((?:${STREET_NAME_WORD} ){0,2}${STREET_NAME_WORD}) avenida\\b`), '$1 $2 avenue'],
  // addresses: "calle Main 250" is "250 Main Street"; a Spanish street name keeps its words
  // (a street whose own name is Spanish, "Calle del Sol", keeps its words)
  [
    new RegExp(
      `\\b(?:en la |la )?calle (?!${SPANISH_STREET_WORDS}\\b)(\\p{L}+)(?: (${ENGLISH_SUFFIXES}))?,? (?:la |el )?(?:n[úu]mero )?(\\d{1,6})\\b`,
    ),
    // ("la calle Wharf Road, número 1620": the street's own suffix, said in English, is kept)
    (_m: string, street?: string, suffix?: string, number?: string) =>
      `${number} ${withoutAccents(street!)} ${suffix ?? 'Street'}`,
  ],
  [
    new RegExp(
      `\\b(?:en la |la )?avenida (?!${SPANISH_STREET_WORDS}\\b)(?!(?:n[úu]mero|numero|es|en|y)\\b)([a-z]+) (?:n[úu]mero )?(\\d{1,6})\\b`,
    ),
    '$2 $1 Avenue',
  ],
  [
    new RegExp(`\\b(\\d{1,6}),? (?:de la |en la )?calle (?!${SPANISH_STREET_WORDS}\\b)(\\p{L}+)`),
    (_m: string, number?: string, street?: string) => `${number} ${withoutAccents(street!)} Street`,
  ],
  [
    new RegExp(
      `\\b(\\d{1,6}),? (?:de la |en la )?avenida (?!${SPANISH_STREET_WORDS}\\b)(?!(?:en|es|y|n[úu]mero|numero)\\b)([a-z]+)\\b`,
    ),
    '$1 $2 Avenue',
  ],
  // "el 540 de Eureka Canyon Road", "el cuarenta y seis de Seacliff Drive"
  [/\bel (\d{1,6}) de (?:la |el )?(?!la calle|la avenida|calle|avenida)(?=[\p{L}\d])/u, '$1 '],
  // "el two-ten de la Park Avenue": a house number said in English, then the street the Spanish way
  [
    /\bel ((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)-(?:oh-)?[a-z]+(?:-[a-z]+)?) de (?:la |el )?(?=[a-z ]{2,30}\b(?:avenue|street|road|drive|boulevard|lane|way|court|ave|st|rd|dr|blvd|ln)\b)/,
    '$1 ',
  ],
  // "noventa y ocho de la Chanticleer Avenue", "el doce cuarenta de Calabasas Road" (not "las 5 de la tarde", "5 de
  // marzo")
  [/\b(\d{1,6}) de (?:la|el) (?!calle|avenida|tarde|ma[ñn]ana|noche|madrugada)(?=[\p{L}\d])/u, '$1 '],
  [
    /\b(\d{1,6}) de (?=(?:[a-z]+ ){1,3}(?:road|street|avenue|drive|boulevard|lane|way|court|rd|st|ave|dr|blvd)\b)/,
    '$1 ',
  ],
  // a house number said in pieces before its street: "cuatro dieciocho calle Sudden", "nueve cero dos Valencia Road"
  [
    /\b(\d{1,2})((?: \d{1,2}){1,3})(?= (?:[a-z]+ ){0,2}(?:street|avenue|road|drive|boulevard|lane|way|court|calle|avenida|st|ave|rd|dr|blvd)\b)/,
    (run: string) => run.replace(/ /g, ''),
  ],
  // "dos mil ciento cincuenta, avenida diecisiete": the pause between the number and its street
  [
    /\b(\d{1,6}), (?=(?:la )?avenida \d|calle |highway \d|(?:[a-z0-9]+ ){1,3}(?:street|avenue|road|drive|boulevard|lane|way|court)\b)/,
    '$1 ',
  ],
  // a business's or a farm's unit: "el local 3", "la bodega 5", "la casita número 4", "la oficina 210"
  [/\b(?:el |la )?(?:local|bodega|casita|oficina|consultorio|cuarto)( n[úu]mero)? (\d{1,4}[a-z]?)\b/, 'unit $2'],
  [/\bespacio\b/, 'space'],
  [
    /\bde (?:las? )?(\d{1,2}|una) a (?:las? )?(\d{1,2})\b/,
    (_m: string, from?: string, to?: string) => `between ${from === 'una' ? '1' : from} and ${to}`,
  ],
  [/\bas[ií] que es (el|la)\b/, "so it's the"],
  [/\bas[ií] que\b/, 'so'],
  [/\bempotrad[oa]s?\b/, 'built-in'],
  [/\ba la medida\b/, 'custom made'],
  [/\b(me )?(hagan|haga|hacer|construyan|construya|construir) (un|una)\b(?! cita)/, 'build a'],
  [/\blibreros?\b/, 'bookcases'],
  // "en la Freedom Boulevard número 2100", "la Green Valley Road 1850", "Rodriguez St. 318": an English street's name,
  // then its number
  // (not a unit after a house number already said: "500 Rio Del Mar Blvd 12")
  [
    new RegExp(
      `(?<!\\d[^,.;]{0,40})\\b(${STREET_NAME_WORD}(?:(?: de| del)? ${STREET_NAME_WORD}){0,3}) (${ENGLISH_SUFFIXES})\\.?,? (?:el )?(?:n[úu]mero )?(?:es )?(?:el )?(?!9[0-9]{4}\\b)(\\d{1,6})\\b`,
    ),
    '$3 $1 $2',
  ],
  // "la calle Brennan, en Watsonville, el número es el 128": the number said last
  [
    /\b(?:en )?la calle (\p{L}+)((?:,? en [\p{L} ]+?)?),? (?:y )?el n[úu]mero es (?:el )?(\d{1,6})\b/u,
    '$3 $1 Street$2',
  ],
  // "la 17 avenida", "la avenida 17": numbered avenues ("17th Ave")
  // "la diecisiete avenue, el cuatrocientos veinte": the house number said after the avenue
  [
    /\b(?:en |por )?(?:la )?(\d{1,2}) (?:avenida|avenue),? (?:el )?(?:n[úu]mero )?(?:es )?(?:el )?(\d{2,6})\b(?! de)/,
    (_m: string, avenue?: string, number?: string) => `${number} ${ordinalOf(avenue!)} avenue`,
  ],
  // "1810 de la 47 avenue": the house number first, then the numbered avenue
  [
    /\b(\d{2,6}),? (?:de )?(?:la )?(\d{1,2}) (?:avenida|avenue|ave)\b/,
    (_m: string, number?: string, avenue?: string) => `${number} ${ordinalOf(avenue!)} avenue`,
  ],
  [
    /\b(?:de )?(?:la )?(?:avenida (\d{1,2})|(\d{1,2}) avenida)\b/,
    (_m: string, a?: string, b?: string) => `${ordinalOf(a ?? b!)} avenue`,
  ],
  [/\bentre la una\b/, 'entre la 1'],
  // ("el jueves a la una": at one, as "a las dos" is at two)
  [/\ba la una\b/, 'at 1'],
  [/\b(de|desde) la una\b/, '$1 1'],
  // "el departamento de abajo, el número 2", "la cabaña de atrás, la número 2": the unit named by where it is, then its
  // number (a cabin or cottage out back is a unit, a departamento an apartment)
  [
    /\b(?:en )?(?:el |la )?(departamento|apartamento|depa|depto|cabaña|cabañita|casita|cuarto)(?: de (?:atr[áa]s|arriba|abajo|adelante|enfrente|al fondo))?,? (?:el |la )?n[úu]mero (\d{1,4}[a-z]?|[a-z])\b/,
    (_m: string, kind?: string, unit?: string) =>
      `${/^(departamento|apartamento|depa|depto)$/.test(kind!) ? 'apartment' : 'unit'} ${unit}`,
  ],
  // "810 Bay Avenue, el de arriba, la B", "Airport Blvd 455, la 4B": the apartment by its number or letter alone, right
  // after the street
  [
    /(?<=\b(?:street|road|drive|avenue|lane|way|court|boulevard|blvd|st|rd|dr|ave|ln|ct)\.?(?:,?\s+\d{1,6})?,\s+)(?:el de (?:arriba|abajo|atr[áa]s|adelante),?\s+)?la (\d{1,4}[a-z]?|[a-z])\b(?!\s+de\b)/,
    'apartment $1',
  ],
  // a unit after the street, comma or not: "Freedom Boulevard, apartamento 4B"
  [/,?\s*\b(apartamento|departamento|depto|dpto|apto)\.?\s+(?:n[úu]mero\s+)?(?=\w)/, ' apartment '],
  [/,?\s*\b(unidad)\s+(?:n[úu]mero\s+)?(?=\w)/, ' unit '],
  [/\bel apartamento,? es el\b/, 'apartment'],
  // "apartamento be, be de burro": a unit's letter said by its Spanish name
  [
    /\b(apartment|unit) (a|be|ce|de|e|efe|ge)\b(?:,? (?:a|be|ce|de|e|efe|ge) (?:de \p{L}+|grande|larga|chica|corta))?/u,
    (_m: string, kind?: string, letter?: string) =>
      `${kind} ${({ a: 'A', be: 'B', ce: 'C', de: 'D', e: 'E', efe: 'F', ge: 'G' } as Record<string, string>)[letter!]}`,
  ],
  [/\b(?:el )?n[úu]mero de (?:la|mi) (?:traila|tr[áa]iler|casa m[óo]vil) es (?:el )?(\d+)\b/, 'trailer number $1'],
  // "es un parque de casas móviles, la mía es la número treinta y uno": the home's space in the park
  [
    /(?<=\b(casas? m[óo]viles?|trailas?|tr[áa]ilers?|trailer park|mobile homes?)\b[^.]{0,40}[.,]?\s*)\b(?:la|el) m[íi][ao] es (?:la |el )?(?:n[úu]mero )?(\d{1,4})\b/,
    (_m: string, _park?: string, space?: string) => `mine is space ${space}`,
  ],
  // "en la traila cuarenta y dos del mil quinientos de la airport bulevar": the trailer, then the park's address
  [
    /\b(?:en )?(?:la |el )?(?:traila|tr[áa]iler|casa m[óo]vil|espacio) (?:n[úu]mero )?(\d{1,4}),? (?:del|de la|en el) (\d{1,6}) (?:de la |del |de )?((?:\p{L}+ ){1,3}(?:boulevard|street|road|drive|avenue|lane|way|court|blvd|st|rd|dr|ave))\b/u,
    '$2 $3 #$1',
  ],
  [/\bapartamento\b|\bdepartamento\b|\bde?pto\b/, 'apartment'],
  [/\bvivo en\b|\bestoy en\b|\bestamos en\b/, 'i am in'],
  // times
  [
    /\b(lo (más |mas )?antes posible|lo (más|mas) pronto( (posible|que se pueda|que puedan))?|cuanto antes|ahorita mismo|ya mismo|lo (más|mas) (rápido|rapido)( (posible|que se pueda|que puedan))?|lo que sea (más|mas) (pronto|rápido|rapido)|urgente)\b/,
    'as soon as possible',
  ],
  [/\bpasado mañana\b|\bpasado manana\b/, 'in two days'],
  [/\b(en|dentro de) (dos|2) d[íi]as\b/, 'in two days'],
  [/\bdesde (la|en la|esta) (mañana|manana)\b/, 'since this morning'],
  // "antes de entrar a trabajar a las tres": before that hour
  [
    /\bantes de (?:que )?(?:entrar|entre|irme|ir|salir|salga|me vaya)(?: a(?:l)? (?:trabajar|trabajo|turno|escuela|la escuela))? a las? (\d{1,2}|una|dos|tres|cuatro|cinco|seis)\b/,
    'before $1',
  ],
  // "salgo temprano del fil": when the caller's work ends, not a time to come
  [/\b(salgo|salimos|sale|llego|llegamos) (temprano|tarde)\b/, 'i get off work'],
  // "en la mañana pero no muy temprano": a morning that starts late
  [/\bno (muy|tan|tanto|demasiado) temprano\b/, 'not too early'],
  [/\b(bien temprano|temprano|a primera hora|tempranito)\b/, 'early morning'],
  // "el lunes a esa misma hora", "antes del domingo"
  // "antes de que abramos a las 11", "después de cerrar a las 6": the business's hours bound the window
  [
    /\bantes de (que )?(abrir|abramos|abra|abran|abrimos)( el (negocio|local|sal[óo]n|restaurante|taller))?( a las| a la)? (\d{1,2})\b/,
    'before $6',
  ],
  [
    /\bdespu[ée]s de (que )?(cerrar|cerremos|cierre|cierren|cerramos)( el (negocio|local|sal[óo]n|restaurante|taller))?( a las| a la)? (\d{1,2})\b/,
    'after $6',
  ],
  [/\b(a esa misma hora|a la misma hora|a esa hora|igual de hora|mismo horario)\b/, 'at the same time'],
  // "el viernes entre las 10 y las 2, o el lunes igual": the same hours on the other day
  [
    /(?<=\b(lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)\s+)(igual|lo mismo|por el estilo)\b/,
    'at the same time',
  ],
  [/\bantes del? (lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|fin de semana)\b/, 'before el $1'],
  [/\b(después|despues|saliendo|al salir) del trabajo\b/, 'after work'],
  // "el lunes después de la una"; "cualquier mañana de la semana que viene, preferiblemente el lunes o el miércoles"
  [
    /\b(despu[ée]s|antes) de (la )?(una|1)\b/,
    (_m: string, when?: string) => (when?.startsWith('a') ? 'before 1' : 'after 1'),
  ],
  [/\bcualquier d[íi]a (en|por) la (mañana|manana)\b|\bcualquier (mañana|manana)\b/, 'any morning'],
  [/\bcualquier d[íi]a (en|por) la tarde\b|\bcualquier tarde\b/, 'any afternoon'],
  [/\bcualquier d[íi]a (en|por) la noche\b|\bcualquier noche\b/, 'any evening'],
  [/\bpreferiblemente\b|\bde preferencia\b|\bmejor si es\b/, 'preferably'],
  // "después del mediodía": the afternoon; "a la mañana", "a la tarde" (the River Plate's "in the morning")
  [/\b(despu[ée]s|pasado) del? (mediod[íi]a|medio d[íi]a)\b/, 'in the afternoon'],
  [/\ba la (mañana|manana)\b/, 'in the morning'],
  [/\ba la tarde\b/, 'in the afternoon'],
  [/\ba la noche\b/, 'in the evening'],
  [/\b(a|al) (mediodía|mediodia)\b|\ba la hora de la comida\b|\bmediodía\b|\bmediodia\b/, 'at midday'],
  [/\bentre semana\b/, 'on weekdays'],
  [/\ba la hora (del almuerzo|de la comida|del lonche)\b/, 'at lunchtime'],
  // "en la tardecita, después del trabajo": the evening
  [/\b(en la |ya )?tardecita\b/, 'in the evening'],
  // "…ay no, mañana tengo junta": taken back
  [/\bay,? no\b/, 'no'],
  [
    /\b(lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo) ya (tarde|noche|en la noche|de noche)\b/,
    '$1 in the evening',
  ],
  [/\bno (voy a poder|podr[ée]|podr[íi]a|puedo ir|me va a ser posible)\b/, "can't"],
  [/\bmañana (en|por) la (mañana|manana)\b|\bmanana (en|por) la manana\b/, 'tomorrow morning'],
  [/\b(en|por|de) la (mañana|manana)\b/, 'morning'],
  [/\b(en|por|de) la tarde\b|\bla tarde\b/, 'afternoon'],
  [/\b(en|por|de) la noche\b/, 'evening'],
  [/\bmañana\b|\bmanana\b/, 'tomorrow'],
  [/\bhoy\b/, 'today'],
  // "el aire se dañó", "el aire ya no enfría": the air conditioning, as it is called for short
  [
    /\bel aire(?= (se (nos |me )?(da[ñn][óo]|descompuso|apag[óo]|muri[óo]|par[óo])|(ya )?no (sirve|enfr[íi]a|prende|funciona|jala|echa fr[íi]o)))\b/,
    'el aire acondicionado',
  ],
  // "huele como cuando uno le da vuelta a la perilla de la estufa y no agarra la llama": unlit gas, said by its likeness
  [
    /\bhuele como cuando\b[^.]{0,80}?\by no (agarra|prende|enciende|sale)( la)?( llama| lumbre| fuego)?/,
    'smells like gas',
  ],
  // the mountains' and the ranches' water: a well, its pump and its pressure tank; a sump pump; the gutters
  [/\b(la )?bomba (del|de) (agua|pozo)\b/, 'the well pump'],
  [/\b(el )?tanque (azul )?(ese )?de (la )?presi[óo]n\b/, 'the pressure tank'],
  [/\b(una )?bomba (de esas )?de (sumidero|desag[üu]e)\b/, 'a sump pump'],
  // "la bomba del sótano zumba", "el tubo que baja quedó colgando" (the gutter's downspout)
  [/\bla bomba del s[óo]tano\b/, 'the sump pump'],
  [/\bel tubo que baja\b|\bel bajante\b/, 'the downspout'],
  [/\b(las )?(canaletas|canales del techo)\b/, 'the gutters'],
  [/\bla canaleta\b/, 'the gutter'],
  [/\b(la )?fosa s[ée]ptica\b/, 'the septic tank'],
  [
    /\b(que la )?(vac[íi]en|vaciar|vaciarla|limpiar|limpien)\b(?=[^.]{0,20}\b(fosa|septic)\b)|(?<=\bseptic tank\b[^.]{0,20})\b(que la )?(vac[íi]en|vaciar|vaciarla)\b/,
    'pumped',
  ],
  // "ya se secó": dry now
  [/\bya (se )?sec[óo]\b/, 'dry now'],
  // a chat's "finde": the weekend
  [/\b(el )?(pr[óo]ximo finde|finde que viene)\b/, 'next weekend'],
  [/\b(este|el) finde\b/, 'this weekend'],
  [/\beste fin de semana\b|\bel fin de semana\b/, 'this weekend'],
  // "el jueves entre 1 y 4": the hours between two
  [/\bentre (las |la )?(\d{1,2}(?::\d\d)?) y (las |la )?(\d{1,2}(?::\d\d)?)\b/, 'between $2 and $4'],
  [/\bel (próximo|proximo) fin de semana\b|\bel otro fin de semana\b/, 'next weekend'],
  [/\b(de )?la (próxima|proxima|otra) semana\b|\b(de )?la semana que (entra|viene)\b/, 'next week'],
  [/\bdespués de (la|las)\b|\bdespues de (la|las)\b/, 'after'],
  // "mañana a partir de las 3", "desde las 2 en adelante": from then on
  [/\ba partir de (la|las)\b/, 'after'],
  [/\bdesde (la|las) (\S+) en adelante\b/, 'after $2'],
  [/\bantes de (la|las)\b/, 'before'],
  [/\bentre (la|las) (\d+|\w+) (y|and) (la|las) /, 'between $2 and '],
  [/\ba (la|las) (?=\d|\w+\b)/, 'at '],
  // "en todo el día junta un vasito", "gotea todo el día": how long a problem goes on, not a time to come
  [/\ben todo el d[íi]a\b/, 'in a whole day'],
  [
    /\b(gotea|goteando|suena|sonando|corre|corriendo|tira|tirando|se oye|chorrea|escurre|pita|pitando|hace ruido|prende y apaga|se prende y se apaga)\b([^.,]{0,20}?) todo el d[íi]a\b/,
    '$1$2 all day long',
  ],
  [/\b(a|en) cualquier hora\b|\btodo el día\b|\btodo el dia\b|\bcuando sea\b|\bla hora que sea\b/, 'anytime'],
  [/\bel n[úu]mero de (la )?casa (es|era|debe ser)\b/, 'the house number is'],
  [/\blunes\b/, 'monday'],
  [/\bmartes\b/, 'tuesday'],
  [/\bmiércoles\b|\bmiercoles\b/, 'wednesday'],
  [/\bjueves\b/, 'thursday'],
  [/\bviernes\b/, 'friday'],
  [/\bsábado\b|\bsabado\b/, 'saturday'],
  [/\bdomingo\b/, 'sunday'],
  // "el miércoles que viene", "el próximo lunes"; "el" before a day is not read
  // ("el viernes que viene, pasado mañana": the Friday to come; time-windows.ts reads "the coming" day)
  [/\b(?:el )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday) (que viene|que entra)\b/, 'the coming $1'],
  [/\b(?:el )?(próximo|proximo) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/, 'next $2'],
  [/\bel (?=(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/, ''],
  // "el miércoles 11 en la tarde": the weekday and its day of the month
  [
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday) ([1-9]|[12]\d|3[01])\b(?! (?:am|pm|de la|y|o)\b|:)/,
    (_m: string, day?: string, date?: string) => `${day} the ${ordinalOf(date!)}`,
  ],
  // "el sábado no, mejor el lunes": the day turned down
  [
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday) no\b(?=\s*(?:[,.;]|$|mejor|better|porque|pues|tampoco))/,
    'not $1',
  ],
  [/\b(el|al) (primero|primer horario|primer día)\b/, 'the first one'],
  // "domingo todo el día, o el otro domingo, el quince": the same weekday a week later
  [
    /\b(?:el|al) otro (lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/,
    'the $1 after',
  ],
  [/\b(el|al) (segundo|otro)( horario| día)?\b/, 'the second one'],
  [/\b(cámbielo|cambielo|cámbiela|cambiela|cámbialo|cambialo|cambie|cambia)\b/, 'change'],
  [/\bno puedo\b/, "can't"],
  // "el lunes ella no puede": the one the visit is for can't, as the caller can't
  [
    /\b(ella|él|mi (mam[áa]|pap[áa]|esposa|esposo|suegra|suegro|abuela|abuelo|hija|hijo|se[ñn]ora)) no (puede|podr[áa])\b/,
    "$1 can't",
  ],
  // "no encuentro dónde se cierra el agua… sí, todo correcto": a "no" that belongs to its verb answers no question
  [/\bno (encuentro|hallo|encontramos|hallamos|encontr[ée]|hall[ée])\b/, "can't find"],
  // (only "sé" with its accent: "no se prende", "no se huele" are another verb's)
  [/\bno (sé|sabemos)\b/, "don't know"],
  [/\bno veo\b/, "can't see"],
  // "no es en watsonville es en soquel", "no es la portola es la east cliff drive": the wrong one, then the right one
  [/\bno es (?:en |la |el |de )?(\p{L}+(?: \p{L}+){0,3}?),? (?:es|sino|si no) (?:en |la |el |de )?/u, "not $1, it's "],
  // "mejor llámeme a mí a este número", "este mismo", "al de donde le hablo": the number calling
  [
    /\b(ll[áa]m(e|a|en)me|m[áa]rqueme|h[áa]bleme|h[áa]blame) (a m[íi] )?(a|al|en) (este|[ée]ste) (mismo )?(n[úu]mero|cel(ular)?|tel[ée]fono)\b/,
    'call me at this number',
  ],
  [/\b(a |en |al )?(este|[ée]ste) (mismo )?(n[úu]mero|cel(ular)?|tel[ée]fono)\b(?! es)/, 'this number'],
  [/\b(este|el) mismo\b/, 'the same one'],
  [/\b(al |el )?de donde (le )?(hablo|llamo|estoy llamando)\b/, "the one i'm calling from"],
  // "el mío termina en cero cuatro siete dos": the last four of a number
  [/\b(termina|acaba) (en|con)\b/, 'ends in'],
  // "el viernes en la mañana no espere mejor el viernes en la tarde": the window said just before is taken back
  [/,?\s*\bno,? esp[ée]r(?:e|eme|ate|ame)\b,?/, ', wait,'],
  // "no hay enchufes ni nada por ahí": nothing electrical near the water
  [
    /\bno hay (enchufes?|contactos?|cables?|nada el[ée]ctrico)( ni nada)?( (por ah[íi]|cerca|alrededor))?\b/,
    "there's nothing electrical near it",
  ],
  // "que me arme una litera", "que me cuelgue unas cortinas y un espejo": furniture to assemble, things to hang
  [/\b(arme|armen|armar|armarme|armarla|armarlo|armarlas|armarlos|ensamblar|ensamble)\b/, 'assemble'],
  [/\b(cuelgue|cuelguen|colgar|colgarme|colgarlas|colgarlos|colgarla|colgarlo)\b/, 'hang'],
  [/\b(una |la |unas |las )?literas?\b/, 'a bunk bed'],
  [/\b(unas |las )?cortinas\b|\b(una |la )?cortina\b/, 'curtains'],
  [/\b(un |el |unos |los )?espejos?\b/, 'a mirror'],
  [/\b(unos |los )?cuadros\b/, 'pictures'],
  [/\b(unas |las )?repisas\b/, 'shelves'],
  // "se me cayó la puerta de una alacena, otras dos cuelgan chuecas y un cajón ya no entra": cabinets and drawers
  [
    /\b(la |una |las |unas )?(puertas?) (de|del) (la |una |las |unas )?(alacenas?|gabinetes?|trasteros?|despensa)\b/,
    'the cabinet door',
  ],
  [/\b(la |una |las |unas )?(alacenas?|gabinetes?|trasteros?)\b/, 'the cabinets'],
  [/\b(el |un |los |unos )?cajon(es)?\b|\b(el |un )?cajón\b/, 'a drawer'],
  [/\b(cuelgan|colgando|quedaron|están|estan) (chuecas?|chuecos?|torcid[oa]s?|caíd[oa]s?)\b/, 'hang crooked'],
  // "le hice un hoyo a la pared… ¿lo resanan y lo pintan?": a hole to patch and paint
  [/\b(resanar|resanan|resane|resanen|resanarlo|resanarla|resanado)\b/, 'patch'],
  // "que me sellen bien esa ventana": sealed
  [/\b(selle|sellen|sellar|sellarme|sellarla|sellarlo)\b/, 'sealed'],
  // "el jueves no puedo mejor el viernes": the day offered instead is a thought of its own
  [
    /,?\s*\bmejor\b(?= (?:el |la |en la |por la |a las? )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|morning|afternoon|evening|early morning|next|at \d))/,
    // (the pattern has no groups: the argument after the match is its offset, and at the start there is no comma)
    (_m: string, ...rest: unknown[]) => (rest[0] ? ', better' : 'better'),
  ],
  // hazards
  [/\b(huele|olor|un olor)[^.]{0,25}\b(como )?a gas\b/, 'smells like gas'],
  // the odorant in other words: "oliendo como a cebolla echada a perder", "un olor como a ajo podrido", "a azufre"
  [
    /\b(huele|huel[ea]n|olor|oliendo|apesta|peste)\b[^.]{0,30}?\b(como )?a (cebollas?|ajos?) (podrid[oa]s?|echad[oa]s? a perder|pasad[oa]s?|descompuest[oa]s?)\b/,
    (_m, _smell, _like, what) => `smells like rotten ${what?.startsWith('ajo') ? 'garlic' : 'onions'}`,
  ],
  [/\b(azufre|sulfuro)\b/, 'sulfur'],
  // "cualquier hora el jueves"; "no este fin de semana, el que sigue"; "ay, no" (an exclamation, not an answer)
  [/\b(a )?cualquier hora\b/, 'anytime'],
  // "el aire sí enfría bien… que le den servicio, que lo limpien": the air conditioner's yearly service
  [/\bel aire\b(?= (s[íi] )?(enfr[íi]a|funciona|jala|sirve) bien)/, 'the ac'],
  [/\b(que )?(le )?(den|dé|hagan|haga|dar|hacer)(le)? (un )?(servicio|mantenimiento)\b/, 'service it'],
  [
    /\b(no )?(este|this) (fin de semana|weekend),? (el|the) (que sigue|que viene|siguiente|otro)\b/,
    'not this weekend, the next one',
  ],
  [/\b(el )?fin de semana que (sigue|viene)\b/, 'next weekend'],
  // calm look-alikes: "la alarma del techo, la del humo"; "el año pasado… ya lo arreglaron… todo bien desde
  // entonces"; "dejó las tortillas en el comal y se le quemaron"; "los de la compañía cortando cables del poste… salen
  // chispas, eso es de ellos, allá en la calle"; "se me echaron a perder los huevos"; "ahorita no hace falta, está
  // fresco… antes del verano"
  [/,? (la|el) del humo\b/, ' the smoke alarm'],
  [/\bel año pasado\b/, 'last year'],
  [/\b(ya )?(lo|la|los|las) (arreglaron|compusieron|cambiaron|repararon)\b/, 'it was fixed'],
  [/\b(todo )?bien desde entonces\b/, 'fine ever since'],
  [
    /\bse (me|le|nos|les) quem(ó|o|aron) (la|el|las|los)? ?(tortillas?|comida|frijoles|arroz|pan|sart[ée]n|olla|carne)\b/,
    'the food got burned',
  ],
  [
    /\b(dej[óo]|dej[ée]) (las|la|el|los) (tortillas?|comida|frijoles|arroz|carne) (en el comal|en la lumbre|en la estufa)\b[^.]{0,20}?\bse (me|le|nos|les) quem(ó|o|aron)\b/,
    'the food got burned',
  ],
  [/\blos de la (compañía|compania|luz|pg&e)\b/, 'the utility crew'],
  [/\b(eso es de ellos|all[áa] en la calle)\b/, 'out in the street'],
  [
    /\bse (me |nos |le )?(echaron|ech[óo]|pudrieron|pudri[óo]) a perder (los|las|el|la) (huevos|comida|carne|pollo|pescado)\b/,
    'the food went bad',
  ],
  [/\b(ahorita |ahora )?no hace falta\b/, 'no need right now'],
  [/\b(est[áa]|hace) fresco\b/, "it's cool out"],
  [/\bantes del verano\b/, 'before summer'],
  // signs in other words: "el plafón de la luz tiene agua adentro, está goteando sobre el apagador"; "el charco está llegando a donde
  // tenemos las extensiones y la regleta"; "la taza está regresando el agua, agua sucia, hedionda, con todo lo del
  // escusado"; "se me regresó por la tina un agua chocolatosa con pedazos de papel del inodoro"; "tiene como 88 años"
  [/\bel plaf[óo]n( de la luz)?\b/, 'the light fixture'],
  [/\b(est[áa] )?goteando (sobre|encima de|en) (el|los) apagador(es)?\b/, 'dripping onto the light switch'],
  [/\b(ya )?(est[áa] )?llegando (a|hasta) (donde|los|las|el|la)\b/, 'is reaching'],
  [/\bregletas?\b/, 'power strip'],
  [
    /\b(la taza|el (excusado|escusado|inodoro|ba[ñn]o))\b([^.]{0,30}?)\b(est[áa] )?regres(ando|a|[óo])\b/,
    'the toilet$3 is backing up',
  ],
  [/\bse (me |nos )?regres[óo] por (la tina|la regadera|la coladera)\b/, 'it came back up in the tub'],
  [/\bhedion[dt][oa]s?\b|\bapestos[oa]s?\b/, 'stinking'],
  [/\bchocolatos[oa]\b/, 'brown'],
  [/\bcon (todo )?lo del (escusado|excusado|inodoro|ba[ñn]o)\b/, 'with toilet waste'],
  [
    /\b(con |y )?(pedazos de |pedacitos de )?papel (del|de) (inodoro|excusado|escusado|ba[ñn]o|toilet)\b/,
    'has toilet paper',
  ],
  [/\b(la |su |mi )?casa (est[áa]|estaba) (bien )?(helada|congelada|como refrigerador)\b/, 'the house is freezing'],
  // "aquí adentro está helado": the cold inside
  [/\b((aqu[íi]|ac[áa]) )?adentro (est[áa]|estaba) (bien |muy )?(helado|congelado)\b/, "it's freezing inside"],
  [/\b(tiene|ya tiene|cumpli[óo]) (como |unos |ya |casi )?(\d{2,3}) años\b/, 'is $3 years old'],
  // "la luz de la cocina no prende, ya cambié foco": a light that will not come on; "el piso de mi traila se está
  // sumiendo, se siente blandito, ya se pudrió la madera": a floor gone soft
  [
    /\b(la luz|el foco|la l[áa]mpara)(?: (?:de|del) (?:la |el )?[\p{L}]+)?\b([^.]{0,30}?)\bno (prende|enciende)\b/u,
    "the light$2 won't turn on",
  ],
  [
    /\bse (pudri[óo]|est[áa] pudriendo) (la )?madera\b|\bla madera (ya )?(se pudri[óo]|est[áa] podrida)\b/,
    'the wood rotted',
  ],
  [/\bmadera podrida\b/, 'rotten wood'],
  [/\bel piso\b([^.]{0,30}?)\bse est[áa] (sumiendo|hundiendo)\b/, 'the floor$1 is sinking'],
  [/\bblandit[oa]\b/, 'soft'],
  // look-alikes: "cuando esmerilo los fierros salen chispas, eso es normal"; "con la marea baja huele a huevo podrido
  // por las algas"; "que me pongan de humo y también del otro" (detectors to install)
  [/\besmeril(o|a|ar|ando|amos|adora|e)\b/, 'grinder'],
  [/\b(soldadura|soldador|soldar|soldando)\b/, 'welding'],
  [/\bmarea baja\b/, 'low tide'],
  // "que me arreglen el drenaje del jardín": the yard's drainage, not a drain of the house
  [/\b(el )?drenaje (del|de la|en el|en la) (jard[íi]n|patio|yarda|grama|c[ée]sped)\b/, 'the yard drainage'],
  // "que me haga un drenaje o me nivele el patio"; "tapó medio patio y la zanjita por donde corre el agua"
  [/\b(nivel(e|ar|en)|emparej(e|ar|en)) (el |mi )?(patio|terreno|jard[íi]n|yarda)\b/, 'regrade the yard'],
  [/\bzanj(a|ita)s?\b/, 'ditch'],
  [/\b(las )?algas\b/, 'the seaweed'],
  [
    /\b(pongan|poner|ponga|instalen|instalar|instale|cambien|cambiar)( unos?| el| los)? (detectores? )?de humo\b/,
    'install smoke detectors',
  ],
  // "el agua no para de salir, el piso del baño ya parece laguna y se está saliendo al pasillo"
  [/\b(el )?(agua|water) no (para|deja) de salir\b/, "water won't stop coming out"],
  [/\b(ya )?parece (una )?(laguna|alberca|lago|piscina|r[íi]o)\b/, 'is like a lake'],
  // "esa agua ya se metió al cuarto de los niños, trae papel de baño y cosas, y huele a pura caca"
  [
    /\b(ya )?se (meti[óo]|entr[óo]|pas[óo]|est[áa] metiendo) (al|a la|at|hasta el|hasta la) (cuarto|rec[áa]mara|casa|sala|pasillo)\b/,
    'came into the room',
  ],
  [/\b(trae|tra[íi]a|con|tiene) papel (de ba[ñn]o|higi[ée]nico|de toilet)\b/, 'has toilet paper'],
  [/\b(huele|apesta) a pur[ao] (caca|pop[óo]|mierda)\b/, 'smells like sewage'],
  [/\bsilbido\b|\bchifla\b|\bchiflando\b/, 'hissing'],
  // "se oye un soplido, como llanta que se está desinflando"
  [/\b(un )?(soplid(o|ito)|sise(o|[íi]to))\b/, 'a hissing'],
  [
    /\bcomo (una )?llanta (que se est[áa] desinflando|desinfl[áa]ndose|que se desinfla|ponchada)\b/,
    'like a tire losing air',
  ],
  // a carbon-monoxide alarm's pattern and the way it makes people feel ("pitando 4 veces, se calla y otra vez 4",
  // "le punza la cabeza", "se siente como borracho sin haber tomado", "están bien aturdidas, solo quieren dormir")
  [/\b(pita(ndo|ba|n)?|chirping|beeping)\b[^.]{0,10}?\b(4|cuatro) veces\b/, 'going off with 4 beeps'],
  [/\bse calla y (otra vez|de nuevo|vuelve)\b/, 'a pause and again'],
  [/\bno es el de(l)? humo\b/, "it's not the smoke one"],
  [/\b(le|me|nos|les) punza(n)? la cabeza\b/, 'headaches'],
  [
    /\b(se siente|me siento|nos sentimos|se sienten|anda|ando|andamos|andan)( bien| muy)? como borrach[oa]s?\b/,
    'feels woozy',
  ],
  [/\b(bien |muy )?(aturdid[oa]s?|atarantad[oa]s?)\b/, 'groggy'],
  [/\b(s[óo]lo|nom[áa]s|nada m[áa]s) quiere(n)? dormir\b/, 'only want to sleep'],
  [/\b(tizne|holl[íi]n)\b/, 'soot'],
  // a hot outlet or panel in other words: "el contacto está como tostado, café alrededor", "tibio", "zumba fuerte",
  // "la pintura de la tapa ya se ve como ampollada"
  [/\b(est[áa] )?(como )?tostad[oa]\b/, 'is scorched'],
  [/\bcaf[ée] alrededor de\b/, 'brown marks around'],
  [/\b(est[áa] )?tibi[oa]\b/, 'is warm'],
  [/\b(un |el )?zumbid(o|ito)\b|\bzumba(ndo|n)?\b/, 'buzzing'],
  [/\bampollad[oa]\b/, 'blistered'],
  // (the paint of a panel's or an outlet's cover is the cover, no painting job)
  [
    /\bla pintura de (la |el |los |las )?(tapa|tapita|caja|cajita|panel|breakers?|contacto|enchufe|apagador|plato|placa)\b/,
    'the cover',
  ],
  [/\bno se (puede|aguanta) (dejar|poner|tener) la mano( encima)?\b/, 'too hot to touch'],
  [/\b(huele|olor)( como)?( a)? (pl[áa]stico |cable |cables )?quemado\b/, 'burning smell'],
  [/\bse (zaf[óo]|solt[óo])\b/, 'popped off'],
  [/\b(est[áa] saliendo|sale) (el )?agua a chorros\b|\bagua a chorros\b/, 'water is gushing'],
  [/\bno hay nadie (enfermo|enferma)\b|\bnadie est[áa] (enfermo|enferma)\b/, 'nobody is sick'],
  [/\bhay agua por todo (el|la) (cuarto|casa|piso|cocina|baño|sala|garaje)\b/, 'water all over the room'],
  [/\b(est[áa] saliendo|sale) mucha agua\b/, 'water is pouring'],
  [
    /\bel techo[^.]{0,60}\b(inflado|panza|panz[óo]n|panzud[oa]|abombado|colgando|bajando|cayendo|como (una )?(bolsa|barriga))\b/,
    'the ceiling is sagging',
  ],
  // "huele feo en la cocina, como cuando se apaga el piloto": the smell of a pilot gone out, gas
  [
    /\b(huele|olor|oliendo)\b([^.]{0,40}?)\bcomo cuando se (apaga|apag[óo]|va|fue) (el piloto|la llama|la lumbre|la flama)\b/,
    'smells$2 like gas, like when the pilot goes out',
  ],
  // "huele como cuando uno deja la hornilla abierta": the smell of a burner left on, gas
  [
    /\bhuele como (a )?(cuando )?(uno |1 |alguien )?(deja|dejas|dej[óo]|dejo) (la |una |el )?(hornilla|perilla|quemador|estufa|gas)s? (abiert[ao]s?|prendid[ao]s?)\b/,
    'smells like a burner was left on',
  ],
  // "la cajita de los breakers, la que está afuera en la pared, está haciendo un ruido como zzz como abejas"
  [/\b(la )?caj(it)?a de (los )?breakers\b/, 'the breaker box'],
  [/,? la que est[áa] (afuera|adentro|en el garaje)( en la pared)?,?/, ''],
  [/\b(est[áa] haciendo |hace )?(un )?ruido como (z+ )?(como )?(de )?abejas\b/, 'is buzzing'],
  [/\ble puse la mano y est[áa] (bien |muy )?caliente\b/, 'it is hot to the touch'],
  // "se sube el agua por la tina pero agua negra": sewage in the tub
  [/\bse sube el agua por (la tina|la regadera|el resumidero)\b/, 'water comes up in the tub'],
  // "mi niña de tres semanas de nacida"
  [/\b(\d+|un|una|dos|tres|cuatro|cinco|seis) (semanas?|mes(es)?|d[íi]as?) de nacid[oa]\b/, 'a newborn'],
  // "ya no echa aire frío, nomás aire caliente"
  [/\bya no (echa|tira|sale|saca|avienta) aire fr[íi]o\b/, 'is not blowing cold air'],
  // "el aire acondicionado dejó de echar aire frío", "dejó de enfriar"
  [/\bdej[óo] de (echar|tirar|sacar|aventar) aire fr[íi]o\b|\bdej[óo] de enfriar\b/, 'stopped blowing cold air'],
  [/\bdej[óo] de (funcionar|servir|trabajar|prender)\b/, 'stopped working'],
  [/\b(est[áa] )?viejit[oa]\b|\bya (est[áa] )?(grande|mayor|viejit[oa])\b/, 'elderly'],
  [/\bnom[áa]s aire caliente\b/, 'blowing hot air'],
  [/\box[íi]geno\b/, 'oxygen'],
  // "el agua caliente huele a huevo podrido cuando abro la regadera": the water's smell, not gas
  [/\bcuando abro (la regadera|la llave|el agua caliente)\b/, 'when i turn on the shower'],
  [/\bse me quem(ó|o|aron) (la|el|las|los)\b/, 'i burned the'],
  // "está cayendo agua del techo, por la lámpara… gotea por donde está el foco"
  [
    /\b(est[áa] )?(cayendo|cae|entrando|entra|escurriendo|escurre) agua (del|por el) techo\b/,
    'water is coming through the ceiling',
  ],
  [
    /\bgotea(ndo)? por (donde est[áa] )?(el foco|la l[áa]mpara|la luz)\b/,
    'water is dripping through the light fixture',
  ],
  // "se regresa el agua del baño, y sale por la regadera, huele horrible"
  [/\bse (regresa|est[áa] regresando|regres[óo]) el agua\b/, 'water is backing up'],
  // "están regresando agua café bien apestosa": dirty water coming back up the drains
  [
    /\b(est[áa]n? regresando|regresa|regresan|sube|suben|sale|salen|echa|echan|avienta|avientan) (agua|aguas?) (caf[ée]|sucia|negra|cochina)\b/,
    'dirty water is backing up',
  ],
  [
    /\b(sale|est[áa] saliendo|sube|est[áa] subiendo) por (la regadera|la tina|el resumidero|la coladera)\b/,
    'comes up in the shower',
  ],
  [/\b(huele|apesta)( bien| muy| re)? (horrible|fe[íi]simo|espantoso|asqueroso|bien feo)\b/, 'smells awful'],
  [
    /\btodo el piso( del ba[ñn]o| de la cocina)? (con|lleno de) (esa|esta) agua\b/,
    'the bathroom floor is covered with it',
  ],
  [/\bgotea agua (al lado del|junto al|del|por el) (foco|l[áa]mpara)\b/, 'water is dripping through the light fixture'],
  [
    /\b(cayendo|cae|sale|saliendo|gotea|goteando|chorrea|chorreando|escurre) (el )?agua (por|de|en) (la |el )?(l[áa]mpara|luz|foco)\b/,
    'water is dripping through the light fixture',
  ],
  [/\b(huele|olor|apesta)[^.]{0,25}\b(a|como a) (drenaje|caño|cano|cloaca|alcantarilla)\b/, 'sewer smell'],
  [/\b(coladera|resumidero)\b/, 'drain'],
  [
    /\bagua[^.]{0,60}\b(llegando a|cerca de|junto a|hasta) (los |las |el )?(enchufes|contactos|enchufe|contacto)\b/,
    'water reaching the outlets',
  ],
  [
    /\b(agua sucia|lo del drenaje|aguas negras)[^.]{0,30}\b(subi[óo]|sube|sale|sali[óo]|regres[óo]|est[áa] saliendo)\b|\b(subi[óo]|sube|sale|est[áa] saliendo)[^.]{0,30}\b(agua sucia|lo del drenaje)\b/,
    'sewage backing up',
  ],
  [/\bse descompus(o|ieron) (el|la) (calent[óo]n|calefacci[óo]n|heater)\b/, 'the heater broke'],
  [/\bse (fue|apag[óo]|muri[óo]) (la calefacci[óo]n|el calent[óo]n)\b/, 'the heater went out'],
  [/\btiene (8\d|9\d|1\d\d) a[ñn]os\b/, 'is $1 years old'],
  [/\bruido como (si saliera|que sale|de) (aire|gas)\b|\bsale aire\b/, 'hissing'],
  [/\bhuele (raro|feo|extraño)\b/, 'strange smell'],
  [/\bse quem[óo] (el|un|la) (enchufe|contacto|cable|apagador)\b/, 'the outlet is scorched'],
  [
    /\bagua\b[^.]{0,50}\b(donde est[áa]n?|por|junto a|cerca de|en) (el|los|la|las) (enchufes?|contactos?|apagador(es)?)\b/,
    'water near the outlets',
  ],
  [/\b(est[áa] saliendo|sale|sigue saliendo) (mucha )?agua\b[^.]{0,40}\bno (para|se detiene)\b/, "water won't stop"],
  [/\b(no tenemos|no tengo|estamos sin|sin) calefacci[óo]n\b/, 'no heat'],
  [/\bhace mucho fr[íi]o (en la casa|adentro|aqu[íi] adentro)\b/, "it's freezing inside"],
  [
    /\b(heater|furnace|calefacci[óo]n|calent[óo]n) no (sirve|funciona|prende|enciende|(quiere|puede) (prender|encender|calentar|funcionar|jalar|arrancar))\b/,
    'heater is not working',
  ],
  [/\b(el detector|la alarma) de (mon[óo]xido de carbono|mon[óo]xido)\b/, 'the carbon monoxide alarm'],
  [
    /\b(la alarma|el detector)( de humo)? (est[áa] sonando|suena|son[óo]|no deja de sonar|no deja de pitar|est[áa] pitando)\b/,
    'the alarm is going off',
  ],
  [/\bno (deja|para) de (pitar|sonar|chillar)\b|\bsuena y suena\b/, 'keeps beeping'],
  // "uno está como derretido, negro, y la placa todavía se siente caliente"
  [/\bla placa\b(?= (todav[íi]a |a[úu]n |tambi[ée]n )?(se siente|est[áa]|quema))/, 'the cover plate'],
  [/\b(se siente|est[áa])( todav[íi]a| a[úu]n| bien| muy)* caliente\b/, 'feels hot'],
  [/\bnos sentimos\b|\bme siento\b|\bse siente\b/, 'feeling'],
  [/\bdiab[ée]tic[oa]\b/, 'diabetic'],
  // people at risk, as families name them
  [/\bdi[áa]lisis\b/, 'dialysis'],
  [/\bdemencia\b|\balzh?[ei]imer\b/, 'dementia'],
  [/\b(quimio|quimioterapia)\b/, 'chemo'],
  [/\bsilla de ruedas\b/, 'wheelchair'],
  [/\b(enferm[oa] del coraz[óo]n|problemas del coraz[óo]n)\b/, 'heart condition'],
  [/\b(lo|la|me) (operaron|acaban de operar)\b|\breci[ée]n operad[oa]\b/, 'just had surgery'],
  [/\bdiscapacitad[oa]\b/, 'disabled'],
  [/\b(est[áa] |anda )?temblando\b/, 'shaking'],
  [
    /\b(el foco|la luz|las luces|los focos) (parpadea|parpadean|se prende y se apaga|se prenden y se apagan)\b|\bparpadea(n)? (la luz|las luces|el foco)\b/,
    'the lights flicker',
  ],
  [/\bse (me |nos |le )?inund[óo]\b/, 'flooded'],
  [/\bs[óo]tano\b/, 'basement'],
  [
    /\bagua (saliendo|sale|cayendo|cae|goteando|gotea|chorreando|chorrea|escurriendo|escurre)\b[^.]{0,30}\b(cerca de|junto a|por|alrededor de) (la |el )?(l[áa]mpara|luz|foco)\b/,
    'water is dripping through the light fixture',
  ],
  [
    /\b(agua del drenaje|aguas? negras?|agua sucia)\b[^.]{0,40}\b(metiendo|entrando|subiendo)\b|\b(metiendo|entrando|subiendo|se mete|se entra|se llena|llena)\b[^.]{0,20}\b(agua del drenaje|aguas? negras?)\b/,
    'sewage backing up',
  ],
  [/\bmi (mam[áa]|madre)\b/, 'my mom'],
  [/\bmi (pap[áa]|padre)\b/, 'my dad'],
  [/\bmi (abuelita|abuela)\b/, 'my grandmother'],
  [/\bmi (abuelito|abuelo)\b/, 'my grandfather'],
  [/\b(my (mom|dad|grandmother|grandfather)) tiene (\d+) a[ñn]os\b/, '$1 is $3'],
  [/\b(breaker|pastilla)[^.]{0,30}\bse (bota|baja|dispara|bot[óo]|baj[óo]|dispar[óo])\b/, 'the breaker trips'],
  [/\bhuele (a|como a) gas\b|\bolor a gas\b|\bfuga de gas\b|\bsale gas\b|\bse sale el gas\b/, 'smells like gas'],
  // "la señora no está y en la cocina huele…": someone away, no negation of what follows
  [/\bno (est[áa]n?|estaba|estaban)\b(?=[,.]| y\b| en (la )?casa\b| aqu[íi]\b)/, 'is away'],
  // "no es que huele bien feo…": a way to start, not a "no"
  [/(?<=^|[.,;!?¿¡]\s*|\b(bueno|pues|mire|oiga|este) )no,? es que\b/, "it's that"],
  [/\baspersor(es)?\b/, (_m: string, many?: string) => (many ? 'sprinklers' : 'sprinkler')],
  // "está saliendo agua por abajo de la pared, ya se está llenando el pasillo"
  [/\b(est[áa] )?saliendo (el )?agua (por|de) (abajo|debajo) de la pared\b/, 'water coming out from under the wall'],
  [
    /\bse est[áa] llenando (de agua )?(el|la) (pasillo|sala|cocina|cuarto|rec[áa]mara)\b/,
    (...m: (string | undefined)[]) =>
      `water is spreading into the ${{ pasillo: 'hallway', sala: 'living room', cocina: 'kitchen' }[m[3] as 'pasillo'] ?? 'bedroom'}`,
  ],
  // "huele bien feo como a huevo podrido por donde está la estufa"
  [
    /\bhuele (bien |muy )?(feo|mal|horrible|fatal|raro)[, ]+(como )?a (huevos? (podridos?|echados? a perder))\b/,
    'smells like rotten eggs',
  ],
  [/\bhuevos? (podridos?|echados? a perder|descompuestos?|pasados?)\b/, 'rotten eggs'],
  [/\bzorrillos?\b/, 'skunk'],
  [/\b(se oye|suena|hace)( un| como un)? (siseo|silbido|chiflido|pssss?)\b|\b(siseo|silbido|chiflido)\b/, 'hissing'],
  [/\b(como )?que se (est[áa] )?(saliendo|escapando) (algo|el gas|aire)\b/, 'like something is hissing out'],
  // "no huele a nada ni saca chispas": sparks said not to be there
  [
    /\b(ni|no|nunca) (saca|echa|hecha|tira|suelta|avienta|hace|ha sacado|ha echado)( unas| unos)? (chispitas|chispas|chispazos)\b/,
    'no sparks',
  ],
  [/\bni (sale |echa |saca )?(humo|humito)\b/, 'no smoke'],
  // "ahorita ta sacando chispita"
  [
    /\b(saca|sacando|sac[óo]|echa|echando|hecha|tira|tirando|suelta|soltando|avienta|aventando)( unas| unos| muchas)? (chispitas?|chispas|chispazos)\b/,
    'is sparking',
  ],
  [/\bchispitas?\b|\bchispazos?\b/, 'sparks'],
  [/\b(suiche|switch)\b/, 'switch'],
  // "está calientito cuando le pongo la mano", "la manguera del boiler está fugando gas", "el contacto está quemadito"
  [
    /\b(est[áa] |se siente )?(bien |muy )?(calientit[oa]|tibi[oa]|caliente) cuando (le )?(pongo|pone|puse|toco|toca) la mano\b/,
    'warm to the touch',
  ],
  [/\b(est[áa] )?(fugando|fugándose|tirando|escapando|escapándose|saliendo) (el )?gas\b/, 'gas leaking'],
  [/\bquemadit[oa]s?\b/, 'scorched'],
  [/\bnegrit[oa]s? alrededor\b/, 'blackened around it'],
  [/\bpalomitas quemadas\b/, 'burnt popcorn'],
  [/\bhuele (tantito|poquito|un poco|algo) a pl[áa]stico\b/, 'smells of burning plastic'],
  [/\bhuele (como )?a pl[áa]stico\b/, 'smells like plastic'],
  [/\b(se siente|est[áa])( bien| muy)? (tibi[oa]|calientit[oa])\b/, 'feels warm'],
  [/\b(truena|tronando|trona|chisporrotea|chisporroteando|chisporroteo|chisporrotear)\b/, 'crackling'],
  [/\b(dej[óo] de|ya no) (enfriar|enfr[íi]a)\b|\bno enfr[íi]a\b/, 'stopped cooling'],
  [/\b(echa|tira|sale|saca|avienta) (puro |nom[áa]s )?aire caliente\b/, 'blowing hot air'],
  [/\b(calor[óo]n|ola de calor|hace mucho calor|est[áa] haciendo mucho calor)\b/, 'heat wave'],
  [/\b(\d{2,3}) grados\b/, '$1 degrees'],
  [/\b(mon[óo]xido de carbono|mon[óo]xido)\b/, 'carbon monoxide'],
  [/\b(dolor de cabeza|dolores de cabeza|nos duele la cabeza|le duele la cabeza|me duele la cabeza)\b/, 'headaches'],
  [/\b(mareo|mareados|mareada|mareado)\b/, 'dizzy'],
  // "mi hijo vomitó dos veces y a mí me duele bien feo la cabeza"
  [/\b(vomit[óo]|vomitando|vomita|vomitaron|vomitar|guacare[óo]|deponer)\b/, 'throwing up'],
  [/\b(me|le|nos|les) duele (bien feo |mucho |horrible |bien fuerte |muy fuerte |bastante )?la cabeza\b/, 'headaches'],
  // "la alarmita… dice co": what the alarm's screen says
  [/\balarm(it|ot)?as?\b/, 'alarm'],
  [/\bdice (co|c o|ce o|se o)\b/, 'says co'],
  [/\b(n[áa]useas?)\b/, 'nausea'],
  // "no huele a nada ni hay humo": smoke said not to be there
  // ("ni sale chispa ni nada": not one spark either)
  [/\b(no|ni) (sale|salen|hay|echa|saca) (humo|humito|chispas?|chispitas?)\b/, 'there is no smoke'],
  // "ya sale humito del registro del piso": smoke out of a heating vent
  [
    /\b(sale|salen|est[áa] saliendo|echa|echando) (humo|humito) (del|de la|por el|por la) (registro|rejilla|ventila|vent)\b/,
    'smoke is coming out of the vent',
  ],
  [/\b(sale|salen|hay|echa) (humo|humito|chispas)\b/, 'there is smoke sparks'],
  [/\bhum(o|ito)\b/, 'smoke'],
  // "huele como a gasolina pero más feo": a fuel smell, as many describe gas
  [/\b(huele|olor|un olor)( como)? a (gasolina|gas de carro|di[ée]sel|combustible)\b/, 'smells like gasoline'],
  // "el apagador me dio toques": a shock from a switch or outlet
  [
    /\b(me|le|nos) (dio|dieron|da|dan|est[áa] dando) (toques|un toque|toque|un chispazo|chispazos|corriente|un calambre)\b/,
    'shocked me',
  ],
  // "está lloviendo agua del ventilador del baño, del abanico del techo"
  [/\b(est[áa] )?llov(iendo|i[óo]|ía|ia) agua\b/, 'water is pouring'],
  [/\b(ventilador|extractor|abanico) del (baño|bano)\b/, 'bathroom fan'],
  [/\babanico( del techo)?\b/, 'ceiling fan'],
  [/\b(va|sigue|est[áa]) subiendo\b/, 'keeps rising'],
  [/\bextensi[óo]n(es)?\b/, 'extension cords'],
  [/\b(el |del )?riego\b/, ' irrigation'],
  [/\bchispas?\b|\bchispea\b|\bchispeando\b/, 'sparks'],
  [/\b(huele|olor) a quemado\b/, 'burning smell'],
  [/\b(está|esta) (muy |bien |super |re )?caliente\b/, 'is hot'],
  [/\bzumba\b|\bzumbando\b|\bhace un zumbido\b/, 'buzzing'],
  [/\bpanel( de la luz| eléctrico| electrico)?\b|\bcaja de (los )?breakers\b/, 'panel'],
  [
    /\b(el )?agua (sale|cae|gotea|está saliendo|esta saliendo|escurre) (por|de) la (lámpara|lampara|luz)\b/,
    'water is dripping through the light fixture',
  ],
  [/\bel techo se (está|esta) (cayendo|bajando|abombando)\b|\btecho abombado\b/, 'the ceiling is sagging'],
  [/\bagua (cerca de|junto a|en) (los|el|las)? ?(enchufes?|contactos?)\b/, 'water near the outlets'],
  // "está cayendo agua del foco del baño": water out of a light, said with the water first
  [
    /\b(est[áa] )?(cayendo|cae|saliendo|sale|goteando|gotea|escurriendo|escurre) agua (del|de la|por el|por la) (foco|foquito|l[áa]mpara|lamparita|luz|lucecita|luces)\b/,
    'water is dripping through the light fixture',
  ],
  [/\bse (reventó|revento|rompió|rompio) (un|el|la) (tubo|tubería|tuberia|manguera)\b/, 'a pipe burst'],
  // "la calle de enfrente está toda inundada… adentro de la casa no ha entrado nada": the street's flood, not the house's
  [
    /\b(la calle|las calles|la carretera|el camino|la banqueta)( de enfrente| de atr[áa]s)? (est[áa] |estaba |se )?(tod[ao] |bien |muy )?(inundad[ao]s?|inund[óo])\b/,
    'the street is flooded',
  ],
  [
    /\b(no ha entrado|no entr[óo]|no se ha metido|no se meti[óo]) nada\b|\bno (ha entrado|entr[óo]) (nada de )?agua\b/,
    'nothing has come in',
  ],
  [/\b(se est[áa] inundando|inundaci[óo]n|inundado|inundada)\b/, 'flooding the house'],
  [/\bagua por todos lados\b|\bagua por todas partes\b/, 'water everywhere'],
  [/\baguas negras\b|\bagua negra\b|\bcaca\b/, 'sewage'],
  // a sign's verb told apart from its thing ("la tubería debajo del lavabo, se reventó")
  [/\b(se )?(revent[óo]|estall[óo])\b/, 'burst'],
  [/\b(se )?(derriti[óo]|derritiendo)\b|\bderretid[oa]s?\b/, 'melted'],
  [
    /\b(le )?(est[áa] )?(cayendo|entrando|cae|entra) agua\b|\bse (est[áa] )?mojando\b|\bmojad[oa]s?\b/,
    'is getting wet',
  ],
  [/\ben el piso\b/, 'on the floor'],
  // "está cayendo agua del techo, por la lámpara": the fixture said apart from the water (after the rules that read both)
  [/\bpor (la l[áa]mpara|el foco)\b/, 'through the light fixture'],
  [
    /\b(se regresa|se está regresando|se esta regresando|regresa) (el )?drenaje\b|\bse regresa el agua del drenaje\b/,
    'sewage backing up',
  ],
  [
    /\bno hay calefacci[óo]n\b|\bla calefacci[óo]n no (sirve|funciona|prende)\b|\bel calent[óo]n no (sirve|funciona|prende)\b/,
    'no heat',
  ],
  [
    /\bel aire( acondicionado)?( (de|del) ((la|el|mi) )?[a-záéíóúñ]+)? (ya )?no (sirve|funciona|enfría|enfria|prende)\b|\bno (sirve|funciona|enfría|enfria|prende) el aire( acondicionado)?\b/,
    'the ac is not working',
  ],
  [/\b(hace mucho frío|hace mucho frio|está helando|esta helando)\b/, 'it is freezing'],
  [/\b(mi mam[áa]|mi pap[áa]|mi abuelita|mi abuelito|mi abuela|mi abuelo) tiene (\d+|\w+) años\b/, 'my $1 is $2'],
  [/\b(beb[ée]|reci[ée]n nacido|anciano|anciana|abuelita|abuelito|enfermo|enferma|embarazada)\b/, 'baby elderly'],
  // "él salió del hospital la semana pasada por el corazón"
  [
    /\b(sali[óo]|acaba de salir|salió apenas|lo dieron de alta|la dieron de alta) del hospital\b/,
    'just left the hospital',
  ],
  [/\b(por|del|problemas del|enfermo del|enferma del|mal del) coraz[óo]n\b/, 'heart condition'],
  // "la señora dice que le pasa seguido": it keeps happening
  [/\b(le |nos |me )?pasa (muy )?seguido\b|\bsiempre (le |nos |me )?pasa\b/, 'it keeps happening'],
  [/\b(pila|bater[íi]a)\b/, 'battery'],
  [/\bpita\b|\bpitando\b|\bchilla(ndo|n)?\b|\best[áa] chillando\b/, 'chirping'],
  [/\bdetector de humo\b|\balarma de humo\b/, 'smoke detector'],
  // trades and what is broken
  [/\bno (hay|sale|tenemos|tengo|tiene) agua caliente\b/, 'no hot water'],
  [/\b(el )?piloto\b/, 'the pilot light'],
  [/\bagua caliente\b/, 'hot water'],
  [/\b(poquita|poca|baja) presi[óo]n\b|\bnom[áa]s sale un chorrito\b/, 'low water pressure'],
  [/\bpint(ar|en|e|emos|ura|ado|ada|aran|ara|aron|ó|o|amos|an)\b/, 'painting'],
  // "huele como cuando se queda abierta la estufa sin prender": the smell of a burner left open, unlit
  [
    /\b(huele|olor|un olor)( como)?( a)? cuando\b(?=[^.]{0,50}\b(estufa|hornilla|perilla|quemador|gas|horno)s?\b)(?=[^.]{0,60}\b(abiert[ao]s?|sin prender|sin encender|prendid[ao]s?)\b)[^.,]*/,
    'smells like gas',
  ],
  // "está botando agua sin parar… el carpet está empapao": water pouring out, a soaked floor
  [
    /\b(est[áa] )?(botando|tirando|echando) (el )?agua sin parar\b|(?<!\bno )\best[áa] botando (el )?agua\b/,
    'water pouring out nonstop',
  ],
  [/\b(est[áa] )?(empapa(d|)o|empapa(d|)a|ensopa(d|)[oa])s?\b/, 'is soaked'],
  [
    /\b(ya )?(el agua )?lleg[óo] (a|hasta) la sala y (a )?los cuartos\b/,
    'water going into the living room and bedrooms',
  ],
  // "está brincando el agua como manguera", "ya llegó al pasillo": water spraying, and spreading through the house
  [/\b(est[áa] )?brinca(ndo)? (el )?agua\b|\b(el )?agua (est[áa] )?brinca(ndo)?\b/, 'water spraying'],
  [/\b(sale|saliendo|echa|echando) (el agua )?como (de )?manguera\b|\bcomo manguera\b/, 'water gushing'],
  [
    /\b(ya )?(lleg[óo]|se fue|se pas[óo]|se est[áa] yendo)( el agua)? ((al|hasta el) (pasillo|cuarto)|(a la|hasta la) (sala|rec[áa]mara))\b/,
    (...m: (string | undefined)[]) =>
      `water going into the ${{ pasillo: 'hallway', sala: 'living room' }[(m[6] ?? m[8])!.toLowerCase() as 'pasillo' | 'sala'] ?? 'bedrooms'}`,
  ],
  // "el aire no echa nada de frío": no cooling
  [/\bno (echa|tira|saca|sale) (nada de )?(aire )?fr[íi]o\b/, 'not blowing cold air'],
  // "una lámpara nueva de techo, de esas colgantes": a light fixture
  [/\bl[áa]mparas? (nuevas? )?(de techo|del techo|colgantes?)\b|\bcandil\b/, 'ceiling light fixture'],
  // "poner una lámpara afuera con sensor de movimiento": a light fixture to put in
  [
    /\b(poner|instalar|cambiar|colgar|pongan|instalen|cambien|cuelguen)( una| un| la| el)? (l[áa]mpara|foco de afuera|luz de afuera|luminaria)\b/,
    'install a light fixture',
  ],
  [/\binstal(ar|en|e|o|ó|aron|ado|ada|arlo|arla|ármelo|ármela|armelo|armela)\b/, 'install'],
  // "que me pongan unas luces afuera en el patio": outdoor lights to put in
  [
    /\b(unas |las |los |unos )?(luces|l[áa]mparas|focos|lucecitas)( de| en el| en la| del)? (afuera|patio|jard[íi]n|yarda|porche|entrada|exterior(es)?)\b/,
    'outdoor lights',
  ],
  [/\bsensor de movimiento\b|\bcon sensor\b/, 'motion sensor'],
  // "las luces de la cocina como que bajan tantito": lights that dim
  [/\b(las )?luces\b([^.]{0,30}?)\b(se )?(bajan|baja|bajan tantito|se apagan tantito)\b/, 'the lights dim$2'],
  [/\b(hoyo|agujero) (en|a) la pared\b/, 'hole in the wall'],
  // "en la pared del pasillo hay un hoyo grande": the wall named first, the hole after
  [/\bla pared\b([^.]{0,40}?)\b(hay|tiene|se hizo|qued[óo]) un (hoyo|agujero)\b/, 'the wall$1 has a hole in the wall'],
  [/\bresan(ar|arlo|en)\b/, 'patch'],
  [/\bescalones\b|\bescal[óo]n\b/, 'steps'],
  [/\bpodrid[oa]s?\b/, 'rotted'],
  [/\bmadera\b/, 'wood'],
  [/\btejas?\b/, 'roof shingles'],
  // "el rufo", "la alberca": the roof and the pool, as Spanglish and Mexican Spanish name them
  [/\b(el |un )?rufos?\b/, ' roof'],
  [/\b(la )?bomba de la (alberca|piscina)\b/, 'the pool pump'],
  [/\b(la )?(alberca|piscina)\b/, 'the pool'],
  [/\b(todavía|todavia|aún|aun) no gotea\b/, 'dry for now'],
  [/\bgabinetes?\b/, 'cabinets'],
  [/\b(hagan|hacer|haga) (un|una|unos|unas)?\s?[^.]{0,20}\bnuev[oa]s?\b|\ba la medida\b/, 'build new'],
  [/\bcerca\b(?! de)/, 'fence'],
  [/\bbarandal\b/, 'railing'],
  // "unas barras en el baño para agarrarse", "un pasamanos en la escalerita"
  [
    /\bbarras?( de (apoyo|seguridad))?( en el (baño|bano|regadera))?( para (agarrarse|detenerse|sostenerse))?\b(?=.{0,3}(de|en|para|,|y|$))/,
    'grab bars',
  ],
  [/\bpasamanos\b/, 'handrail'],
  [
    /\b(ventilador|abanico)(es|s)? de(l)? (techo|ceiling)\b/,
    (_m: string, _w?: string, many?: string) => (many ? 'ceiling fans' : 'ceiling fan'),
  ],
  [/\b(manija|palanca|cadenita) del (excusado|escusado|inodoro|baño|bano|tanque)\b/, 'toilet handle'],
  [/\bllave de afuera( del (jard[íi]n|patio|yarda))?\b|\bllave del (jard[íi]n|patio)\b/, 'outdoor spigot'],
  [/\bllave (del|de la) (lavabo|fregadero|regadera|tina|cocina|baño|bano|agua)\b/, 'faucet of the $2'],
  // "la perilla de la estufa": a stove's or a washer's knob is the appliance's
  [
    /\b(perillas?|manijas?) (de la|del|de el|al|a la) (estufa|horno|lavadora|secadora|lavaplatos|lavatrastes)\b/,
    'knob on the $3',
  ],
  // "un termostato de los antiguos de perilla": a dial
  [/\bde perilla\b/, 'with a dial'],
  // "la hornilla de atrás no quiso prender y ya le moví a la perilla": the knob of the stove just named
  [/(?<=\b(estufa|hornillas?|horno|quemador(es)?|comal)\b[^.]{0,80})\bperillas?\b/, 'stove knob'],
  [/\b(manija|perilla)\b/, 'door knob'],
  [/\b(se hinchó|se hincho|hinchada|hinchado)\b/, 'swelled'],
  [/\bla puerta\b([^.]{0,30})\bno cierra\b/, "the door won't close$1"],
  [/\b(lavadora|m[áa]quina) de (trastes|platos)\b/, 'dishwasher'],
  [/\b(trippe[óo]|tripe[óo]|se trippea|se tripea|trippear|tripear)\b/, 'tripped'],
  [/\bse (fue|va) la (luz|corriente)\b|\bno hay (luz|corriente)\b/, 'power is out in'],
  [/\bno (tenemos|tengo|hay|sale) agua caliente\b/, 'no hot water'],
  [/\btriturador( de (la )?basura)?\b/, 'garbage disposal'],
  [/\b(hierba mala|maleza|matas|yerba)\b/, 'weeds'],
  [/\blimpi(en|ar) el patio\b/, 'yard cleanup'],
  [/\bport[óo]n\b/, 'gate'],
  [/\bbisagras?\b/, 'hinges'],
  [/\btele\b|\btelevisi[óo]n\b/, 'tv'],
  [/\bcolgar\b/, 'mount'],
  // "la llave de la tina no cierra bien": a faucet that will not shut off, not a door
  [/\b(llave|faucet|grifo|v[áa]lvula)\b([^.]{0,40}?)\bno cierra bien\b/, '$1$2 will not shut off'],
  [/\bse atora\b|\bno cierra bien\b/, 'door sticks'],
  [/\b(el )?marco (de la|del) (puerta|ventana)\b/, 'frame'],
  [/\bventanas\b/, 'windows'],
  [/\bventana\b/, 'window'],
  [/\bvidrio\b/, 'window glass'],
  [/\bazulejos?\b/, 'tiles'],
  [/\b(pegarlos|pegar|ponerles cemento|cemento)\b/, 'regrout'],
  [/\bfoco\b/, 'light bulb'],
  [/\b(no alcanzo|muy alto)\b/, "can't reach"],
  [/\bplomer[oa]\b|\bplomer[íi]a\b/, 'plumber'],
  [/\belectricista\b/, 'electrician'],
  [/\bpintor(a)?\b/, 'painter'],
  [/\bcarpinter[oa]\b|\bcarpinter[íi]a\b/, 'carpenter'],
  [/\bjardiner[oa]\b|\bjardiner[íi]a\b/, 'gardener'],
  [/\bmaestro de obras\b|\bmaestro\b/, 'handyman'],
  [/\b(calefacci[óo]n|calent[óo]n|calentoncito)\b/, 'heater'],
  [/\baire acondicionado\b|\bclima\b(?! de)/, 'air conditioning'],
  // "el termostato de la calefacción tiene la pantalla apagada y el calentador no enciende": the heater the thermostat
  // or the heating runs, not the water heater
  [/(?<=\b(termostato|thermostat|calefacci[óo]n)\b[^.]{0,80})\bcalentador\b(?! (de|del) agua)/, 'home heater'],
  // "el calentador de la casa": the house's heating, not its water heater
  [/\bcalentador (de|para) (la|mi|toda la|nuestra) casa\b/, 'home heater'],
  // "un calentador eléctrico", "un calentadorcito": a space heater plugged in, no water heater
  [/\b(un |el |mi )?(calentador(cito)? el[ée]ctrico|calentadorcito)\b/, 'a space heater'],
  // "el calentador del agua" is plainly the water heater (safety reads no cold house in it); a bare "el calentador" is
  // read as the water heater too, but may be the heating
  [/\b(el |mi |un |al )?calentador (de|del) agua\b/, 'the water heater'],
  // "el calentador hace un golpe al arrancar, pero calienta bien, la casa está a 70 grados": the heater of the house
  [
    /\b(el |mi |un )?calentador\b(?! (de|del) agua)(?=[^]{0,160}\b(la casa (est[áa]|se pone|queda) (a \d+ grados|fr[íi]a|helada)|the house is (at \d+ degrees|cold|freezing)|it's freezing inside|(la casa|the house)[^.]{0,20}\b\d+ (grados|degrees)|calienta (bien )?(la casa|los cuartos)|ductos|ventilas|rejillas|el filtro|termostato|thermostat)\b)/,
    'the home heater',
  ],
  [/\bcalentador\b|\bboiler\b|\bboilas?\b/, 'water heater'],
  // "el calentador de la casita ya no prende": whose heater goes without saying (and keeps it by what it does)
  [
    /\b(the home heater|water heater) (de|del) (la |el |mi |su )?(casa|casita|traila|tr[áa]iler|cuarto|sala|apartamento|depa)\b/,
    '$1',
  ],
  [/\b(fuga|gotea|goteando|gotera|liqueando|liquea|leakeando|lekeando|likeando)\b/, 'leaking'],
  [/\b(tapado|tapada|tapó|tapo)\b/, 'clogged'],
  [/\b(tubo|tubería|tuberia)\b/, 'pipe'],
  [/\b(inodoro|excusado|escusado|taza del baño)\b/, 'toilet'],
  [/\b(lavabo|fregadero|lavaplatos del fregadero)\b/, 'sink'],
  [/\bregadera\b/, 'shower'],
  [/\btina\b/, 'tub'],
  [/\bdrenaje\b/, 'drain'],
  // "ponga a mi hermana como contacto", "número de contacto": the person the pro calls, not an outlet
  [/\b(n[úu]mero|tel[ée]fono|cel(ular)?) de contacto\b/, 'contact number'],
  // ("el contacto" alone is the outlet: "el contacto está caliente")
  [/\b(como|la persona de) contacto\b/, 'as the contact'],
  [/\b(enchufe|contacto)s?\b/, 'outlet'],
  [/\bapagador(es)?\b/, 'switch'],
  [/\b(la )?pastilla\b|\bbreaker\b/, 'breaker'],
  [/\bse (bota|baja|bajó|bajo|botó|boto) (el )?(breaker|pastilla)\b/, 'the breaker trips'],
  [/\bse (botan|bajan|botaron|bajaron) (los )?(breakers|pastillas)\b/, 'the breakers trip'],
  [/\b(refri|refrigerador|nevera)\b/, 'fridge'],
  // (a laundromat's or a building's: "una de las lavadoras grandes", "atrás de las secadoras de monedas")
  [/\blavadoras\b/, 'washing machines'],
  [/\blavadora\b/, 'washing machine'],
  [/\bsecadora de (pelo|cabello)\b/, 'hair dryer'],
  [/\bsecadora\b/, 'dryer'],
  [/\bsecadoras (de|del|para el) (pelo|cabello)\b/, 'hair dryers'],
  [/\bsecadoras\b/, 'dryers'],
  // a store's or restaurant's walk-in cold room: refrigeration, the appliance pro's
  [
    /\b(la |una |el |un )?(c[áa]mara fr[íi]a|cuarto fr[íi]o|walk[- ]?in)( cooler| refri| refrigerador)?\b/,
    'the walk-in fridge',
  ],
  // "prendimos la estufa de leña anoche": a wood stove, not the kitchen's
  [/\bestufa de le[ñn]a\b|\bestufa de pellets?\b/, 'wood stove'],
  [/\bestufa\b|\bcocina de gas\b/, 'stove'],
  // "el chispero de una hornilla hace tic tic": the igniter of a burner
  [/\b(el )?chispero\b/, 'the igniter'],
  [/\b(una |la |las )?hornillas?\b/, 'a burner'],
  [/\bhorno\b/, 'oven'],
  // "la llave del lavatrastes", "el triturador del lavatrastos": the kitchen sink (lavatrastes is that in Mexico)
  [
    /\b(la )?(llave|llavecita|tubo|desag[üu]e|coladera) del (lavatrastes|lavatrastos|fregadero|tarja)\b/,
    'the kitchen faucet',
  ],
  [/\b(el )?triturador (del|de la) (lavatrastes|lavatrastos|fregadero|tarja)\b/, 'the garbage disposal'],
  // "el lavatrastes está tapado, el agua no baja": the kitchen sink, clogged (a dishwasher is seldom "tapado")
  [
    /\b(el )?lava ?trastes\b(?=[^.]{0,60}\b(tapad[oa]|tapando|se tapa|no baja|baja (bien |muy )?(despacio|despacito|lento)|no se va|estancad[oa]|destap\w*|coladera|trampa de grasa|drena (muy )?lento)\b)/,
    'the kitchen sink',
  ],
  [/\blavaplatos\b|\blavavajillas\b|\blava ?trastes\b/, 'dishwasher'],
  // the home's things as Watsonville and Live Oak name them
  [/\bchimenea de gas\b/, 'gas fireplace'],
  [/\bchimenea\b/, 'fireplace'],
  [/\bterraza( de madera)?\b/, 'deck'],
  [/\btablas?\b/, 'boards'],
  [/\blij(ar|arla|arlo|en|e)\b/, 'sand'],
  [/\b(carro|troca|coche|auto) el[ée]ctric[oa]\b/, 'electric car'],
  [/\bcargador\b/, 'charger'],
  [/\bcochera\b/, 'garage'],
  // "arregle el desnivel del terreno": the yard's slope, which a landscaper regrades
  [/\b(arregl\w* |nivel\w* |emparej\w* )?(el )?desnivel del (terreno|patio|jard[íi]n)\b/u, 'regrade the yard'],
  // "se acaba de reventar el tubo… está echando agua a chorro": a pipe that just burst, gushing
  [/\bse (acaba|acab[óo]) de (reventar|romper|quebrar)\b/u, 'just burst'],
  [
    /\b(echando|sacando|saliendo|sale|echa) (el )?(agua|water) a chorros?\b|\b(agua|water) a chorros?\b/u,
    'water gushing',
  ],
  // "agua negra, de caño": the sewer's water
  [/\b(agua|water)?,? de caño\b/u, ' sewer water'],
  [/\b(el |la )?terreno\b/, 'the yard'],
  // "quiero que cambien la madera del piso": the wood floor, a carpenter's
  [/\b(la )?(madera|wood) del piso\b|\b(el )?piso de (madera|wood)\b/u, 'the wood floor'],
  [/\bhierba seca\b|\bzacate seco\b/, 'dry weeds'],
  [/\bramas\b/, 'branches'],
  [/\bmicroondas\b/, 'microwave'],
  [/\b(pintar(?:lo|la|los|las)?|pintura)\b/, 'painting'],
  [/\btablaroca\b|\byeso\b/, 'drywall'],
  [/\b(puerta)s?\b/, 'door'],
  [/\b(repisa|repisas|estante|estantes)\b/, 'shelves'],
  [/\b(pasto|c[ée]sped|zacate)\b/, 'lawn'],
  [/\b(árbol|arbol|árboles|arboles)\b/, 'trees'],
  [/\bpodar\b/, 'prune'],
  [/\byarda\b|\bjard[íi]n\b/, 'yard'],
  [/\btejado\b|\btecho de (la casa|afuera)\b/, 'roof'],
  [/\b(techo)\b(?! (se|abombado))/, 'ceiling'],
  [/\b(plagas?|fumigaci[óo]n|fumigar|ratas?|ratones|cucarachas|termitas)\b/, 'pests'],
  [/\bno (sirve|sirven|funciona|funcionan|jala|jalan)\b/, 'not working'],
  [/\bno (prende|prenden|enciende|encienden|arranca)\b/, "won't start"],
  [
    /\b(se descompuso|está descompuesto|esta descompuesto|está descompuesta|esta descompuesta|se (nos |me |le )?da[ñn][óo]|se (nos |me |le )?averi[óo]|est[áa] da[ñn]ad[oa])\b/,
    'is broken',
  ],
  // corrections: "no es Watsonville, es Freedom", "es Cárdenas, no Cardona", "520, no 250"
  [/\bno es [^,.]{1,30}, (es|sino)\b/, 'it is'],
  // "…en watsonville, no perdón, ochocientos diez": a slip put right, as in English
  [/(?<=\S),? no,? (perd[óo]n|perdone|disculpe|me equivoqu[ée]),? (?=\S)/, ', i mean '],
  [/(?<=\S), no (?=\S)/, ', not '],
  // questions back
  [/\bcu[áa]nto (cuesta|cobran|me va a costar|sale)\b/, 'how much does it cost'],
  [/\b(es usted|eres) (una persona|un robot|una máquina|una maquina|real)\b/, 'are you a robot'],
  [/\bhablar con una persona\b|\bhablar con alguien\b/, 'talk to a person'],
  [/\bcubren\b|\bvan a\b(?= \w+\?)/, 'do you cover'],
  [/\bqu[ée] servicios\b|\bqu[ée] trabajos (hacen|hacen ustedes)\b/, 'what services do you'],
  [
    /\bcu[áa]ndo (vienen|pueden venir|va a venir)\b|\bqu[ée] tan (pronto|rápido|rapido)\b|\bcu[áa]nto (tiempo )?(tardan|se tardan)\b/,
    'how soon can someone come',
  ],
  [/\b(comparten|van a compartir|venden) mis datos\b/, 'is my information shared'],
  [/\bdejar (un )?mensaje\b/, 'leave a message'],
  [
    /\bno quiero (hacer esto|hacer todo esto|hablar|tratar) con (una |un )?(m[áa]quina|computadora|robot|grabaci[óo]n)\b/,
    "i don't want to do this with a computer",
  ],
  [
    /\b(me puede|me pueden|me podr[íi]a|que me) (llamar|llame|llamen|regrese la llamada|regresen la llamada) (alguien|una persona)\b|\b(alguien|una persona) (me puede|me pueda|que me) (llamar|llame)\b/,
    'can someone call me back',
  ],
  [/\bno (voy|vamos|va|van) a estar\b/, "won't be there"],
  [
    /\bhace (como |unos |unas )?(\d+) (meses|semanas|a[ñn]os)\b/,
    (_m: string, _about?: string, n?: string, unit?: string) =>
      `${n} ${unit === 'meses' ? 'months' : unit === 'semanas' ? 'weeks' : 'years'} ago`,
  ],
  [/\b(eso )?ya pas[óo]\b/, "that's over"],
  [/\b(negr[oa]s|manchad[oa]s) (del|de) humo\b/, 'smoke stains'],
  [/\b(era eso|eso era)( nom[áa]s| nada m[áa]s)?\b/, 'that was it'],
  // "mañana, tarde. o viernes, tarde": a day, then its part said alone
  [
    /\b(tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday),? (?:en la |por la |la )?(tarde|noche)\b/,
    (_m: string, day?: string, part?: string) => `${day} ${part === 'tarde' ? 'afternoon' : 'evening'}`,
  ],
  [/\b(aqu[íi] )?adentro\b/, 'inside'],
  // "sale aire frío por las rejillas": the air comes out of the vents
  [/\b(por|de) las rejillas\b/, 'through the vents'],
  // "ya se le está quitando, ya casi no huele a nada": a smell going away (not "ya no huele bien", someone whose nose
  // is going)
  [/\bya casi no huele( a nada\b|(?=\s*([.,;!?]|$)))/, 'the smell is mostly gone'],
  [/\bya no huele( a nada\b|(?=\s*([.,;!?]|$)))/, 'the smell is gone'],
  [/\bhuele(n)?( bien| muy| re)?( feo| fe[íi]simo| raro| fuerte)?,? (como )?a\b/, 'smells like'],
  // last: what the phrases above did not take ("un foco de la cocina está parpadeando")
  [/\b(est[áa] |se pone a |empez[óo] a )?parpade(a|an|ando|ar)\b/, 'flickering'],
  // "hay agua en el sótano y va subiendo": water the phrases above did not name
  [/\bagua\b/, 'water'],
  [
    /\b(del|de la|desde el|desde la|por el|por la)\b(?= (bathroom fan|ceiling fan|light|light fixture|vent|outlet|panel))/,
    'from the',
  ],
];

// A chat's shorthand, written out first ("dicen q hoy llega a 97 grados con esta ola d calor", "vengan x fa", "mñn a
// las 2pm o el vie"). A lone letter is expanded only between words, never in a spelling ("q u i e j") nor as a unit's
// letter ("apt d").
const NOT_SPELLING = String.raw`(?<!(?:^|\s)\p{L}\s)(?<!\b(?:apt|apartment|apartamento|unit|unidad|depa|departamento|letra|suite|ste|casa|espacio|space|la|el|con|y)\s)`;
const CHAT_SHORTHAND: [RegExp, string][] = [
  [new RegExp(String.raw`${NOT_SPELLING}\b[qk]\b(?=\s+\p{L}{2,})`, 'u'), 'que'],
  [new RegExp(String.raw`(?<=\p{L}{2,}\s)${NOT_SPELLING}\bd\b(?=\s+(?:\d|\p{L}{2,}))`, 'u'), 'de'],
  [/\b(x ?fa(v|vor)?|porfa|por fa|xfavor)\b/, 'por favor'],
  [/\b(xq|pq|porq|xk|pk)\b/, 'porque'],
  [/\b(tmb|tmbn|tbn|tb)\b/, 'también'],
  [/\bak[ií]\b/, 'aquí'],
  [/\b(mñn|mñna|mnn)\b/, 'mañana'],
  [/\b(mie|mier|mierc)\b/, 'miércoles'],
  [/\b(jue|juev)\b/, 'jueves'],
  [/\b(vie|vier)\b/, 'viernes'],
  [/\bsab\b/, 'sábado'],
  [/\bdom\b/, 'domingo'],
  [/\bntp\b/, 'no te preocupes'],
  [/\bbn\b/, 'bien'],
  [/\bsta\b/, 'está'],
  [/\bstoy\b/, 'estoy'],
];

/** A Spanish (or mixed) utterance in the English the rules read; English words pass through unchanged. */
export function fromSpanish(text: string): string {
  let t = text.toLowerCase().replace(/[¿¡]/g, ' ');
  for (const [pattern, spelledOut] of CHAT_SHORTHAND) t = replaceWords(t, pattern, spelledOut);
  t = spanishNumbers(t);
  for (const [pattern, english] of NUMBERS) t = replaceWords(t, pattern, english);
  for (const [pattern, english] of GLOSSARY) t = replaceWords(t, pattern, english);
  return t.replace(/\s+/g, ' ').trim();
}

// \b knows only ASCII letters, so "tapó" or "sí" would never end a word: the lists are written with \b for
// readability and read with a boundary that knows every alphabet
const UNICODE_BOUNDARY = '(?:(?<=[\\p{L}\\d])(?![\\p{L}\\d])|(?<![\\p{L}\\d])(?=[\\p{L}\\d]))';
// The boundary costs: a case-insensitive \p{L} takes V8 milliseconds to compile, and the lists hold hundreds of
// patterns (the first Spanish utterance took seconds). Each pattern is first tried without its boundaries, which
// compiles fast and can only match more: where that finds nothing the pattern cannot match, and is skipped. Not a
// pattern with a negative lookaround: a boundary taken out of one would make it match less.
const compiled = new Map<RegExp, { words: RegExp | undefined; loose: RegExp | undefined }>();
function replaceWords(text: string, pattern: RegExp, replacement: Replacement): string {
  let entry = compiled.get(pattern);
  if (!entry) {
    const negative = /\(\?<?!/.test(pattern.source);
    entry = { words: undefined, loose: negative ? undefined : new RegExp(pattern.source.replace(/\\b/g, ''), 'iu') };
    compiled.set(pattern, entry);
  }
  if (entry.loose && !entry.loose.test(text)) return text;
  entry.words ??= new RegExp(pattern.source.replace(/\\b/g, UNICODE_BOUNDARY), 'giu');
  return text.replace(entry.words, replacement as string);
}

const WEEKDAYS_ES: Record<string, string> = {
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
  Sunday: 'domingo',
};
const MONTHS_ES: Record<string, string> = {
  Jan: 'enero',
  Feb: 'febrero',
  Mar: 'marzo',
  Apr: 'abril',
  May: 'mayo',
  Jun: 'junio',
  Jul: 'julio',
  Aug: 'agosto',
  Sep: 'septiembre',
  Oct: 'octubre',
  Nov: 'noviembre',
  Dec: 'diciembre',
};
const hourEs = (h: string) =>
  h
    .replace(/ AM$/, ' de la mañana')
    .replace(/^12 PM$/, '12 del mediodía')
    .replace(/^([1-5]) PM$/, '$1 de la tarde')
    .replace(/^([6-9]|1[01]) PM$/, '$1 de la noche');

/** "Thursday, Mar 5, 8 AM - 12 PM" → "el jueves 5 de marzo, de 8 de la mañana a 12 del mediodía" */
const WINDOW =
  /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2})(?:, (\d{1,2} [AP]M) - (\d{1,2} [AP]M))?/g;
const windowEs = (_m: string, day: string, month: string, date: string, from?: string, to?: string) =>
  `el ${WEEKDAYS_ES[day]} ${date} de ${MONTHS_ES[month]}${from && to ? `, de ${hourEs(from)} a ${hourEs(to)}` : ''}`;

const TRADES_ES: [RegExp, string][] = [
  [/\ba plumber\b/g, 'un plomero'],
  [/\ban electrician\b/g, 'un electricista'],
  [/\ba handyman\b/g, 'un técnico de reparaciones'],
  [/\ba painting and drywall pro\b/g, 'un pintor'],
  [/\ba carpenter\b/g, 'un carpintero'],
  [/\ban HVAC technician\b/g, 'un técnico de calefacción y aire acondicionado'],
  [/\ba landscaper\b/g, 'un jardinero'],
  [/\ban appliance technician\b/g, 'un técnico de electrodomésticos'],
  [/\ba pro\b/g, 'un profesional'],
];

/**
 * The assistant's English sentences and their Spanish. A pattern's groups carry names, numbers and addresses over;
 * the read-back's trade names and time windows are said in Spanish too.
 */
// the trades Earl does not cover yet (knowledge-base.ts), as a Spanish-speaking caller names them
const UNCOVERED_TRADES_ES: Record<string, string> = {
  roofing: 'techos',
  'pest control (termites)': 'control de plagas, termitas',
  'pest control': 'control de plagas',
  'pool and spa service': 'albercas y jacuzzis',
  'window tinting': 'polarizado de ventanas',
  moving: 'mudanzas',
  'locksmith service': 'cerrajería',
  solar: 'paneles solares',
  'septic pumping': 'limpieza de fosa séptica',
  'chimney sweeping': 'limpieza de chimeneas',
  'house cleaning': 'limpieza de casas',
};

const CATALOGUE: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  // confirming the callback number with a texted code (verification.ts): every reply that asks says "código"
  [
    /To send your request to local pros, I need to confirm your number: I just texted a (\d)-digit code to (.+?)\. Please type the code here\./g,
    'Para mandar su solicitud a profesionales locales necesito confirmar su número: le acabo de enviar un código de $1 dígitos por mensaje de texto al $2. Por favor escriba el código aquí.',
  ],
  [
    /I just texted a new (\d)-digit code to (.+?)\. Please type the code here\./g,
    'Le acabo de enviar un código nuevo de $1 dígitos al $2. Por favor escriba el código aquí.',
  ],
  [
    /That code doesn't match\. Please type the (\d)-digit code from the text again, or say "send it again" for a new code\./g,
    'Ese código no coincide. Escriba otra vez el código de $1 dígitos del mensaje, o diga "envíelo de nuevo" para recibir un código nuevo.',
  ],
  [
    /That code has expired\. Say "send it again" and I'll text you a new code\./g,
    'Ese código ya venció. Diga "envíelo de nuevo" y le mando un código nuevo.',
  ],
  [
    /Please type the (\d)-digit code I texted to (.+?), or say "send it again" for a new code\./g,
    'Por favor escriba el código de $1 dígitos que le envié al $2, o diga "envíelo de nuevo" para recibir un código nuevo.',
  ],
  [
    /Thank you, your number is confirmed\. Your request is on its way to local pros, and the one who takes it will call you to confirm a time\./g,
    'Gracias, su número quedó confirmado. Su solicitud va en camino a profesionales locales, y el que la tome le llamará para confirmar la hora.',
  ],
  [
    /That code didn't match three times, so I couldn't confirm your number\./g,
    'El código no coincidió tres veces, así que no pude confirmar su número.',
  ],
  [/I can't send more codes to this number right now\./g, 'Por ahora no puedo enviar más códigos a este número.'],
  [
    /We've had several requests from this connection or for this number recently, so I can't text a code right now\./g,
    'Hemos recibido varias solicitudes desde esta conexión o para este número hace poco, así que por ahora no puedo enviarle un código.',
  ],
  [
    /Your request is saved, and our team will review it before it goes to providers\./g,
    'Su solicitud quedó guardada, y nuestro equipo la revisará antes de mandarla a los profesionales.',
  ],
  [/Thanks for contacting Earl!/g, '¡Gracias por comunicarse con Earl!'],
  [
    /Hi, you've reached Earl, Santa Cruz County's home-services assistant\. This call is recorded\. What's going on at your place today\?/g,
    'Hola, habla Earl, el asistente de reparaciones del hogar del condado de Santa Cruz. Esta llamada se graba. ¿Qué problema tiene en su casa?',
  ],
  [/This call has ended\. Thanks for calling Earl!/g, 'Esta llamada ya terminó. ¡Gracias por llamar a Earl!'],
  [
    /Thank you\. I have passed your message on, and someone from our team will call you back as soon as possible\. Goodbye!/g,
    'Gracias. Ya pasé su mensaje y alguien de nuestro equipo le va a llamar lo antes posible. ¡Hasta luego!',
  ],
  [/Great, I'm glad that did it!/g, '¡Qué bueno que se arregló!'],
  [/Great, I'm glad it's working again!/g, '¡Qué bueno que ya funciona!'],
  [/Okay\. Is it working now\?/g, 'Bueno. ¿Ya funciona?'],
  [/Hi, I'm here\. What's going on at your place today\?/g, 'Hola, aquí estoy. ¿Qué problema tiene en su casa?'],
  [
    /Good, I'm glad everyone is okay\. I'll send it as a regular request\./g,
    'Qué bueno que todos están bien. Lo mando como una solicitud normal.',
  ],
  [/Sure, take your time\./g, 'Claro, tómese su tiempo.'],
  [/Okay, let's get a pro out to you\./g, 'Bueno, vamos a mandarle un profesional.'],
  [
    /I understand\. I'm sorry we can't help outside Santa Cruz County\. Thanks for calling Earl, and take care!/g,
    'Entiendo. Lo siento, no podemos ayudar fuera del condado de Santa Cruz. Gracias por llamar a Earl, ¡cuídese!',
  ],
  [/No problem\./g, 'No hay problema.'],
  [
    /Sure\. Please tell me your message, with your name and number, and our team will call you back\./g,
    'Claro. Dígame su mensaje, con su nombre y su número, y nuestro equipo le va a llamar.',
  ],
  [
    /I'm sorry, Earl doesn't cover ([^:]+) yet: we connect you with plumbing, electrical, handyman, painting, carpentry, heating and cooling, landscaping and appliance pros\. I can take a message for our team, and they'll call you back\./g,
    (_m: string, trade: string) =>
      `Lo siento, Earl todavía no cubre ese servicio (${UNCOVERED_TRADES_ES[trade] ?? trade}): trabajamos con plomeros, electricistas, técnicos de reparaciones, pintores, carpinteros, técnicos de calefacción y aire acondicionado, jardineros y técnicos de electrodomésticos. Puedo tomarle un mensaje para nuestro equipo y le van a llamar.`,
  ],
  [/I'll keep everything as I have it\./g, 'Dejo todo como lo tengo.'],
  [/I'll put ([^.!]+) down as the contact\./g, 'Pongo a $1 como contacto.'],
  [/Thanks, ([^.!]+)\./g, 'Gracias, $1.'],
  [/Thanks, ([^.!]+)!/g, '¡Gracias, $1!'],
  [/Thanks!/g, '¡Gracias!'],
  [/That sounds like a job for ([^.]+)\./g, 'Parece un trabajo para $1.'],
  [
    /Just to check: I've put down ([^.]+)\. If you meant (\w+) instead, just tell me\./g,
    'Nada más para confirmar: anoté $1. Si quiso decir el $2, dígamelo.',
  ],
  [/That time has already passed\./g, 'Esa hora ya pasó.'],
  [
    /I have ([\d ]+) so far\. What are the rest of the digits\?/g,
    'Tengo $1 hasta ahora. ¿Cuáles son los demás números?',
  ],
  [/Is ([\d-]+) the best number to reach you\?/g, '¿El $1 es el mejor número para llamarle?'],
  [/What's the best callback number\?/g, '¿A qué número le podemos llamar?'],
  [
    /What number should the provider call, with the area code\?/g,
    '¿A qué número le llama el profesional, con el código de área?',
  ],
  [/What's the best number to call you back\?/g, '¿A qué número le regresamos la llamada?'],
  [/What number should our team call\?/g, '¿A qué número le llama nuestro equipo?'],
  [
    /No problem! If you ever need help at home, Earl is here\. Goodbye!/g,
    '¡No se preocupe! Si algún día necesita ayuda en casa, aquí estamos. ¡Hasta luego!',
  ],
  [/I have ([\d-]+)\. Is that right\?/g, 'Tengo el $1. ¿Es correcto?'],
  [/Let me put it another way\./g, 'Se lo pregunto de otra forma.'],
  [/Sorry, I didn't catch that\./g, 'Perdón, no le entendí.'],
  [/Sorry, I didn't hear anything\./g, 'Perdón, no escuché nada.'],
  [/Sorry, I didn't quite catch that\./g, 'Perdón, no le entendí bien.'],
  [/Sorry, let me try once more\./g, 'Perdón, se lo pregunto otra vez.'],
  [/Are you still there\?/g, '¿Sigue ahí?'],
  [/Can I get your name for our records\?/g, '¿Me da su nombre para nuestros registros?'],
  [/Can I get your name\?/g, '¿Me da su nombre, por favor?'],
  [/What's your name\?/g, '¿Cómo se llama?'],
  [
    /I've passed your message on, and someone from our team will call you back\. Goodbye!/g,
    'Ya pasé su mensaje y alguien de nuestro equipo le va a llamar. ¡Hasta luego!',
  ],
  [/What's going on at your place\?/g, '¿Qué problema tiene en su casa?'],
  [/What needs fixing\?/g, '¿Qué hay que arreglar?'],
  [
    /(What kind of pro do you need|Which trade is it): plumbing, electrical, handyman, painting, carpentry, heating and cooling, yard work or appliances\?/g,
    '¿Qué tipo de profesional necesita: plomería, electricidad, reparaciones, pintura, carpintería, calefacción y aire acondicionado, jardinería o electrodomésticos?',
  ],
  [/Did that solve it\?/g, '¿Se arregló?'],
  [/Did that fix the problem, yes or no\?/g, '¿Se arregló el problema, sí o no?'],
  [
    /I'm sorry, ([^,]+) is outside our service area: we only cover Santa Cruz County\. If the work is at another address in the county, tell me that address; otherwise I'll let you go\./g,
    'Lo siento, $1 está fuera de nuestra área: solo cubrimos el condado de Santa Cruz. Si el trabajo es en otra dirección dentro del condado, dígame esa dirección; si no, le dejo ir.',
  ],
  [
    /The Summit area is split between two counties\. Which community is the home in\?/g,
    'La zona de Summit está entre dos condados. ¿En qué comunidad está la casa?',
  ],
  [
    /What's the address where you need the work done\? Street and city, please\./g,
    '¿En qué dirección necesita el trabajo? Calle y ciudad, por favor.',
  ],
  [/What is the street address and city\?/g, '¿Cuál es la dirección y la ciudad?'],
  [/Which city or town is ([^?]+) in\?/g, '¿En qué ciudad está $1?'],
  [/Which city is that in\?/g, '¿En qué ciudad está?'],
  [/Got it: (.+?)\. What's a second time window, just in case\?/g, 'Muy bien: $1. ¿Me da otro horario, por si acaso?'],
  [/I've changed the address to (.+?)\.(?= |$)/g, 'Ya cambié la dirección a $1.'],
  [
    /When would you like someone to come out\? Please give me two time windows, like tomorrow morning or Saturday afternoon\./g,
    '¿Cuándo quiere que vengan? Deme dos horarios, por ejemplo mañana en la mañana o el sábado en la tarde.',
  ],
  [
    /Two time windows that work for you, like tomorrow morning or Monday after 3\?/g,
    '¿Dos horarios que le queden bien, por ejemplo mañana en la mañana o el lunes después de las 3?',
  ],
  [/So that's (.+?), or (.+?)\. Does that work\?/g, 'Entonces sería $1, o $2. ¿Le queda bien?'],
  [/Sure, what should I change\?/g, 'Claro, ¿qué le cambio?'],
  [/What should I change\?/g, '¿Qué le cambio?'],
  [
    /I have everything I need, so I'll send your request now\./g,
    'Ya tengo todo lo necesario, así que voy a mandar su solicitud.',
  ],
  [
    /I still can't hear you, so I'll let our team know you called\. Goodbye!/g,
    'Todavía no le escucho, así que le aviso a nuestro equipo que llamó. ¡Hasta luego!',
  ],
  [
    /I'm sorry, I'm having trouble understanding\. Let me take a message instead: please tell me in one sentence what you need and how to reach you, and someone from our team will call you back\./g,
    'Perdón, me está costando entenderle. Mejor le tomo un mensaje: dígame en una frase qué necesita y cómo comunicarnos con usted, y alguien de nuestro equipo le va a llamar.',
  ],
  [/You're all set\./g, 'Todo listo.'],
  [/Please stay safe in the meantime\./g, 'Mientras tanto, cuídese mucho.'],
  [
    /I've noted that the fix worked\. If it happens again, just call us back\./g,
    'Anoté que ya quedó arreglado. Si vuelve a pasar, llámenos otra vez.',
  ],
  [/Goodbye!/g, '¡Hasta luego!'],
  // the read-back
  [
    /Here's what I have: (.+?) needs (.+?)(?: at (.+?))?(?:, because .+?|: .+?| (?:to|for|with|about) .+?)?\.(?= Callback| Preferred| I have marked| A vetted| Your request goes| No vetted)/g,
    'Esto es lo que tengo: $1 necesita $2 en $3.',
  ],
  [/You need/g, 'Usted'],
  [/ en undefined\./g, '.'],
  [/Callback number ([\d-]+)\./g, 'Número para llamarle: $1.'],
  [/Preferred times: (.+?), or (.+?)\./g, 'Horarios: $1, o $2.'],
  [
    /I have marked this as urgent, so a pro is asked to come as soon as possible\./g,
    'Lo marqué como urgente, así que le pedimos a un profesional que venga lo antes posible.',
  ],
  [
    /Your request goes to 1 vetted local pro, who will confirm one of your two time windows shortly\./g,
    'Su solicitud le llega a 1 profesional local de confianza, que le va a confirmar uno de sus dos horarios pronto.',
  ],
  [
    /Your request goes to (\d+) vetted local pros, and the one who takes it will confirm one of your two time windows shortly\./g,
    'Su solicitud les llega a $1 profesionales locales de confianza, y el que la tome le va a confirmar uno de sus dos horarios pronto.',
  ],
  [
    /No vetted local pro takes this kind of job through Earl yet, so our team will find one and call you back to confirm a time\./g,
    'Todavía ningún profesional local de confianza toma este tipo de trabajo con Earl, así que nuestro equipo le va a buscar uno y le llamará para confirmar la hora.',
  ],
  [
    /A vetted local provider will confirm one of your two time windows shortly\./g,
    'Un profesional local de confianza le va a confirmar uno de sus dos horarios pronto.',
  ],
  [/Did I get everything right\?/g, '¿Está todo correcto?'],
  // re-asks with an example (questions.ts)
  [
    /Tell me in a few words what needs fixing, for example 'my kitchen sink is leaking'\./g,
    "Dígame en pocas palabras qué hay que arreglar, por ejemplo 'gotea el fregadero de la cocina'.",
  ],
  [
    /Which kind of pro do you need: plumbing, electrical, handyman, painting, carpentry, heating and cooling, yard work or appliances\?/g,
    '¿Qué tipo de profesional necesita: plomería, electricidad, reparaciones, pintura, carpintería, calefacción y aire acondicionado, jardinería o electrodomésticos?',
  ],
  [/Did that fix it\? Just 'yes' or 'no' is fine\./g, "¿Se arregló? Con 'sí' o 'no' basta."],
  [
    /Just your first and last name, for example 'Maria Lopez'\./g,
    "Nada más su nombre y apellido, por ejemplo 'María López'.",
  ],
  [/Just your first name is fine, for example 'Maria'\./g, "Con su nombre basta, por ejemplo 'María'."],
  [
    /Please say the ten digits of your number, for example 831 555 0142\./g,
    'Dígame los diez números de su teléfono, por ejemplo 831 555 0142.',
  ],
  [
    /Is that number right\? Say 'yes', or tell me the right one\./g,
    "¿Ese número es correcto? Diga 'sí', o dígame el correcto.",
  ],
  [
    /The street number and name, then the town, for example '214 Seabright Avenue, Santa Cruz'\./g,
    "El número y la calle, y luego la ciudad, por ejemplo '214 Seabright Avenue, Santa Cruz'.",
  ],
  [
    /Which town is that in, for example 'Aptos' or 'Watsonville'\?/g,
    "¿En qué ciudad está, por ejemplo 'Aptos' o 'Watsonville'?",
  ],
  [
    /Which town or community is the home in, for example 'Boulder Creek' or 'Los Gatos'\?/g,
    "¿En qué ciudad o comunidad está la casa, por ejemplo 'Boulder Creek' o 'Los Gatos'?",
  ],
  [
    /Two times that suit you, for example 'tomorrow morning' or 'Friday after 3'\./g,
    "Dos horarios que le queden bien, por ejemplo 'mañana en la mañana' o 'el viernes después de las 3'.",
  ],
  [
    /Do those two times work\? Say 'yes', or give me other times\./g,
    "¿Le quedan bien esos dos horarios? Diga 'sí', o deme otros.",
  ],
  [
    /Which should I change: your name, the number, the address, the times or the problem\?/g,
    '¿Qué le cambio: su nombre, el número, la dirección, los horarios o el problema?',
  ],
  [
    /Is everything right\? Say 'yes', or tell me what to change\./g,
    "¿Está todo bien? Diga 'sí', o dígame qué cambiar.",
  ],
  // answers to questions (questions.ts)
  [
    /Calling Earl is free\. The pro who takes the job gives you a price before any work starts\./g,
    'Llamar a Earl es gratis. El profesional que tome el trabajo le da un precio antes de empezar.',
  ],
  [
    /I'm Earl, an AI assistant\. I take down your request and pass it to a vetted local pro, who calls you back\./g,
    'Soy Earl, un asistente de inteligencia artificial. Anoto su solicitud y se la paso a un profesional local de confianza, que le regresa la llamada.',
  ],
  [
    /A real person will call you back: the local pro who takes your job\. I can't transfer calls, but I can take a message for our team if you'd rather; just say 'leave a message'\./g,
    "Una persona le va a llamar: el profesional local que tome su trabajo. No puedo transferir llamadas, pero si prefiere le tomo un mensaje para nuestro equipo; nada más diga 'dejar un mensaje'.",
  ],
  [
    /Earl answers day and night, every day\. The pros set their own hours and confirm one of your time windows\./g,
    'Earl contesta de día y de noche, todos los días. Los profesionales ponen su propio horario y le confirman uno de sus horarios.',
  ],
  [
    /Earl covers all of Santa Cruz County: Santa Cruz, Watsonville, Scotts Valley, Capitola, Aptos, Soquel, the San Lorenzo Valley and the towns in between\./g,
    'Earl cubre todo el condado de Santa Cruz: Santa Cruz, Watsonville, Scotts Valley, Capitola, Aptos, Soquel, el valle de San Lorenzo y los pueblos de en medio.',
  ],
  [
    /Earl covers plumbing, electrical, handyman work, painting and drywall, carpentry, heating and cooling, landscaping and yard work, and appliance installation and repair\./g,
    'Earl cubre plomería, electricidad, reparaciones generales, pintura y tablaroca, carpintería, calefacción y aire acondicionado, jardinería, e instalación y reparación de electrodomésticos.',
  ],
  [
    /Your request goes to vetted local pros as soon as we finish, and the one who takes it calls you to confirm a time\. Urgent requests go out first\./g,
    'Su solicitud les llega a profesionales locales de confianza en cuanto terminemos, y el que la tome le llama para confirmar la hora. Las urgentes salen primero.',
  ],
  [
    /Your details go only to the pro who takes your job, so they can reach you\. We don't sell them\./g,
    'Sus datos solo se los damos al profesional que tome su trabajo, para que le pueda llamar. No los vendemos.',
  ],
  [/Sí, hablo español\./g, 'Sí, hablo español.'],
];

/** Safety instructions and safe fixes of the knowledge base, said in Spanish (whole texts, kept beside the English). */
const SPANISH_TEXTS = new Map<string, string>([
  ...HAZARDS.map((h): [string, string] => [h.instructions, h.instructionsEs]),
  ...TIPS.map((t): [string, string] => [t.advice, t.adviceEs]),
]);

/** The assistant's reply said in Spanish. */
export function toSpanish(reply: string): string {
  let t = reply;
  for (const [english, spanish] of SPANISH_TEXTS) t = t.split(english).join(spanish);
  for (const [pattern, spanish] of CATALOGUE)
    t = typeof spanish === 'string' ? t.replace(pattern, spanish) : t.replace(pattern, spanish);
  for (const [pattern, spanish] of TRADES_ES) t = t.replace(pattern, spanish);
  return t
    .replace(WINDOW, windowEs)
    .replace(/\bAs soon as possible \(urgent\)/g, 'lo antes posible (urgente)')
    .replace(/\bAs soon as possible\b/g, 'lo antes posible');
}
