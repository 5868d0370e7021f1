import { describe, expect, it } from 'vitest';
import type { ServiceCategory } from '@shared/constants';
import { categoryIn, uncoveredTradeIn } from './extract';
import { fromSpanish } from './spanish';

// Descriptions written apart from the corpus: the trade must come from the weight of the evidence.
const described: [string, ServiceCategory][] = [
  ['the kitchen faucet drips all night', 'Plumbing'],
  ['my shower drain is backing up', 'Plumbing'],
  ['the water heater is making a rumbling noise', 'Plumbing'],
  ['the breaker trips whenever the dishwasher runs', 'Electrical'],
  ['I want a ceiling fan installed in the bedroom', 'Electrical'],
  ['half the outlets in the living room are dead', 'Electrical'],
  ['can someone put up some shelves and mount a tv', 'Handyman'],
  ['I want a big mirror hung on the drywall in the hallway', 'Handyman'],
  ['need the old deadbolts swapped for new ones on the front and back doors', 'Handyman'],
  ['the toaster and the kettle both went dead at the same time', 'Electrical'],
  ['we need the new gas dryer hooked up to the gas line in the garage', 'Appliance Installation & Repair'],
  ['the tub drain is clogged, and also, while you are here, the closet door is off its track', 'Plumbing'],
  ['the heater in the hall closet is due for maintenance and a new filter', 'Heating & Cooling (HVAC)'],
  ['there is a brown stain on the bedroom ceiling from a roof leak that got fixed', 'Painting & Drywall'],
  ['the bedroom door sticks and the latch is broken', 'Handyman'],
  ['I need the living room repainted', 'Painting & Drywall'],
  ['there is a big hole in the drywall from the doorknob', 'Painting & Drywall'],
  ['the deck stairs are rotten and need rebuilding', 'Carpentry'],
  ['I want built-in bookcases around the fireplace', 'Carpentry'],
  ['the furnace blows cold air', 'Heating & Cooling (HVAC)'],
  ['our thermostat is blank and the ac will not come on', 'Heating & Cooling (HVAC)'],
  ['the lawn is overgrown and the hedges need trimming', 'Landscaping & Yard Work'],
  ['the sprinklers in the front yard are broken', 'Landscaping & Yard Work'],
  ['the fridge is warm inside', 'Appliance Installation & Repair'],
  ['I need a new dishwasher installed', 'Appliance Installation & Repair'],
  ['the oven will not heat up', 'Appliance Installation & Repair'],
  // batch 15 of the held-out callers: the same kinds of call in other words
  ['the lights went out in half the garage the moment I plugged in the space heater', 'Electrical'],
  ['can you put in a drip system for the planter boxes, it can run off the spigot', 'Landscaping & Yard Work'],
  ['we want custom bookshelves built in the den, we will paint them ourselves', 'Carpentry'],
  ['please swap my old round thermostat for an ecobee', 'Heating & Cooling (HVAC)'],
  ['the bathroom sink drains slow, the toilet next to it works fine', 'Plumbing'],
  [
    'the dryer is brand new and gas, it needs to be hooked up in the laundry room along with the vent',
    'Appliance Installation & Repair',
  ],
  ['the bedroom wall has a yellow water mark from the old leak upstairs, long since fixed', 'Painting & Drywall'],
  [
    "the washer leaves a little water on the floor, nothing's near the outlet though",
    'Appliance Installation & Repair',
  ],
  // a thing said to work is the one to fix when it is the only one named
  ['the ac works fine but it makes a grinding noise when it starts', 'Heating & Cooling (HVAC)'],
];

describe('category by evidence', () => {
  it.each(described)('"%s" is %s', (text, category) => {
    expect(categoryIn(text)?.category).toBe(category);
  });

  it('lets a negated trade count against it', () => {
    expect(categoryIn('I need a handyman, not a plumber, to fix the towel bar')).toEqual({
      category: 'Handyman',
      explicit: true,
    });
    expect(categoryIn("it's not the furnace, it's the water heater that's popping")?.category).toBe('Plumbing');
  });

  it('names the trades Earl does not cover, unless a covered trade is named', () => {
    expect(uncoveredTradeIn('we have termites in the garage')).toBe('pest control (termites)');
    expect(uncoveredTradeIn('the roof is missing shingles')).toBe('roofing');
    expect(uncoveredTradeIn('I need an electrician for the pool pump')).toBeUndefined();
  });
});

describe('an outlet for an appliance', () => {
  it("is the electrician's", () => {
    expect(categoryIn('need a new outlet in the garage for the washer')?.category).toBe('Electrical');
    expect(categoryIn('can you run a 240 line for my tesla charger')?.category).toBe('Electrical');
  });
});

describe('the trade, batch 18 of the held-out callers in other words', () => {
  it('takes the thing the caller puts right, and doors to plane or tiles to replace', () => {
    expect(categoryIn("no wait, it's the washer not the tub")).toEqual({
      category: 'Appliance Installation & Repair',
      explicit: true,
    });
    expect(categoryIn('the bedroom doors need to be planed, they rub')?.category).toBe('Carpentry');
    expect(categoryIn('two tiles by the tub are cracked, can someone replace them')?.category).toBe('Handyman');
    expect(categoryIn('some of the outlets in the den stopped working, the lamp and the tv are off')?.category).toBe(
      'Electrical',
    );
  });
});

describe('hard-wired detectors and door frames', () => {
  it("are the electrician's and the carpenter's", () => {
    expect(categoryIn('the smoke detectors are hard wired and ten years old, want them replaced')?.category).toBe(
      'Electrical',
    );
    expect(categoryIn("the back door won't latch, the jamb is split where the strike plate goes")?.category).toBe(
      'Carpentry',
    );
  });
});

describe('the trade, batches 28 and 29 of the held-out callers in other words', () => {
  it('is what the caller asks for now, after a story of what happened before', () => {
    expect(
      categoryIn(
        'two years ago the washer hose burst, the plumber fixed it and it has been dry since. i want someone to rebuild the floor of the vanity cabinet',
      )?.category,
    ).toBe('Carpentry');
    expect(
      categoryIn(fromSpanish('el año pasado se tapó el baño, ya lo destaparon. quiero que cambien el piso de madera')),
    ).toMatchObject({ category: 'Carpentry' });
  });

  it("reads a yard's slope in Spanish as the landscaper's", () => {
    expect(
      categoryIn(
        fromSpanish('se hace un charco en el jardín cuando llueve, quiero que nivelen el desnivel del terreno'),
      )?.category,
    ).toBe('Landscaping & Yard Work');
  });
});

describe('a fence to stain, outdoor lights to wire, a wall to paint after the electrician, a yard that floods', () => {
  it.each<[string, ServiceCategory]>([
    ['our redwood fence needs to be stained before summer', 'Painting & Drywall'],
    ['we want a couple of motion sensor lights over the driveway', 'Electrical'],
    [
      'the outlet was replaced by an electrician last spring. i just want the scorched wall patched and painted',
      'Painting & Drywall',
    ],
  ])('"%s" is %s work', (text, category) => {
    expect(categoryIn(text)?.category).toBe(category);
  });

  it('reads "el patio de atrás" as the yard and a hair dryer as nothing to repair', () => {
    expect(
      categoryIn(fromSpanish('el patio de atrás se hace una laguna cuando llueve, quiero un drenaje'))?.category,
    ).toBe('Landscaping & Yard Work');
    expect(categoryIn(fromSpanish('el enchufe del baño no sirve, conecto la secadora del pelo y nada'))?.category).toBe(
      'Electrical',
    );
  });
});

describe('a space heater and a hard-wired smoke detector in Spanish', () => {
  it('reads "un calentador eléctrico" as no water heater, and a detector "conectado con cables" as the electrician\'s', () => {
    expect(categoryIn(fromSpanish('el calentón no prende, estamos con un calentador eléctrico'))?.category).toBe(
      'Heating & Cooling (HVAC)',
    );
    expect(
      categoryIn(fromSpanish('la alarma de humo pita cada minuto y es de las que están conectadas con cables al techo'))
        ?.category,
    ).toBe('Electrical');
  });
});

describe('trades, batches 38 and 39 in other words', () => {
  it.each<[string, ServiceCategory]>([
    ['we need the generator wired in with a transfer switch before the next outage', 'Electrical'],
    ['can someone put in one of those lights that turn on by themselves when a car pulls in', 'Electrical'],
    [
      'the creek bank slumped after the rain and there is silt all over the walkway, we want swales dug',
      'Landscaping & Yard Work',
    ],
    ['the storm snapped three posts and about sixty feet of fencing is down', 'Carpentry'],
    ['the shutters and the fascia are flaking badly from the sun', 'Painting & Drywall'],
  ])('"%s" is %s', (said, category) => {
    expect(categoryIn(said)?.category).toBe(category);
  });

  it.each<[string, ServiceCategory]>([
    ['el patio de enfrente quedó como laguna con la lluvia, quiero un drenaje', 'Landscaping & Yard Work'],
    ['se me tapó la tarja, o sea el fregadero, y no baja nada', 'Plumbing'],
    ['el termostato de la calefacción no prende y el calentador no calienta', 'Heating & Cooling (HVAC)'],
    ['entra agua por la ventana cuando llueve, no hay enchufes por ahí, quiero que la sellen', 'Handyman'],
  ])('reads the Spanish "%s" as %s', (spanish, category) => {
    expect(categoryIn(fromSpanish(spanish))?.category).toBe(category);
  });
});

describe('trades, batches 40 and 41 in other words', () => {
  it.each<[string, ServiceCategory]>([
    ['the evaporative cooler on the roof blows warm damp air now', 'Heating & Cooling (HVAC)'],
    ['the back steps have a rotten tread and the stringer feels spongy, please rebuild them', 'Carpentry'],
    ['the garage side door frame is soft at the bottom near the hinges', 'Carpentry'],
    ["there's a fist-sized hole in the bedroom drywall, patch it and paint the wall to match", 'Painting & Drywall'],
    ['the hose bib by the garage drips and we want another outside faucet put in', 'Plumbing'],
    [
      'the fridge ice maker is dead, a shelf is loose, and a closet door is off track; if you can only do one, the fridge is the one driving me nuts',
      'Appliance Installation & Repair',
    ],
  ])('"%s" is %s', (said, category) => {
    expect(categoryIn(said)?.category).toBe(category);
  });

  it.each<[string, ServiceCategory]>([
    ['el aire central nomás echa aire caliente', 'Heating & Cooling (HVAC)'],
    ['el lavabo hace gluglú cada vez que la lavadora tira el agua', 'Plumbing'],
    ['quiero cambiar los mosquiteros de tres ventanas', 'Handyman'],
    ['compré un generador y quiero una conexión en la pared para enchufarlo a la casa', 'Electrical'],
  ])('reads the Spanish "%s" as %s', (spanish, category) => {
    expect(categoryIn(fromSpanish(spanish))?.category).toBe(category);
  });

  it('takes no roofing job from a cooler or a unit that sits on the roof', () => {
    expect(uncoveredTradeIn('the swamp cooler up on the roof needs new pads')).toBeUndefined();
    expect(uncoveredTradeIn('the roof leaks by the chimney')).toBe('roofing');
  });
});

describe('trades, batch 44 in other words', () => {
  it.each<[string, ServiceCategory]>([
    ['quiero que me chapeen el monte de atrás, ya está muy alto el zacate', 'Landscaping & Yard Work'],
    ['se nos fue la luz en media casa cuando prendimos la plancha', 'Electrical'],
    ['quiero una luz de esas que se prenden solas en la cochera', 'Electrical'],
  ])('reads the Spanish "%s" as %s', (spanish, category) => {
    expect(categoryIn(fromSpanish(spanish))?.category).toBe(category);
  });
});

describe('trades, batch 60 in other words', () => {
  it.each<[string, ServiceCategory]>([
    ['the front door swelled up in the rain and now it rubs on the frame', 'Carpentry'],
    ['my carbon monoxide detector keeps chirping, I think the battery is low', 'Handyman'],
    ['la puerta del baño se hinchó con la humedad y ya no cierra', 'Carpentry'],
  ])('reads "%s" as %s', (said, category) => {
    expect(categoryIn(fromSpanish(said))?.category).toBe(category);
  });
});

describe('trades, batch 61 (callers who do not know what things are called) in other words', () => {
  it.each<[string, ServiceCategory]>([
    ['the little round dial on the living room wall that you turn for more heat is broken', 'Heating & Cooling (HVAC)'],
    ["the big box outside by the fence that hums, its fan isn't turning", 'Heating & Cooling (HVAC)'],
    ['the spout where you hook the hose up out back leaks all the time', 'Plumbing'],
    ['the gray box in the garage with all the little switches makes a clicking sound', 'Electrical'],
    ['after an hour in the machine the clothes are still damp', 'Appliance Installation & Repair'],
    ['the smoke alarms are wired into the ceiling and I want new ones', 'Electrical'],
    ['la caja gris de metal con los switchecitos hace ruido', 'Electrical'],
    ['el aparato grande que está afuera ya no prende y adentro no calienta', 'Heating & Cooling (HVAC)'],
    ['la secadora da vueltas pero la ropa sale igual de mojada', 'Appliance Installation & Repair'],
  ])('reads "%s" as %s', (said, category) => {
    expect(categoryIn(fromSpanish(said))?.category).toBe(category);
  });

  it('weighs a trade the caller wonders about as a clue, so what they describe decides', () => {
    expect(categoryIn("the oven won't heat at the bottom, is that an electrician?")).toEqual({
      category: 'Appliance Installation & Repair',
      explicit: false,
      asked: true,
    });
    expect(
      categoryIn(fromSpanish('se me hizo un hueco en la pared de tablaroca, ¿eso lo arregla un carpintero?'))?.category,
    ).toBe('Painting & Drywall');
    expect(categoryIn('I need an electrician, the outlets in the garage are dead')?.explicit).toBe(true);
  });

  it('takes no roofing away from a caller who wonders between a painter and a roofer', () => {
    expect(
      uncoveredTradeIn('an old roof leak left a ring on the ceiling, is that a painter or a roofer?'),
    ).toBeUndefined();
    expect(uncoveredTradeIn('my roof leaks when it rains')).toBe('roofing');
  });
});

describe('trades, batch 63 in other words', () => {
  it.each<[string, ServiceCategory]>([
    ['the shrubs by the front walk are overgrown and the hedge needs trimming back', 'Landscaping & Yard Work'],
    ['quiero pintarlo todo antes de mudarme', 'Painting & Drywall'],
    ['el calentador del aire del pasillo no prende', 'Heating & Cooling (HVAC)'],
  ])('reads "%s" as %s', (said, category) => {
    expect(categoryIn(fromSpanish(said))?.category).toBe(category);
  });
});

describe('trades, batch 66 (the rainy season) in other words', () => {
  it.each<[string, ServiceCategory]>([
    ["the roll-up garage door's been sticking since the rain, it goes up halfway and shudders", 'Handyman'],
    ['the fan in the kids bathroom rattles and barely pulls the steam out', 'Electrical'],
    ['rain gets in around the bedroom window and the sill has gone soft and rotten', 'Carpentry'],
    ['a downspout came loose in the wind and is hanging off the corner of the house', 'Handyman'],
    ['la bomba del sótano hace ruido pero no saca el agua', 'Plumbing'],
    ['la canaleta se cayó y el tubo que baja está colgando', 'Handyman'],
  ])('reads "%s" as %s', (said, category) => {
    expect(categoryIn(fromSpanish(said))?.category).toBe(category);
  });
});
