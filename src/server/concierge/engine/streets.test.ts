import { describe, expect, it } from 'vitest';
import { areaIn, streetIn } from './extract';
import { fromSpanish } from './spanish';
import { streetOnTheMap } from './streets';

// Phrasings written apart from the corpus.
describe('streetOnTheMap', () => {
  it('writes a county street heard with other vowels or its last consonant lost as it is on the map', () => {
    expect(streetOnTheMap('Granait Crik', 'Rd')).toEqual({ name: 'Granite Creek', suffix: 'Rd' });
    expect(streetOnTheMap('Bin Crik', 'Rd')).toEqual({ name: 'Bean Creek', suffix: 'Rd' });
    expect(streetOnTheMap('Cathidral', 'Dr')).toEqual({ name: 'Cathedral', suffix: 'Dr' });
    expect(streetOnTheMap('Corralito', 'Rd')).toEqual({ name: 'Corralitos', suffix: 'Rd' });
    expect(streetOnTheMap('Linkon', 'St')).toEqual({ name: 'Lincoln', suffix: 'St' });
    expect(streetOnTheMap('Bei', 'Ave')).toEqual({ name: 'Bay', suffix: 'Ave' });
    expect(streetOnTheMap('Bee', 'St')).toBeUndefined();
    expect(streetOnTheMap('Maun Jermon', 'Rd')).toEqual({ name: 'Mount Hermon', suffix: 'Rd' });
    expect(streetOnTheMap('Old San Hose', 'Rd')).toEqual({ name: 'Old San Jose', suffix: 'Rd' });
    expect(streetOnTheMap('Sea Bright', 'Ave')).toEqual({ name: 'Seabright', suffix: 'Ave' });
    expect(streetOnTheMap('Bean Creek', undefined)).toMatchObject({ name: 'Bean Creek', suffix: 'Rd' });
    expect(streetOnTheMap('Mission', 'Ave')).toBeUndefined();
  });

  it('hears ch and sh alike, and other vowels all through a name heard in pieces', () => {
    expect(streetOnTheMap('Shanty Clear', 'Ave')).toEqual({ name: 'Chanticleer', suffix: 'Ave' });
    expect(streetOnTheMap('Gooshie', 'St')).toEqual({ name: 'Gushee', suffix: 'St' });
    expect(streetOnTheMap('Zy Anty', 'Rd')).toEqual({ name: 'Zayante', suffix: 'Rd' });
    expect(streetOnTheMap('Moressy', 'Blvd')).toEqual({ name: 'Morrissey', suffix: 'Blvd' });
    // a name whose consonants differ stays as heard
    expect(streetOnTheMap('Thurber', 'Ln')).toBeUndefined();
  });

  it('reads the recogniser\'s "to" and "for" in a house number said before its street as two and four', () => {
    expect(streetIn('one oh for cathedral drive in aptos', true)).toBe('104 Cathedral Dr');
    expect(streetIn('thirty to forty wharf road', true)).toBe('3240 Wharf Rd');
    expect(streetIn('to eighty five ocean street', true)).toBe('285 Ocean St');
    expect(streetIn('to ten lomp pico road', true)).toBe('210 Lompico Rd');
    // "to" between two times is no house number
    expect(streetIn('tomorrow from ten to twelve works for me', false)).toBeUndefined();
  });

  it('keeps a street whose consonants differ, a known one, and one with another suffix', () => {
    expect(streetOnTheMap('Kearney', 'St')).toBeUndefined();
    expect(streetOnTheMap('Clear Creek', 'Rd')).toBeUndefined();
    expect(streetOnTheMap('Mission', 'St')).toBeUndefined();
    expect(streetOnTheMap('Granait Crik', 'Ct')).toBeUndefined();
  });
});

describe('streets as the phone line writes a Spanish speaker', () => {
  it('reads the street said first, then "el número es …", with the recogniser’s suffix words', () => {
    expect(streetIn(fromSpanish('en la pleasant vali rod, el numero es tres mil doscientos'), true)).toBe(
      '3200 Pleasant Valley Rd',
    );
    expect(streetIn(fromSpanish('por la bin crik rod, el cuatrocientos diez'), true)).toBe('410 Bean Creek Rd');
    expect(streetIn(fromSpanish('en la treinta avenue, el ochocientos cinco'), true)).toBe('805 30th Ave');
    expect(streetIn(fromSpanish('doscientos ocho smith greid'), true)).toBe('208 Smith Grade');
    expect(streetIn(fromSpanish('si, 402 de la 38 avenida'), false)).toBe('402 38th Ave');
    expect(streetIn(fromSpanish('en la bean creek rod el seis mil doscientos no perdon seis mil veinte'), true)).toBe(
      '6020 Bean Creek Rd',
    );
    expect(streetIn('it is 880 porter street, no sorry, 808', true)).toBe('808 Porter St');
    expect(streetIn('its apartment 2 c at 95 ocean street', true)).toBe('95 Ocean St Apt 2C');
    expect(streetIn('apartment 12, 300 bay avenue', true)).toBe('300 Bay Ave Apt 12');
  });

  it('hears a town as a Spanish speaker says it', () => {
    expect(areaIn('up past the store in bonnie dune', true)).toEqual({ kind: 'in', city: 'Bonny Doon' });
    expect(areaIn('400 beach road wats and ville', true)).toEqual({ kind: 'in', city: 'Watsonville' });
    expect(streetIn('apartment 3 b at 444 ocean street', true)).not.toMatch(/Bay/);
  });
});

describe('house numbers and streets as batch 15 of the held-out callers said them, in other words', () => {
  it('reads a house number said with "thousand", and a numbered avenue said as a count', () => {
    expect(streetIn('sixteen thousand five hundred bear creek road', true)).toBe('16500 Bear Creek Rd');
    expect(streetIn('it is two thousand forty one seventeen avenue', true)).toBe('2041 17th Ave');
    expect(streetIn('one thousand and ten soquel drive', true)).toBe('1010 Soquel Dr');
    expect(streetIn('twenty two thousand empire grade', true)).toBe('22000 Empire Grade');
  });

  it('writes a Scotts Valley lane as on the map', () => {
    expect(streetIn('two ten lok wood lane', true)).toBe('210 Lockewood Ln');
  });
});

describe('streets as batch 16 of the held-out callers said them, in other words', () => {
  it('reads a street said before its number', () => {
    expect(streetIn("she's on soquel drive forty one hundred", true)).toBe('4100 Soquel Dr');
    expect(streetIn('it is on bay avenue, 45, capitola', true)).toBe('45 Bay Ave');
    expect(streetIn('its on main street 250', true)).toBe('250 Main St');
  });

  it('keeps West apart from East', () => {
    expect(streetIn('1200 west cliff drive', true)).toBe('1200 West Cliff Dr');
  });

  it('reads a ZIP said digit by digit as its town', () => {
    expect(areaIn('three ten park avenue nine five zero one zero', true)).toEqual({ kind: 'in', city: 'Capitola' });
  });
});

describe('places just over the county lines', () => {
  it('are out of the area', () => {
    expect(areaIn('12 main st in morgan hill', true)).toEqual({ kind: 'out', place: 'Morgan Hill' });
    expect(areaIn('we are out in aromas', true)).toEqual({ kind: 'out', place: 'Aromas' });
  });
});

describe('house numbers as batch 17 of the held-out callers said them, in other words', () => {
  it('reads the hundreds said as a digit after "thousand"', () => {
    expect(streetIn('fourteen thousand three ninety bear creek road', true)).toBe('14390 Bear Creek Rd');
  });
});

describe('addresses as batch 18 of the held-out callers said them, in other words', () => {
  it("takes the address of the work over the caller's own", () => {
    expect(
      streetIn('we live at 12 pine st in santa cruz but the job is at our rental, 300 bay ave, capitola', true),
    ).toBe('300 Bay Ave');
    expect(streetIn(fromSpanish('vivo en 5 main st pero el trabajo es en la casa que rento, 90 beach st'), true)).toBe(
      '90 Beach St',
    );
  });

  it('reads the highway said in English by a Spanish speaker, with an aside before its number', () => {
    expect(streetIn(fromSpanish('en la carretera uno, la jaiguey uan, el numero dos mil cien'), true)).toBe(
      '2100 Hwy 1',
    );
    expect(streetIn(fromSpanish('dos mil cien la 17 ave'), true)).toBe('2100 17th Ave');
  });
});

describe('a house number said digit by digit after its street, in Spanish', () => {
  it('reads all four digits', () => {
    expect(streetIn(fromSpanish('en la valencia road, uno cinco cero dos'), true)).toBe('1502 Valencia Rd');
  });
});

describe('a house number put right in the same breath, in Spanish, and a street said before its number', () => {
  it('takes the number said after "no, perdón"', () => {
    expect(streetIn(fromSpanish('el seiscientos dos de la calle union, no perdón, seiscientos veinte'), true)).toBe(
      '620 Union St',
    );
  });

  it('takes no afterthought for the street after the number said again', () => {
    expect(streetIn('418 lincoln street, no wait, 481 sorry', true)).toBe('481 Lincoln St');
  });

  it('reads a street written with its suffix abbreviated before its number ("Brennan St. 212")', () => {
    expect(streetIn(fromSpanish('Brennan St. 212, en Watsonville'), true)).toBe('212 Brennan St');
  });
});

describe('a street of two words with one word a sound off, and a town whose pieces double a letter', () => {
  it("writes the map's street when one word of two is a sound off and the rest the same", () => {
    expect(streetOnTheMap('Trout Gulp', 'Rd')).toEqual({ name: 'Trout Gulch', suffix: 'Rd' });
    expect(streetOnTheMap('Brown Valley', 'Rd')).toEqual({ name: 'Browns Valley', suffix: 'Rd' });
    // a street that sounds exactly so wins over others only close to it
    expect(streetOnTheMap('Been Creek', 'Rd')).toEqual({ name: 'Bean Creek', suffix: 'Rd' });
    // a name of one word is not changed so ("haims" stays as heard)
    expect(streetOnTheMap('Haims', 'Rd')).toBeUndefined();
  });

  it('hears "corral it toes" as Corralitos', () => {
    expect(areaIn('eight oh five browns valley road corral it toes', true)).toEqual({ kind: 'in', city: 'Corralitos' });
  });
});

describe('a street said before its house number with "number"', () => {
  it.each([
    ['Highway 9, number 6210, in Felton.', '6210 Hwy 9'],
    ['41st Avenue, number 2250, apartment 6, in Capitola.', '2250 41st Ave Apt 6'],
    ['Soquel Drive, number 4500, Aptos', '4500 Soquel Dr'],
  ])('"%s" is %s', (said, street) => {
    expect(streetIn(said, true)).toBe(street);
  });
});

describe('a unit said in the sentence after the town', () => {
  it.each([
    ['820 Bay St, Santa Cruz. the cottage in the back, unit C', '820 Bay St Unit C'],
    ['45 Walnut Ave, Santa Cruz. Apartment 7', '45 Walnut Ave Apt 7'],
  ])('"%s" is %s', (said, street) => {
    expect(streetIn(said, true)).toBe(street);
  });
});

describe('addresses, batches 38 and 39 in other words', () => {
  it('reads La Selva as La Selva Beach', () => {
    expect(areaIn('forty one playa boulevard in la selva')).toEqual({ kind: 'in', city: 'La Selva Beach' });
  });

  it('reads a unit named by a letter said before its street', () => {
    expect(streetIn("it's the back cottage, unit c, 410 Cayuga Street", true)).toBe('410 Cayuga St Unit C');
  });

  it.each<[string, string]>([
    ['vivo en el siete cientos veinte de la soquel drive', '720 Soquel Dr'],
    ['en la calle Seabright Avenue, número 215', '215 Seabright Ave'],
    ['en la traila doce del dos mil cien de la freedom bulevar', '2100 Freedom Blvd #12'],
  ])('reads the Spanish "%s"', (said, expected) => {
    expect(streetIn(fromSpanish(said), true)).toBe(expected);
  });
});

describe('addresses, batches 40 and 41 in other words', () => {
  it('reads a misheard Corralitos by its consonants', () => {
    expect(areaIn('five ten browns valley road coral eaters', true)).toEqual({ kind: 'in', city: 'Corralitos' });
  });

  it("reads the home's space in a mobile home park said after the park's address", () => {
    expect(
      streetIn(
        fromSpanish('Freedom Boulevard número dos mil, es un parque de trailas, la mía es la número doce'),
        true,
      ),
    ).toBe('2000 Freedom Blvd Space 12');
  });
});

describe('places just over the county line, batch 42 in other words', () => {
  it('hears a misheard Pajaro as outside the county, and "across the bridge from watsonville" names no town', () => {
    expect(areaIn('three forty salinas road in pa haro', true)).toEqual({ kind: 'out', place: 'Pajaro' });
  });

  it('reads "bulebar" as boulevard', () => {
    expect(streetIn(fromSpanish('el 1500 de la freedom bulebar'), true)).toBe('1500 Freedom Blvd');
  });
});

describe('addresses, batch 60 in other words', () => {
  it('hears the dge of "bridge" as a Spanish speaker says it ("brich")', () => {
    expect(streetOnTheMap('Cover Brich', 'Rd')).toEqual({ name: 'Covered Bridge', suffix: 'Rd' });
  });
});

describe('addresses, batch 63 in other words', () => {
  it('reads a unit said after a highway address, and a unit number said digit by digit', () => {
    expect(streetIn('12050 highway 9, number 7, boulder creek', true)).toBe('12050 Hwy 9 #7');
    expect(streetIn(fromSpanish('el 9800 de la highway 9, número 3, en ben lomond'), true)).toBe('9800 Hwy 9 #3');
    expect(streetIn('410 ocean street apartment three oh two', true)).toBe('410 Ocean St Apt 302');
    expect(streetIn(fromSpanish('el 410 de ocean street, departamento tres cero dos'), true)).toBe(
      '410 Ocean St Apt 302',
    );
  });
});
