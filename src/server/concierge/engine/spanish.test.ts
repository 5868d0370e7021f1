import { describe, expect, it } from 'vitest';
import {
  areaIn,
  categoryIn,
  fixVerdict,
  isNo,
  isYes,
  nameIn,
  phoneIn,
  streetIn,
  TROUBLE_STOPPED,
  uncoveredTradeIn,
} from './extract';
import { hazardsIn, type HazardKind } from './hazards';
import { fromSpanish, languageAskedFor, looksSpanish, toSpanish } from './spanish';
import { callRecordOf, converse, startConversation } from './engine';
import { parseTimeWindows } from './time-windows';

const NOW = new Date('2026-03-04T18:00:00Z'); // Wednesday, Mar 4, 10 AM in California
const read = (spanish: string) => fromSpanish(spanish);
const labels = (spanish: string) => parseTimeWindows(read(spanish), NOW).windows.map((w) => w.label);

const SPANISH_HAZARDOUS: [string, HazardKind][] = [
  // batch 26 (safety, round four), in other words
  ['el techo del baño está panzón como bolsa y el plafón tiene agua', 'water-electrical'],
  ['el agua del boiler ya está llegando a donde está la regleta', 'water-electrical'],
  ['la taza está regresando el agua, agua sucia y hedionda', 'sewage'],
  ['se regresó por la tina un agua chocolatosa con pedacitos de papel del baño', 'sewage'],
  ['mi vecino tiene como 91 años y su casa está helada, el calentón no prende', 'no-heat-vulnerable'],
  // batch 24 (safety, round three), in other words
  ['la cocina huele como a ajo echado a perder desde que prendí el horno', 'gas'],
  ['junto al contador se oye un soplidito y huele a azufre', 'gas'],
  ['el detector que no es el de humo pita 4 veces y se calla, y me punza la cabeza', 'carbon-monoxide'],
  ['desde que prendimos el calentón los niños están aturdidos y nomás quieren dormir', 'carbon-monoxide'],
  ['el apagador de la sala está tibio y hace un zumbido', 'electrical-fire'],
  ['el agua no para de salir y el baño ya parece alberca', 'flooding'],
  ['el agua de la coladera se metió a la casa, trae papel de baño', 'sewage'],
  // batch 23, in other words
  ['el medidor hace shhh y huele a huevo podrido', 'gas'],
  ['el aparatito del pasillo pita y pita y marca 120, tenemos prendido el calentón', 'carbon-monoxide'],
  ['sube agua negra por la coladera de la tina y huele a caño', 'sewage'],
  ['sale agua del detector de humo de la sala', 'water-electrical'],
  // batch 22, in other words
  ['la alarma del pasillo no para de pitar y dice co, ya le cambiamos la pila', 'carbon-monoxide'],
  ['hay como tres dedos de agua en toda la sala y ya llegó hasta el comedor', 'flooding'],
  ['el agua llegó hasta donde están los contactos del baño', 'water-electrical'],
  // batch 20, in other words
  ['al lado del contador hay un tufo a gas y se oye un siseo', 'gas'],
  ['la caja de breakers está calientísima y huele a plástico quemado', 'electrical-fire'],
  // batch 19, in other words
  ['huele como cuando dejas la hornilla abierta sin prender', 'gas'],
  ['el agua está brincando del tubo de abajo del fregadero y ya llegó a la sala', 'flooding'],
  ['mi abuelo tiene ochenta y un años y el calentón no prende desde ayer', 'no-heat-vulnerable'],
  ['el aire no tira nada de frío y mi abuelita está enferma', 'no-cooling-vulnerable'],
  // the phone line's Spanish: no accents, indirect
  ['huele como cuando uno deja la perilla abierta, pero ya revise y estan cerradas', 'gas'],
  ['la caja de breakers hace un ruido como de abejas y le puse la mano y esta caliente', 'electrical-fire'],
  ['cuando jalan la cadena se sube el agua por la tina, agua negra', 'sewage'],
  ['no prende la calefaccion y hace mucho frio, y tengo un niño de dos meses de nacido', 'no-heat-vulnerable'],
  ['el aire ya no echa aire frio y mi abuelo usa oxigeno, hay ola de calor', 'no-cooling-vulnerable'],
  ['se regresa el agua del excusado y sale por la tina, huele horrible', 'sewage'],
  ['está cayendo agua del techo, por la lámpara del pasillo', 'water-electrical'],
  ['gotea por donde está el foco de la sala', 'water-electrical'],
  ['el aire del departamento ya no sirve y mi abuelo tiene asma, hace un calor horrible', 'no-cooling-vulnerable'],
  ['la tina esta regresando agua sucia cada que alguien usa el baño', 'sewage'],
  ['el aire dejo de enfriar y mi mama ya esta grande, adentro hace un calor horrible', 'no-cooling-vulnerable'],
  ['huele a gas en la cocina', 'gas'],
  ['huele como a huevo podrido', 'gas'],
  ['huele como a huevos echados a perder junto a la estufa', 'gas'],
  ['junto al medidor del gas se oye un siseo, y huele feísimo, como a zorrillo', 'gas'],
  ['el suiche de la luz saca unas chispitas cuando lo subo', 'electrical-fire'],
  [
    'el aire acondicionado dejó de enfriar, nomás echa aire caliente, la casa está en 98 grados adentro y tengo un bebé de cuatro meses',
    'no-cooling-vulnerable',
  ],
  ['sale humo del enchufe', 'electrical-fire'],
  ['se está inundando la cocina', 'flooding'],
  ['se reventó un tubo en el baño', 'flooding'],
  ['la alarma de monóxido está sonando y nos duele la cabeza', 'carbon-monoxide'],
  ['se está regresando el drenaje con aguas negras', 'sewage'],
  ['hay agua saliendo del techo cerca de la luz', 'water-electrical'],
  ['se fue la calefacción y mi mamá tiene 90 años', 'no-heat-vulnerable'],
  ['se está metiendo el agua del drenaje a la casa por la regadera', 'sewage'],
  ['el aire no sirve y mi papá es diabético y tiene 85 años', 'no-cooling-vulnerable'],
  ['sale agua del techo y el foco parpadea', 'water-electrical'],
  ['se me inundó el sótano', 'flooding'],
  ['la estufa está haciendo un ruido como si saliera aire y huele raro', 'gas'],
  ['se quemó el enchufe y está negro', 'electrical-fire'],
  ['sale agua de la pared donde está el enchufe', 'water-electrical'],
  ['está saliendo agua debajo del fregadero y no para', 'flooding'],
  ['la regadera se llena de agua del drenaje cuando le jalo al baño', 'sewage'],
  ['no tenemos calefacción y tengo un bebé de tres meses', 'no-heat-vulnerable'],
  ['hace mucho frío en la casa y mi abuelita está enferma', 'no-heat-vulnerable'],
  ['la alarma está sonando y todos nos sentimos mareados', 'carbon-monoxide'],
  ['el detector de monóxido de carbono no deja de pitar', 'carbon-monoxide'],
  // a sign split by a comma, its verb apart from its thing
  ['la tubería debajo del lavabo, se reventó', 'flooding'],
  ['el panel eléctrico, le está cayendo agua', 'water-electrical'],
  ['la extensión, se derritió', 'electrical-fire'],
  ['el escusado se tapó, y ahora hay aguas negras en el piso', 'sewage'],
  ['el calentador, no prende, y tengo un bebé de dos meses', 'no-heat-vulnerable'],
  [
    'no sirve el calenton desde anoche, no hay calefaccion. y tengo mi bebe de un mes, esta helando',
    'no-heat-vulnerable',
  ],
  ['la alarma esa de monoxido esta sonando. y a mi esposo le duele mucho la cabeza', 'carbon-monoxide'],
  ['el excusado no para de tirar agua, y ya se esta metiendo al cuarto', 'flooding'],
  ['esta saliendo agua negra x la coladera de la regadera y huele horrible a drenaje', 'sewage'],
  ['está sonando la alarma de monóxido, la que está junto al calentón, no es la de humo', 'carbon-monoxide'],
  ['el medidor del gas esta haciendo un ruido como shhh como que se sale el aire y huele feo feo por ahi', 'gas'],
  [
    'el calenton de la traila no prende desde anoche, tengo una bebita de tres semanas, la traila esta helada',
    'no-heat-vulnerable',
  ],
  // batch 30, en otras palabras
  ['se acaba de reventar la manguera de la lavadora y está echando agua a chorro', 'flooding'],
  ['está saliendo agua negra, de caño, por la coladera de la regadera', 'sewage'],
  // batch 28 (seguridad, quinta ronda), en otras palabras
  ['bajé al sótano y hay como tres pulgadas de agua en el piso y sigue subiendo', 'flooding'],
];
const SPANISH_HARMLESS = [
  'la casa ya tiene como 90 años y el calentón no prende, somos puros adultos',
  // batch 26 (safety, round four), in other words
  'huele a huevo podrido porque se me echaron a perder los huevos en el refri que no enfría',
  'los de la compañía están cortando cables en el poste y salen chispas, eso es de ellos',
  'el año pasado se quemó un contacto, ya lo arreglaron, todo bien desde entonces, quiero otro contacto',
  'se le quemaron las tortillas a mi hija y huele a quemado, la campana no jala',
  'mi papá tiene 88 años, el aire no funciona pero ahorita no hace falta, está fresco, antes del verano',
  // batch 24 (safety, round three), in other words
  'cuando esmerilo en el taller salen chispas, es normal, quiero otro contacto',
  'con la marea baja huele a huevo podrido por las algas, quiero pintar la reja',
  'quiero que me pongan de humo en los cuartos, no ha pasado nada',
  'mi niña está enferma y la casa está calientita, pero el calentador del agua no calienta',
  'cuando frío tocino se llena de humo la cocina, es nomás el humo de la comida',
  'huele a drenaje en el baño de vez en cuando, pero el agua se va bien',
  'el enchufe de la recámara está flojo, pero no calienta ni chispea',
  'la lavadora no desagua, se quedan como dos dedos de agua adentro',
  'el detector de co está viejo, no suena y nadie se siente mal, y quiero que revisen los de humo',
  'estoy que echo chispas del coraje, el pintor no vino otra vez',
  'me inundaron de mensajes de la tienda, nomás quiero que me armen el mueble',
  'estoy inundada de trabajo, ocupo que alguien me pinte la cerca',
  'el detector de humo está chillando, no hay humo, nomás es la pila',
  'nomas el agua caliente huele a huevo podrido cuando abro la regadera, la fria no',
  'huele a quemado pero se me quemaron los frijoles, ya abri las ventanas',
  'el detector pita porque ya no tiene pila, nada más eso',
  'huele a huevo podrido en el baño, pero vino PG&E y me dijo que no es gas, que es el drenaje',
  'el detector de humo pita, creo que es la pila',
  'se fue la calefacción pero ya tenemos un calentador eléctrico',
  'la alarma de humo no deja de pitar, creo que es la pila',
  'hace mucho frío en la casa, necesito revisar la calefacción',
  'quiero instalar una estufa de gas nueva',
  'el piso del baño está mojado porque los niños se bañaron',
  'se me derritió el hielo del congelador, creo que no enfría',
  'la alarma de humo está sonando, creo que es la pila',
  'la alarma del cuarto pita cada rato, es la pila, no hay humo ni huele a nada',
  // batch 30 (seguridad, sexta ronda), en otras palabras
  'no olió a quemado ni salió ninguna chispa, nomás se apagó la luz del baño',
  'la tina drena lento, pero no hay agua sucia ni mal olor',
  'mi suegra dice que huele a gas, pero vino PG&E y dijeron que no hay ninguna fuga',
  'hace dos años se nos quemó un sartén y las paredes quedaron negras de hollín, quiero pintar',
  'el humo de la chimenea del vecino se mete por las ventanas, quiero que las sellen',
  'mi hijo es soldador y le saltan chispas en el trabajo, quiere un enchufe de 240 en el garage',
  'no hay ningún fuego, es pura prevención, quiero que limpien la maleza',
  // batch 28 (seguridad, quinta ronda), en otras palabras
  'nomás el agua caliente de la regadera huele a huevo podrido, el aire de la casa no huele a nada',
  'se derramó la salsa en el horno y salió humo, pero ya lo limpié y ya no sale humo, el horno no calienta',
  'hace dos años se quemó un enchufe en la cocina, vino el electricista, lo arregló y desde entonces todo bien',
  'a mi cuñada se le reventó la manguera de la lavadora y se le inundó la cocina, en mi casa no pasa nada',
  'en noviembre se tapó el drenaje y salió agua negra, ya lo destaparon y ya está todo bien',
];

describe('hearing Spanish', () => {
  it('tells Spanish from English in one short sentence, and hears a request for either', () => {
    expect(looksSpanish('hola, se me tapó el fregadero')).toBe(true);
    expect(looksSpanish('necesito un plomero por favor')).toBe(true);
    expect(looksSpanish('my kitchen sink is leaking')).toBe(false);
    expect(looksSpanish('hi, the sink is tapado')).toBe(false);
    expect(languageAskedFor('¿habla español?')).toBe('es');
    expect(languageAskedFor('in English please')).toBe('en');
    expect(languageAskedFor('my sink is leaking')).toBeUndefined();
    expect(languageAskedFor('le hablo por mis papas, ellos no hablan ingles')).toBeUndefined();
  });

  it('reads yes, no and the verdict on a fix', () => {
    expect(isYes(read('sí'))).toBe(true);
    expect(isYes(read('claro que sí'))).toBe(true);
    expect(isYes(read('así es'))).toBe(true);
    expect(isNo(read('no, es el 0143'))).toBe(true);
  });

  it('reads numbers said in Spanish', () => {
    expect(phoneIn(read('ocho tres uno, cinco cinco cinco, cero uno cuatro dos')).phone).toBe('+18315550142');
    expect(phoneIn(read('ocho tres uno, doble cinco cinco, cero uno cuatro dos')).phone).toBe('+18315550142');
    expect(phoneIn(read('es el 831 555 0177')).phone).toBe('+18315550177');
    expect(phoneIn(read('ocho... tres... uno... cinco cinco cinco... cero, uno, dos, tres')).phone).toBe(
      '+18315550123',
    );
  });

  it('reads names, addresses and trades', () => {
    expect(nameIn(read('me llamo José Cárdenas'), false)).toBe('José Cárdenas');
    expect(nameIn(read('mi nombre es Ana de la Torre'), false)).toBe('Ana de la Torre');
    expect(streetIn(read('calle Main 250, Watsonville'), true)).toBe('250 Main St');
    expect(streetIn(read('vivo en la calle Lincoln 315 apartamento 4B en Watsonville'), true)).toBe(
      '315 Lincoln St Apt 4B',
    );
    expect(categoryIn(read('la lavadora no prende'))?.category).toBe('Appliance Installation & Repair');
    expect(categoryIn(read('necesito un electricista'))?.category).toBe('Electrical');
    expect(categoryIn(read('hay que pintar la sala'))?.category).toBe('Painting & Drywall');
    expect(categoryIn(read('el calentón no prende'))?.category).toBe('Heating & Cooling (HVAC)');
  });

  it('reads times', () => {
    const labels = (spanish: string) => parseTimeWindows(read(spanish), NOW).windows.map((w) => w.label);
    expect(labels('mañana en la mañana o el viernes en la tarde')).toEqual([
      'Thursday, Mar 5, 8 AM - 12 PM',
      'Friday, Mar 6, 12 PM - 5 PM',
    ]);
    expect(labels('el sábado por la mañana')).toEqual(['Saturday, Mar 7, 8 AM - 12 PM']);
    expect(labels('el viernes después de las 3')).toEqual(['Friday, Mar 6, 3 PM - 6 PM']);
    expect(labels('lo antes posible')).toEqual(['As soon as possible']);
    expect(labels('pasado mañana')).toEqual(['Friday, Mar 6, 8 AM - 5 PM']);
    expect(labels('este fin de semana')).toEqual(['Saturday, Mar 7, 8 AM - 5 PM', 'Sunday, Mar 8, 8 AM - 5 PM']);
    expect(labels('el jueves temprano o el viernes a primera hora')).toEqual([
      'Thursday, Mar 5, 8 AM - 10 AM',
      'Friday, Mar 6, 8 AM - 10 AM',
    ]);
    expect(labels('el lunes después del trabajo')).toEqual(['Monday, Mar 9, 5 PM - 8 PM']);
    expect(labels('el martes al mediodía')).toEqual(['Tuesday, Mar 10, 11 AM - 1 PM']);
    expect(labels('el jueves que viene en la tarde')).toEqual(['Thursday, Mar 12, 12 PM - 5 PM']);
    expect(labels('el viernes entre la 1 y las 4')).toEqual(['Friday, Mar 6, 1 PM - 4 PM']);
  });

  it("hears that a fix did not work even after a 'sí'", () => {
    expect(fixVerdict(read('sí, ya lo subí y se vuelve a botar'))).toBe('unsolved');
    expect(fixVerdict(read('ya revisé el enchufe y está bien, y nada'))).toBe('unsolved');
    expect(fixVerdict(read('no se arregló'))).toBe('unsolved');
    expect(fixVerdict(read('ah sí, ya regresó la luz, gracias'))).toBe('solved');
    expect(fixVerdict(read('ya prendió, muchas gracias'))).toBe('solved');
  });

  it('reads names after a title or a relation, and keeps names that are also words', () => {
    expect(nameIn(read('soy su nieta, Ana Lucía Beltrán'), true)).toBe('Ana Lucía Beltrán');
    expect(nameIn(read('soy la señora Paredes, Elena Paredes'), true)).toBe('Elena Paredes');
    expect(nameIn(read('nomás Chuy'), true)).toBe('Chuy');
    expect(nameIn(read('Marco Antonio Solís'), true)).toBe('Marco Antonio Solís');
    expect(nameIn(read('me llamo José Luis Hernández-Ortiz'), false)).toBe('José Luis Hernández-Ortiz');
  });

  it('reads units, numbered avenues, a house number said last and streets named in Spanish', () => {
    expect(streetIn(read('1200 Freedom Boulevard, apartamento 12B, Watsonville'), true)).toBe(
      '1200 Freedom Blvd Apt 12B',
    );
    expect(streetIn(read('ochenta Front Street, unidad 5, Santa Cruz'), true)).toBe('80 Front St Unit 5');
    expect(streetIn(read('dos mil de la avenida treinta, Live Oak'), true)).toBe('2000 30th Ave');
    expect(streetIn(read('en la calle Sudden, en Watsonville, el número es el trescientos'), true)).toBe(
      '300 Sudden St',
    );
    expect(streetIn(read('cuarenta calle Roble, Watsonville'), true)).toBe('40 Calle Roble');
    expect(streetIn(read('es el doce de Green Valley Road'), true)).toBe('12 Green Valley Rd');
    // an English street's name said before its number, and "el 230 de la Seabright Avenue"
    expect(streetIn(read('es en la Freedom Boulevard número dos mil cien, en Freedom'), true)).toBe(
      '2100 Freedom Blvd',
    );
    expect(streetIn(read('en la Rio del Mar Boulevard trescientos treinta, Aptos'), true)).toBe('330 Rio Del Mar Blvd');
    expect(streetIn(read('vivo en el 230 de la Seabright Avenue en Santa Cruz'), true)).toBe('230 Seabright Ave');
    expect(streetIn(read('la casa está en la calle Ford, la quinientos quince, en Watsonville'), true)).toBe(
      '515 Ford St',
    );
    // a unit after the house number, and a ZIP code, stay where they are
    expect(streetIn(read('500 Rio Del Mar Blvd 12, Rio del Mar'), true)).toBe('500 Rio Del Mar Blvd');
    expect(streetIn(read('en la Bay Avenue 95010'), true)).toBeUndefined();
    // house numbers in pieces, "de la" before an English street, a pause before "avenida 17", a trailer's space
    expect(streetIn(read('cuatro dieciocho calle sudden, en watsonville'), true)).toBe('418 Sudden St');
    expect(streetIn(read('nueve cero dos valencia road, aptos'), true)).toBe('902 Valencia Rd');
    expect(streetIn(read('noventa y ocho de la chanticleer avenue, en live oak'), true)).toBe('98 Chanticleer Ave');
    expect(streetIn(read('dos mil ciento cincuenta, avenida diecisiete, apartamento seis'), true)).toBe(
      '2150 17th Ave Apt 6',
    );
    expect(streetIn(read('dos mil seiscientos freedom boulevard, espacio doce, freedom'), true)).toBe(
      '2600 Freedom Blvd Space 12',
    );
    expect(
      streetIn(
        read('tres mil trescientos veinte portola drive... no, perdon, tres mil trescientos dos, portola drive'),
        true,
      ),
    ).toBe('3302 Portola Dr');
    expect(phoneIn(read('ocho tres uno, cinco cinco cinco, o uno siete o')).phone).toBe('+18315550170');
    expect(read('a las cinco o a las seis')).toBe('at 5 or at 6');
    expect(read('el lunes de una a cuatro')).toBe('monday between 1 and 4');
    expect(streetIn(read('es el doce cuarenta de Calabasas road en Freedom'), true)).toBe('1240 Calabasas Rd');
    expect(phoneIn(read('mi numero es ocho tres uno cinco cinco cinco cero uno cuatro nueve, o sea')).phone).toBe(
      '+18315550149',
    );
    expect(languageAskedFor('yo le hablo porque ella casi no habla ingles')).toBeUndefined();
    expect(nameIn(read('soy Marcelino Hernández le hablo de Watsonville'), false)).toBe('Marcelino Hernández');
    expect(streetIn(read('trece mil cuatrocientos highway nueve, boulder creek'), true)).toBe('13400 Hwy 9');
    expect(streetIn(read('es en soquel, en la porter street, el número cuatrocientos cuarenta'), true)).toBe(
      '440 Porter St',
    );
  });

  it('reads the county’s trades in Spanish and Spanglish', () => {
    expect(categoryIn(read('se rompió la manija del inodoro'))?.category).toBe('Plumbing');
    expect(categoryIn(read('la llave de afuera del jardín está liqueando'))?.category).toBe('Plumbing');
    expect(categoryIn(read('la máquina de trastes no lava bien'))?.category).toBe('Appliance Installation & Repair');
    expect(categoryIn(read('el breaker se trippeó y se fue la luz'))?.category).toBe('Electrical');
    expect(uncoveredTradeIn(read('se cayeron unas tejas y hay que arreglar el techo de la casa'))).toBe('roofing');
    expect(hazardsIn(read('sale agua por la lámpara de la cocina'), '')).toContain('water-electrical');
  });

  // the emergencies named, then those told only by their signs (held out from the corpus, as in hazards.test.ts)
  it.each(SPANISH_HAZARDOUS)('recognises "%s" as %s', (spanish, kind) => {
    expect(hazardsIn(read(spanish), read(spanish))).toContain(kind);
  });

  it('reads a street named before its number, a last digit corrected, a mobile home and a request for someone else', () => {
    expect(read('en la calle Rodríguez, el 415, en Watsonville')).toContain('415 rodriguez Street');
    expect(read('cero cuatro seis tres... no, perdón, el último es siete')).toContain('the last digit is 7');
    expect(read('no, el último es siete. cero uno cinco siete')).not.toContain('the last digit');
    expect(read('ponga el nombre de ella: Carmen Salazar')).toBe('put it under her name: carmen salazar');
    expect(read('diecinueve cero dos Natividad Road')).toBe('1902 natividad road');
    expect(read('Clares Street, apartamento be, be de burro')).toBe('clares street apartment B');
    expect(read('en Watsonville, y el numero de la traila es el siete')).toBe('en watsonville, and trailer number 7');
    expect(read('mañana, tarde. o viernes, tarde')).toBe('tomorrow afternoon. or friday afternoon');
    expect(read('el sabado no voy a estar')).toContain("won't be there");
    expect(read('ella vive en el 62 de Union Street')).toBe('she lives at 62 union street');
    expect(
      categoryIn(read('el calentón gotea poquito. no hay contactos ni nada de luz cerca del agua'))?.category,
    ).toBe('Heating & Cooling (HVAC)');
  });

  it('reads a mixed sentence heard as English through the glossary too, for safety', () => {
    const { state } = startConversation({ now: NOW });
    const turn = converse(state, 'the heater no sirve and my baby is sick', { now: NOW });
    expect(turn.state.language ?? 'en').toBe('en');
    expect(turn.state.hazards).toEqual(['no-heat-vulnerable']);
    expect(converse(state, 'I need a plumber for the sink in the casa', { now: NOW }).state.hazards).toEqual([]);
  });

  it.each(SPANISH_HARMLESS)('keeps "%s" calm', (spanish) => {
    expect(hazardsIn(read(spanish), read(spanish))).toEqual([]);
  });
});

describe('speaking Spanish', () => {
  it('says the assistant’s sentences, time windows and trades in Spanish', () => {
    expect(toSpanish('Can I get your name?')).toBe('¿Me da su nombre, por favor?');
    expect(toSpanish("So that's Thursday, Mar 5, 8 AM - 12 PM, or Friday, Mar 6, 12 PM - 5 PM. Does that work?")).toBe(
      'Entonces sería el jueves 5 de marzo, de 8 de la mañana a 12 del mediodía, o el viernes 6 de marzo, de 12 del mediodía a 5 de la tarde. ¿Le queda bien?',
    );
    expect(toSpanish('That sounds like a job for a plumber.')).toBe('Parece un trabajo para un plomero.');
    expect(toSpanish("Got it: As soon as possible. What's a second time window, just in case?")).toBe(
      'Muy bien: lo antes posible. ¿Me da otro horario, por si acaso?',
    );
    expect(toSpanish('Sure, take your time.')).toBe('Claro, tómese su tiempo.');
  });

  it('reads the towns and street words as the recogniser writes a Spanish speaker, and "el camino X, número N"', () => {
    expect(read('vivo en el 45 de la Freedom Boulevard, en Fridom')).toContain('freedom');
    expect(read('es en Guatsonvil, por la Main')).toContain('watsonville');
    expect(read('trescientos de Beach Estrit')).toContain('beach street');
    expect(read('en el camino Pleasant Valley, el número ciento diez')).toContain('110 pleasant valley Road');
    expect(read('en el camino al mar 20')).not.toContain('Road');
    expect(read('ocho mil cien, carretera nueve, en Ben Lomond')).toContain('8100 highway 9');
    // the phone line: the street said first, its number after, English words as a Spanish speaker says them
    expect(streetIn(read('branciforte draiv el ciento veinte'), true)).toBe('120 Branciforte Dr');
    expect(streetIn(read('en la green valley rout el mil doscientos'), true)).toBe('1200 Green Valley Rd');
    expect(streetIn(read('en la hames el cuatrocientos'), true)).toBe('400 Hames Rd');
    expect(streetIn(read('lincoln, lincoln estrit, dos diez'), true)).toBe('210 Lincoln St');
    expect(areaIn(read('en laif ouk'), true)).toEqual({ kind: 'in', city: 'Live Oak' });
    expect(streetIn(read('granit crik rout el ochocientos'), true)).toBe('800 Granite Creek Rd');
    expect(streetIn(read('pleasant vali rout dos mil'), true)).toBe('2000 Pleasant Valley Rd');
    expect(streetIn(read('en la Bay Avenue 95010'), true)).toBeUndefined();
    // the time the caller works is no time to come
    expect(
      parseTimeWindows(read('entre semana en la tarde, porque en la mañana trabajo'), NOW).windows.map((w) => w.label),
    ).toEqual(['Wednesday, Mar 4, 12 PM - 5 PM', 'Thursday, Mar 5, 12 PM - 5 PM']);
  });

  it('reads days of the month said with a part of the day, grab bars, a light with a sensor and a hole in the wall', () => {
    expect(parseTimeWindows(read('el 9 en la tarde o el 11 en la mañana'), NOW).windows.map((w) => w.label)).toEqual([
      'Monday, Mar 9, 12 PM - 5 PM',
      'Wednesday, Mar 11, 8 AM - 12 PM',
    ]);
    expect(categoryIn(read('quiero unas barras de apoyo en la regadera'))?.category).toBe('Handyman');
    expect(categoryIn(read('que me instalen una lámpara con sensor en el garaje'))?.category).toBe('Electrical');
    expect(categoryIn(read('la pared de la sala tiene un agujero de un golpe'))?.category).toBe('Painting & Drywall');
    expect(nameIn(read('¿cómo dice?'), true)).toBeUndefined();
    expect(categoryIn(read('cuando prendo el microondas las luces de la sala bajan'))?.category).toBe('Electrical');
    expect(nameIn(read('pues rosa elena quiroz'), true)).toBe('Rosa Elena Quiroz');
  });

  it('reads the trades of "que me pintaran", "poner una lámpara afuera" and "el escusado"', () => {
    expect(categoryIn(read('quiero que me pintaran la cochera por fuera'))?.category).toBe('Painting & Drywall');
    expect(categoryIn(read('quiero instalar una lámpara en el patio'))?.category).toBe('Electrical');
    expect(categoryIn(read('el escusado no deja de correr'))?.category).toBe('Plumbing');
  });
});

describe('a whole call in Spanish', () => {
  const ENGLISH = /\b(the|your|you|what|please|thanks|sorry|number|address|goodbye|is that)\b/i;
  const talk = (lines: string[]) => {
    let turn = startConversation({ now: NOW, offerSpanish: true });
    const replies: string[] = [];
    for (const line of lines) {
      turn = converse(turn.state, line, { now: NOW });
      replies.push(turn.reply);
    }
    return { replies, record: callRecordOf(turn.state, NOW) };
  };

  it('answers in Spanish a caller who began in English and goes on in Spanish', () => {
    const { replies, record } = talk([
      'hi, my bathroom sink is tapado',
      'sí, ya le eché agua caliente y sigue igual de tapado',
    ]);
    expect(replies[0]).toMatch(/That sounds like a job for a plumber/);
    expect(replies[1]).not.toMatch(ENGLISH);
    expect(record.language).toBe('es');
  });

  it('stays in English for a caller who asked for English', () => {
    const { replies } = talk([
      'hola, se me tapó el baño',
      'in English please',
      'no, ya lo intenté y sigue tapado, ya no sé',
    ]);
    expect(replies[2]).toMatch(/\b(your|name|Okay)\b/);
  });

  it('books a plumber, every reply in Spanish, the summary in English', () => {
    const { replies, record } = talk([
      'hola, se me tapó el fregadero de la cocina',
      'ya lo intenté y sigue tapado',
      'me llamo José Cárdenas',
      'ocho tres uno, cinco cinco cinco, cero uno cuatro dos',
      'sí',
      'calle Main 250, Watsonville',
      'mañana en la mañana o el viernes en la tarde',
      'sí',
      '¿cuánto cuesta?',
      'sí',
    ]);
    for (const reply of replies) expect(reply).not.toMatch(ENGLISH);
    expect(replies.at(-2)).toContain('Llamar a Earl es gratis.');
    expect(record).toMatchObject({
      language: 'es',
      customerName: 'José Cárdenas',
      serviceAddress: '250 Main St, Watsonville',
    });
    expect(record.summary).toMatch(/^José Cárdenas needs a plumber in Watsonville\. .*Caller speaks Spanish\.$/);
  });

  it('gives the gas instructions first, in Spanish, and books it as soon as possible', () => {
    const { replies, record } = talk([
      'huele a gas en la cocina',
      'ya salimos. María Ramírez',
      '831 555 0190',
      'sí',
      'calle Beach 12, Watsonville',
      'sí',
    ]);
    expect(replies[0]).toMatch(/^Su seguridad es lo primero: salga de la casa/);
    for (const reply of replies) expect(reply).not.toMatch(ENGLISH);
    expect(record).toMatchObject({
      urgency: 'urgent',
      preferredTime1: 'As soon as possible (urgent)',
      customerName: 'María Ramírez',
    });
  });
});

describe('hearing Spanish: batch 15 of the held-out callers, in other words', () => {
  it('hears a switch that crackles, a duration, a day offered instead and "así que"', () => {
    expect(hazardsIn(read('el contacto de la cocina está calientito y se oye un chisporroteo'), '')).toContain(
      'electrical-fire',
    );
    // how long a problem goes on is no time to come
    const start = startConversation({ now: NOW });
    expect(converse(start.state, 'el excusado corre todo el día', { now: NOW }).state.windows).toEqual([]);
    expect(
      converse(start.state, 'el tubo gotea poquito, en todo el día junta medio vaso', { now: NOW }).state.windows,
    ).toEqual([]);
    expect(labels('el viernes no puedo mejor el lunes en la tarde')).toEqual(['Monday, Mar 9, 12 PM - 5 PM']);
    expect(labels('trabajo toda la semana así que el sábado o el domingo')).toEqual([
      'Saturday, Mar 7, 8 AM - 5 PM',
      'Sunday, Mar 8, 8 AM - 5 PM',
    ]);
    expect(labels('en dos días en la mañana')).toEqual(['Friday, Mar 6, 8 AM - 12 PM']);
  });

  it('hears the house heater, and the power cut by a circuit', () => {
    expect(categoryIn(read('el calentador de la casa hace mucho ruido cuando prende'))?.category).toBe(
      'Heating & Cooling (HVAC)',
    );
    expect(categoryIn(read('se fue la luz en el baño cuando prendí la secadora de pelo'))?.category).toBe('Electrical');
  });

  it('hears an English street with "avenida" as its suffix, and "pon la cita a nombre de él"', () => {
    expect(streetIn(read('novecientos diez west lake avenida en watsonville'), true)).toBe('910 West Lake Ave');
    expect(streetIn(read('mil doscientos cinco thirty avenida'), true)).toBe('1205 30th Ave');
    expect(nameIn(read('soy su hija pero pon la cita a nombre de él, Ernesto Paz'), true)).toBe('Ernesto Paz');
  });
});

describe('hearing Spanish: batch 16 of the held-out callers, in other words', () => {
  it('hears carbon monoxide and water from a light as a worried parent says them', () => {
    expect(hazardsIn(read('la alarmita dice co y mi niña vomitó y nos duele bien feo la cabeza'), '')).toContain(
      'carbon-monoxide',
    );
    expect(hazardsIn(read('está saliendo agua de la lámpara de la cocina'), '')).toContain('water-electrical');
    expect(hazardsIn(read('mi abuelita tiene 88 y su refri no enfría'), '')).toEqual([]);
  });

  it('does not switch to English when a caller says someone does not answer in English', () => {
    expect(languageAskedFor('llámeme a mí, mis papás no contestan en inglés')).toBeUndefined();
    expect(languageAskedFor('mi suegro no entiende el inglés')).toBeUndefined();
  });

  it('hears the number calling, a correction of the last four and a street or town taken back', () => {
    expect(read('mejor llámeme a este número')).toContain('call me at this number');
    expect(read('este mismo')).toBe('the same one');
    expect(read('el mío termina en cero cuatro siete dos')).toContain('ends in');
    expect(read('no es en aptos es en capitola')).toBe("not aptos, it's capitola");
  });

  it('hears grab bars, a faucet that will not shut off and the breakers tripping', () => {
    expect(categoryIn(read('ocupo que le pongan unas barras en el baño para agarrarse'))?.category).toBe('Handyman');
    expect(categoryIn(read('la llave del lavabo no cierra bien, gotea'))?.category).toBe('Plumbing');
    expect(categoryIn(read('se botan los breakers cuando prendo la plancha y la secadora'))?.category).toBe(
      'Electrical',
    );
  });

  it('reads a numbered avenue with "número", an "avenu" and a street heard with other vowels', () => {
    expect(streetIn(read('en la diecisiete avenida número trescientos diez'), true)).toBe('310 17th Ave');
    expect(streetIn(read('noventa palm avenu'), true)).toBe('90 Palm Ave');
    expect(streetIn(read('doscientos lorel estrit'), true)).toBe('200 Laurel St');
    expect(streetIn(read('novecientos iast clif draiv'), true)).toBe('900 East Cliff Dr');
  });

  it('reads when the caller gets off work as no window', () => {
    expect(labels('el martes en la tarde porque salgo temprano')).toEqual(['Tuesday, Mar 10, 12 PM - 5 PM']);
  });
});

describe('hearing Spanish: older known failures, in other words', () => {
  it('hears a fix that worked told by its signs, a highway said before its number and "o sea"', () => {
    expect(fixVerdict(read('ya se ve la pantalla y ya oigo que prendió'))).toBe('solved');
    expect(streetIn(read('en la carretera uno el dos mil cien'), true)).toBe('2100 Hwy 1');
    expect(nameIn(read('me llamo o sea mi nombre es julia campos'), true)).toBe('Julia Campos');
  });

  it("hears an outlet for an appliance as the electrician's", () => {
    expect(categoryIn(read('quiero un contacto de 220 para la secadora nueva'))?.category).toBe('Electrical');
  });
});

describe('hearing Spanish: batch 17 of the held-out callers, in other words', () => {
  it('hears signs told unlike the obvious way', () => {
    expect(
      hazardsIn(read('huele como a gasolina cerca del boiler'), read('huele como a gasolina cerca del boiler')),
    ).toContain('gas');
    expect(
      hazardsIn(
        read('está saliendo humito de la rejilla de la calefacción'),
        read('está saliendo humito de la rejilla de la calefacción'),
      ),
    ).toContain('electrical-fire');
    expect(
      hazardsIn(read('el contacto me dio un toque y ahora zumba'), read('el contacto me dio un toque y ahora zumba')),
    ).toContain('electrical-fire');
    expect(
      hazardsIn(read('está lloviendo agua del extractor del baño'), read('está lloviendo agua del extractor del baño')),
    ).toContain('water-electrical');
    expect(
      hazardsIn(
        read('no hay calefacción y mi papá está en diálisis'),
        read('no hay calefacción y mi papá está en diálisis'),
      ),
    ).toContain('no-heat-vulnerable');
    expect(
      hazardsIn(
        read('mi abuela tiene alzheimer y no sirve el aire con este calorón'),
        read('mi abuela tiene alzheimer y no sirve el aire con este calorón'),
      ),
    ).toContain('no-cooling-vulnerable');
  });

  it('hears a day of the month after its weekday and a day turned down', () => {
    expect(labels('el viernes 13 en la mañana')).toEqual(['Friday, Mar 13, 8 AM - 12 PM']);
    expect(labels('el lunes no, mejor el martes en la tarde')).toEqual(['Tuesday, Mar 10, 12 PM - 5 PM']);
  });

  it('hears the yard, an electric car charger, a deck to sand and a dishwasher to put in', () => {
    expect(categoryIn(read('quiero que limpien el terreno, hay ramas y hierba seca'))?.category).toBe(
      'Landscaping & Yard Work',
    );
    expect(categoryIn(read('instalar el cargador del carro eléctrico en la cochera'))?.category).toBe('Electrical');
    expect(categoryIn(read('lijar la terraza y cambiar unas tablas'))?.category).toBe('Carpentry');
    expect(categoryIn(read('instalar un lavatrastes nuevo'))?.category).toBe('Appliance Installation & Repair');
  });
});

describe('hearing Spanish: batch 18 of the held-out callers, in other words', () => {
  it('hears a gas leak named by a tradesman, a scorched outlet and a panel warm to the hand', () => {
    const heard = (said: string) => hazardsIn(read(said), read(said));
    expect(heard('la conexión de la estufa está fugando gas')).toContain('gas');
    expect(heard('el enchufe del cuarto está quemadito, negrito alrededor')).toContain('electrical-fire');
    expect(heard('la caja de breakers está calientita cuando le pongo la mano y huele a palomitas quemadas')).toContain(
      'electrical-fire',
    );
    expect(heard('sale agua por la lucecita del baño')).toContain('water-electrical');
  });
});

describe('hearing Spanish: window seals', () => {
  it('hears windows to seal as a handyman job', () => {
    expect(categoryIn(read('quiero sellar las ventanas, tienen rendijas'))?.category).toBe('Handyman');
  });
});

describe('hearing Spanish: the roof and the pool', () => {
  it('hears "el rufo" and "la alberca" as trades Earl does not cover', () => {
    expect(uncoveredTradeIn(read('quiero rufo nuevo, no gotea adentro, todo está seco'))).toBe('roofing');
    expect(uncoveredTradeIn(read('la bomba de la alberca no prende'))).toBe('pool and spa service');
  });
});

describe('hearing Spanish: the trade put right, knobs and outdoor lights', () => {
  it('takes the thing the caller puts right over the one said first', () => {
    expect(categoryIn(read('no, perdón, no es el calentón de la sala, es el calentador del agua'))).toEqual({
      category: 'Plumbing',
      explicit: true,
    });
    expect(categoryIn(read('ay no, mejor es la secadora, no el lavadero'))).toEqual({
      category: 'Appliance Installation & Repair',
      explicit: true,
    });
  });

  it("hears a stove's or a washer's knob as the appliance's, and lights for the yard as the electrician's", () => {
    expect(categoryIn(read('se le cayó la perilla al horno y no la puedo poner'))?.category).toBe(
      'Appliance Installation & Repair',
    );
    expect(categoryIn(read('quiero que me instalen unas lámparas en el jardín'))?.category).toBe('Electrical');
  });
});

describe('a whole call in Spanish: outside the county, a street without its number', () => {
  it('stores the street and the town the caller named', () => {
    let turn = startConversation({ now: NOW, language: 'es' });
    for (const line of [
      'se me descompuso la lavadora, no exprime',
      'me llamo dora ruiz',
      '831 555 0177',
      'sí',
      'estamos en castroville, en la merritt street',
    ])
      turn = converse(turn.state, line, { now: NOW });
    expect(turn.state.outcome ?? turn.state.awaiting).toBe('out-of-area');
    expect(callRecordOf(turn.state, NOW).serviceAddress).toBe('Merritt St, Castroville');
  });
});

describe('hearing Spanish: batch 19 of the held-out callers, in other words', () => {
  it('hears a short yes said many ways, but not one that goes on to a change', () => {
    for (const yes of ['Todo correcto, gracias.', 'Ahí está.', 'Sale, pues.', 'Esa mera.', 'Ese mismito, sí.', 'siii'])
      expect(isYes(read(yes))).toBe(true);
    expect(isYes(read('todo bien, nomás que el sábado no puedo'))).toBe(false);
    expect(isYes(read('ese no es mi número'))).toBe(false);
  });

  it('reads house numbers said in pieces, begun twice or after a Spanish article, and a correction with "es"', () => {
    expect(streetIn(read('Cinco cuarenta, Bean Creek Road, en Scotts Valley'), true)).toBe('540 Bean Creek Rd');
    expect(streetIn(read('Setecientos diez, la east lake, en Watsonville'), true)).toBe('710 East Lake Ave');
    expect(streetIn(read('en la Soquel Drive, el tres mil... tres mil doscientos, en Soquel'), true)).toBe(
      '3200 Soquel Dr',
    );
    expect(streetIn(read('doscientos de Main Street... no, perdón, es trescientos'), true)).toBe('300 Main St');
  });

  it('reads the kitchen faucet, a hanging lamp, a boila, and a fix that worked', () => {
    expect(categoryIn(read('gotea la llave del lavatrastes'))?.category).toBe('Plumbing');
    expect(categoryIn(read('quiero que me cuelguen una lámpara colgante en el comedor'))?.category).toBe('Electrical');
    expect(categoryIn(read('el boila no calienta'))?.category).toBe('Plumbing');
    expect(fixVerdict(read('ya lo apreté y ya funciona normal'))).toBe('solved');
  });

  it('times: "a esa misma hora", "antes del domingo", "a primera hora el jueves o el viernes"', () => {
    expect(labels('el jueves después de las dos, o el lunes a esa misma hora')).toEqual([
      'Thursday, Mar 5, 2 PM - 5 PM',
      'Monday, Mar 9, 2 PM - 5 PM',
    ]);
    expect(labels('antes del sábado, el jueves en la tarde o el viernes en la tarde')).toEqual([
      'Thursday, Mar 5, 12 PM - 5 PM',
      'Friday, Mar 6, 12 PM - 5 PM',
    ]);
    expect(labels('a primera hora el lunes o el martes')).toEqual([
      'Monday, Mar 9, 8 AM - 10 AM',
      'Tuesday, Mar 10, 8 AM - 10 AM',
    ]);
  });
});

describe('hearing Spanish: batch 20 of the held-out callers, in other words', () => {
  it('reads house numbers put right with "no", a street then its number, a street said twice, and the cottage out back', () => {
    expect(streetIn(read('en la Lincoln Street, el trescientos... no, no, cuatrocientos diez'), true)).toBe(
      '410 Lincoln St',
    );
    expect(streetIn(read('en la Bay Avenue, dos mil... no, mil doscientos'), true)).toBe('1200 Bay Ave');
    expect(streetIn(read('la Leibrandt, número ochenta'), true)).toBe('80 Leibrandt Ave');
    expect(streetIn(read('en la jeims rod, Hames Road, el trescientos'), true)).toBe('300 Hames Rd');
    expect(streetIn(read('88 Beach St, la casita de atrás, la C'), true)).toBe('88 Beach St Unit C');
  });

  it('reads dates with the month, lunchtime, "ya tarde", and a day that will not do', () => {
    expect(labels('el 12 de marzo en la mañana o el 13 en la tarde')).toEqual([
      'Thursday, Mar 12, 8 AM - 12 PM',
      'Friday, Mar 13, 12 PM - 5 PM',
    ]);
    expect(labels('el martes a la hora del almuerzo o el jueves ya tarde')).toEqual([
      'Tuesday, Mar 10, 11 AM - 1 PM',
      'Thursday, Mar 5, 5 PM - 8 PM',
    ]);
  });

  it('reads half the house without power, a wifi thermostat, carpet cleaning, and short yeses', () => {
    expect(categoryIn(read('se fue la luz en la mitad de la casa'))?.category).toBe('Electrical');
    expect(categoryIn(read('quiero que me instalen un termostato de wifi'))?.category).toBe('Heating & Cooling (HVAC)');
    expect(uncoveredTradeIn(read('¿ustedes lavan alfombras?'))).toBe('house cleaning');
    for (const yes of ['Es correcto, sí.', 'Así mismo.', 'Eso, ese es el de ella.'])
      expect(isYes(read(yes))).toBe(true);
  });
});

describe('hearing Spanish: carpentry and the wall heater, in other words', () => {
  it("hears a door to plane, shelves to build and a gate to make new as the carpenter's", () => {
    expect(categoryIn(read('la puerta del baño roza, hay que rebajarla un poco'))?.category).toBe('Carpentry');
    expect(categoryIn(read('quiero que me hagan unos libreros de madera en la sala'))?.category).toBe('Carpentry');
    expect(categoryIn(read('la cerca de madera ya no sirve, hay que hacerla nueva'))?.category).toBe('Carpentry');
  });

  it('hears "el calentador de la pared" as a wall heater', () => {
    expect(categoryIn(read('el calentador de la pared no prende'))?.category).toBe('Heating & Cooling (HVAC)');
  });
});

describe('hearing Spanish: batch 21 of the held-out callers, in other words', () => {
  it('hears short yeses typed or said, a fix that worked, and a daughter who speaks English as no request', () => {
    for (const yes of ['Muy bien.', 'dale', 'sta bien', 'Así queda bien.', 'oki', 'Todo cuadra, gracias.', 'va, así'])
      expect(isYes(read(yes))).toBe(true);
    expect(fixVerdict(read('ya lo puse en heat y ya está saliendo calientito'))).toBe('solved');
    expect(languageAskedFor('mejor llame a mi hija, ella habla inglés')).toBeUndefined();
  });

  it("reads a mini split as the heating tech's and wired detectors as the electrician's", () => {
    expect(categoryIn(read('quiero que me pongan un mini split en la recámara'))?.category).toBe(
      'Heating & Cooling (HVAC)',
    );
    expect(
      categoryIn(read('quiero cambiar los detectores de humo, son de los que van conectados a la luz'))?.category,
    ).toBe('Electrical');
  });
});

describe('hearing Spanish: a numbered avenue said as a count, then as written', () => {
  it('reads "el 2100 de la treinta, la 30th Avenue" as one avenue', () => {
    expect(streetIn(read('en el dos mil cien de la treinta, la 30th Avenue, en Live Oak'), true)).toBe('2100 30th Ave');
  });
});

describe('hearing Spanish: batch 24 of the held-out callers, in other words', () => {
  it('hears a "no" that belongs to its verb as no answer, and the yes after it', () => {
    expect(isNo(read('No encuentro la llave del agua, mi hijo la está buscando. Sí, todo correcto.'))).toBe(false);
    expect(isYes(read('No encuentro la llave del agua, mi hijo la está buscando. Sí, todo correcto.'))).toBe(true);
    expect(isNo(read('No, la dirección está mal'))).toBe(true);
  });

  it("reads the yard's drainage as the landscaper's, and a panel cover's paint as no painting job", () => {
    expect(categoryIn(read('se encharca el patio, quiero que arreglen el drenaje del jardín'))?.category).toBe(
      'Landscaping & Yard Work',
    );
    expect(categoryIn(read('se bota el breaker y la pintura de la tapa del panel está ampollada'))?.category).toBe(
      'Electrical',
    );
  });
});

describe('hearing Spanish: batch 25 of the held-out callers, in other words', () => {
  const firstReply = (line: string) => converse(startConversation({ now: NOW }).state, line, { now: NOW }).reply;

  it('opens with the safety instructions even when it first says it speaks Spanish', () => {
    const reply = firstReply('hello, ¿habla español? el enchufe de la cocina echó chispas y huele a quemado');
    expect(reply).toMatch(/^Su seguridad es lo primero/);
    expect(reply).toContain('Sí, hablo español.');
  });

  it('names a trade Earl does not cover in Spanish', () => {
    const reply = firstReply('se cayeron unas tejas del techo con el viento, quiero que las pongan');
    expect(reply).toContain('(techos)');
    expect(reply).not.toMatch(/roofing/);
  });

  it('reads names spelled the Spanish way, with particles, and no origin said for a name', () => {
    expect(nameIn(read('Rebeca Ávalos, Ávalos es a con acento, ve de vaca, a, ele, o, ese'), true)).toBe(
      'Rebeca Ávalos',
    );
    expect(nameIn(read('Camila Vallejo, Vallejo con ve chica, a, doble ele, e, jota, o'), true)).toBe('Camila Vallejo');
    expect(nameIn(read('maria de los angeles de la cruz ortega'), true)).toBe('Maria de los Angeles de la Cruz Ortega');
    expect(nameIn(read('yo soy mixteco, hablo poco español'), true)).toBeUndefined();
  });

  it('reads a house number said in English before "de la", Watson for Watsonville, and units with a dash or #', () => {
    expect(streetIn(read('es el four-twenty de la Beach Street, en Watsonville'), true)).toBe('420 Beach St');
    expect(areaIn(read('en el 212 de la Lincoln, aquí en Watson'), true)).toEqual({ kind: 'in', city: 'Watsonville' });
    expect(streetIn(read('el 90 de la Main Street, apartamento 3-C'), true)).toBe('90 Main St Apt 3C');
    expect(streetIn(read('55 elm st, es un condominio, el #7'), true)).toBe('55 Elm St #7');
  });

  it('reads the same weekday a week later, a light that will not come on and a soft floor', () => {
    expect(labels('el sábado en la mañana, o el otro sábado, el catorce, en la mañana')).toEqual([
      'Saturday, Mar 7, 8 AM - 12 PM',
      'Saturday, Mar 14, 8 AM - 12 PM',
    ]);
    expect(categoryIn(read('la luz del baño no prende, ya le cambié el foco'))?.category).toBe('Electrical');
    expect(categoryIn(read('el piso del cuarto se está hundiendo, está blandito, se pudrió la madera'))?.category).toBe(
      'Carpentry',
    );
  });
});

describe('hearing Spanish: batch 26 of the held-out callers, in other words', () => {
  it('hears "ay, no" as no answer, "no se huele" as no "don\'t know", and "cualquier hora" as anytime', () => {
    expect(isYes(read('Ay, no. Ya salimos todos. Sí, lo demás está bien.'))).toBe(true);
    expect(read('el gas que no se huele')).toContain('no se huele');
    expect(labels('cualquier hora el martes')).toEqual(['Tuesday, Mar 10, 8 AM - 5 PM']);
    expect(labels('no este fin de semana, el que sigue, el sábado')).toEqual(['Saturday, Mar 14, 8 AM - 5 PM']);
  });
});

describe('hearing Spanish: the phone line (batch 27), in other words', () => {
  it('reads a street, then its town, then its number, and towns as the recogniser writes them', () => {
    const said = read('vivo en la laurel estrit en sancrus el trescientos diez');
    expect(streetIn(said, true)).toBe('310 Laurel St');
    expect(areaIn(said, true)).toEqual({ kind: 'in', city: 'Santa Cruz' });
    expect(areaIn(read('en la main estrit en uatsonvil'), true)).toEqual({ kind: 'in', city: 'Watsonville' });
    // a number begun and said again is left for the number rules ("el cuatro mil... cuatro mil ciento diez")
    expect(streetIn(read('en la soquel draiv, el siete mil... siete mil quinientos'), true)).toBe('7500 Soquel Dr');
  });
});

describe('Spanish: a fix that worked told by its signs, and the language of a short first sentence', () => {
  it('reads the power back, a machine working again and the trouble stopped as a fix that worked', () => {
    expect(fixVerdict(read('¡listo! regresó la corriente en la sala'))).toBe('solved');
    expect(fixVerdict(read('ya está funcionando otra vez la lavadora'))).toBe('solved');
    expect(fixVerdict(read('le moví a la cadenita y ya se calló'))).toBe('solved');
    expect(fixVerdict(read('apreté la llave y ya dejó de gotear'))).toBe('solved');
    // the water that no longer runs down the drain is the trouble, and power that did not come back is no fix
    expect(fixVerdict(read('el agua ya no corre por el fregadero'))).toBeUndefined();
    expect(fixVerdict(read('no regresó la luz'))).toBe('unsolved');
  });

  it("hears a short first sentence about a home's trouble as Spanish", () => {
    expect(looksSpanish('la regadera no deja de gotear')).toBe(true);
    expect(looksSpanish('el horno no calienta')).toBe(true);
    expect(looksSpanish('my shower keeps dripping')).toBe(false);
  });

  it('takes "no habla español ni inglés", said of a parent, as no request for English', () => {
    expect(languageAskedFor('mi papá no habla español ni inglés, nomás mixteco')).toBeUndefined();
    expect(languageAskedFor('my dad speaks neither spanish nor english')).toBeUndefined();
  });
});

describe("Spanish: a burner's igniter, a smell going away", () => {
  it('reads "el chispero de la hornilla" as the stove\'s igniter, the appliance technician\'s', () => {
    expect(categoryIn(read('el chispero de una hornilla hace tic tic y no para'))?.category).toBe(
      'Appliance Installation & Repair',
    );
  });

  it('reads "ya se está quitando el olor" as a fix that worked', () => {
    expect(fixVerdict(read('le eché agua al lavamanos y ya se está quitando el olor'))).toBe('solved');
  });
});

describe('hearing Spanish: batches 54 and 55 of the held-out callers, in other words', () => {
  it.each([
    [
      'la semana que entra, cualquier tarde, el lunes o el viernes',
      ['Monday, Mar 9, 12 PM - 5 PM', 'Friday, Mar 13, 12 PM - 5 PM'],
    ],
    [
      'el martes después de la una o el jueves después de la una',
      ['Tuesday, Mar 10, 1 PM - 4 PM', 'Thursday, Mar 5, 1 PM - 4 PM'],
    ],
    [
      'cualquier día en la mañana, el jueves o el viernes',
      ['Thursday, Mar 5, 8 AM - 12 PM', 'Friday, Mar 6, 8 AM - 12 PM'],
    ],
    ['lo más pronto, o si no el lunes en la mañana', ['As soon as possible', 'Monday, Mar 9, 8 AM - 12 PM']],
    ['lo que sea más rápido', ['As soon as possible']],
  ])('reads the times in "%s"', (said, expected) => {
    expect(labels(said)).toEqual(expected);
  });

  it('reads "dos abanicos de techo" as the electrician\'s', () => {
    expect(categoryIn(read('necesito que me pongan dos abanicos de techo'))?.category).toBe('Electrical');
  });

  it('reads water pouring nonstop from a broken water heater into the rooms as flooding', () => {
    const glossed = read('el boiler se reventó y está botando agua sin parar, la alfombra está empapada');
    expect(hazardsIn(glossed, glossed)).toContain('flooding');
  });
});

describe('hearing Spanish: batch 60 of the held-out callers, in other words', () => {
  it('reads a smell said going away ("ya no huele"), not a nose that smells less ("ya no huele bien")', () => {
    expect(TROUBLE_STOPPED.test(read('lo dejé prendido un rato y ya casi no huele a nada'))).toBe(true);
    expect(TROUBLE_STOPPED.test(read('abrí las ventanas y ya no huele.'))).toBe(true);
    expect(read('mi mamá ya no huele bien')).not.toMatch(/smell is gone/);
  });

  it('reads a heater in a cold trailer as the heating, not the water heater', () => {
    expect(categoryIn(read('el calentador no prende y aquí adentro está helado'))?.category).toBe(
      'Heating & Cooling (HVAC)',
    );
  });
});

describe('hearing Spanish: batch 62 of the held-out callers, in other words', () => {
  it.each([
    ['el sábado entre las 10 y el mediodía', ['Saturday, Mar 7, 10 AM - 12 PM']],
    ['el jueves en la mañana pero no muy temprano', ['Thursday, Mar 5, 10 AM - 12 PM']],
    ['de hoy en ocho en la mañana', ['Wednesday, Mar 11, 8 AM - 12 PM']],
    ['el lunes antes de entrar a trabajar a las dos', ['Monday, Mar 9, 8 AM - 2 PM']],
    ['el viernes que viene en la tarde', ['Friday, Mar 6, 12 PM - 5 PM']],
    ['el sábado que viene en la mañana', ['Saturday, Mar 7, 8 AM - 12 PM']],
    ['el miércoles que viene en la mañana', ['Wednesday, Mar 11, 8 AM - 12 PM']],
    [
      'cualquier día menos el lunes, el martes o el jueves en la tarde',
      ['Tuesday, Mar 10, 12 PM - 5 PM', 'Thursday, Mar 5, 12 PM - 5 PM'],
    ],
    ['el viernes cuando salgo del trabajo', ['Friday, Mar 6, 5 PM - 8 PM']],
  ])('reads the times in "%s"', (said, expected) => {
    expect(labels(said)).toEqual(expected);
  });

  it('reads the fence posts that broke, and a heater kept on as the heating', () => {
    expect(categoryIn(read('se rompieron los postes de la cerca con el viento'))?.category).toBe('Carpentry');
    expect(categoryIn(read('tenemos el calentador prendido toda la noche y nos duele la cabeza'))?.category).toBe(
      'Heating & Cooling (HVAC)',
    );
  });
});

describe('hearing Spanish: batch 64 of the held-out callers, in other words', () => {
  it.each([
    [
      'los lunes trabajo, mejor el martes o el jueves en la tarde',
      ['Tuesday, Mar 10, 12 PM - 5 PM', 'Thursday, Mar 5, 12 PM - 5 PM'],
    ],
    ['los sábados en la mañana', ['Saturday, Mar 7, 8 AM - 12 PM']],
  ])('reads the times in "%s"', (said, expected) => {
    expect(labels(said)).toEqual(expected);
  });
});

describe('hearing Spanish: batch 65 of the held-out callers, in other words', () => {
  it.each([
    [
      'El jueves, no, perdón, el viernes, tempranito en la mañana, o el lunes temprano también',
      ['Friday, Mar 6, 8 AM - 10 AM', 'Monday, Mar 9, 8 AM - 10 AM'],
    ],
    [
      '¿Mañana a partir de las 3 puede ser? O si no el viernes también después de las 3',
      ['Thursday, Mar 5, 3 PM - 6 PM', 'Friday, Mar 6, 3 PM - 6 PM'],
    ],
    ['el lunes desde las 2 en adelante', ['Monday, Mar 9, 2 PM - 5 PM']],
  ])('reads the times in "%s"', (said, expected) => {
    expect(labels(said)).toEqual(expected);
  });

  it('hears a reset button that did nothing as a fix that did not work, and a verb of it as no name', () => {
    expect(read('ya le apreté el botoncito de reset y no hace nada, ni click')).toContain("didn't work");
    expect(nameIn('Le cambié las pilas al termostato, ahora prende la pantalla', true)).toBeUndefined();
  });
});
