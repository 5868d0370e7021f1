import { describe, expect, it } from 'vitest';
import { hazardsIn, type HazardKind } from './hazards';
import { fromSpanish } from './spanish';

// Phrasings written apart from the corpus, to check the cues generalise rather than match the corpus's words.
const hazardous: [string, HazardKind][] = [
  // the phone line's recogniser (batch 27), in other words
  ['the water heater closet has a smell i think its a gas leek', 'gas'],
  ['the breaker panel hums loud and the cover is hot and theres kind of a burnt toast smell', 'electrical-fire'],
  ['the hall dimmer got really hot this morning and theres a brown mark on the plate', 'electrical-fire'],
  // safety round four (batch 26), in other words
  ['the back bedroom smells like somebody just blew out a match, right by the wall heater', 'gas'],
  ['a thin whistle at the gas meter by the side gate, my cat will not go near it', 'gas'],
  ['the little meter my brother left reads 120 ppm in the laundry room', 'carbon-monoxide'],
  ["the furnace was running all night and now grandpa's head is hurting and he wants only to sleep", 'carbon-monoxide'],
  ['a haze is coming out from behind the washer and it smells like a hot empty frying pan', 'electrical-fire'],
  ['the bathroom outlet went brown and melty after the hair dryer', 'electrical-fire'],
  ['the glass shade of the hallway light is filling up with water', 'water-electrical'],
  ["the leak has crept over to the garage outlets, the power strip's lying in the water", 'water-electrical'],
  ['the supply line behind the fridge let go and the kitchen is soaked', 'flooding'],
  ['water is coming up through the floor registers in the hall', 'flooding'],
  ['every time the dishwasher drains the tub fills up with brown muck', 'sewage'],
  ['my aunt is 93, her furnace is on the fritz and it was forty-eight in her bedroom', 'no-heat-vulnerable'],
  // safety round three (batch 24), in other words
  ['the pantry smells like rotten onions and we have no onions, the gas range is right there', 'gas'],
  ['the stove clicked for ages and now the kitchen has that skunky smell', 'gas'],
  ['the hallway has that smell now, the stuff they put in so you notice it', 'gas'],
  ["it's a gas dryer. the laundry room smells like boiled cabbage and nobody's cooking", 'gas'],
  [
    'the kids get headaches at home and perk right up once they get to school, the furnace runs all night',
    'carbon-monoxide',
  ],
  ["my husband has ms, the ac died, it's 90 upstairs in this heat wave", 'no-cooling-vulnerable'],
  ['the puddle from the washer is a couple inches from the power strip now', 'water-electrical'],
  ['the puddle keeps spreading toward the outlets by the freezer', 'water-electrical'],
  ['water keeps coming out from under the wall behind the toilet', 'flooding'],
  ['the hallway carpet is soaked through and squelching', 'flooding'],
  ["that brown water came into the kids' room, it has toilet paper in it", 'sewage'],
  ['it smells like sulfur near the furnace closet', 'gas'],
  ["there's a hissing noise at the gas meter outside", 'gas'],
  ['we smell propane by the grill line going into the house', 'gas'],
  ['my co detector went off at 3am and won’t stop', 'carbon-monoxide'],
  ['the whole family woke up with headaches and the furnace has been running all night', 'carbon-monoxide'],
  ['the carbon monoxide alarm is screaming', 'carbon-monoxide'],
  ['there is smoke coming out of the light switch', 'electrical-fire'],
  ['the fuse box by the laundry has been making a crackly sound since this morning', 'electrical-fire'],
  ['there are black marks around the outlet in the den', 'electrical-fire'],
  ['the shower and the toilet keep gurgling up this nasty black water', 'sewage'],
  ['the old tank in the closet is gushing water out the side onto the carpet', 'flooding'],
  ["my dad's ninety and the heater died last night, the house is freezing", 'no-heat-vulnerable'],
  ['the outlet in the kitchen is black and melted', 'electrical-fire'],
  ['I smell something burning behind the wall where the outlet is', 'electrical-fire'],
  ['the breaker box is really hot and making a crackling noise', 'electrical-fire'],
  ['the plug sparked when I pulled out the vacuum cord', 'electrical-fire'],
  ['water is dripping out of the ceiling light in the kitchen', 'water-electrical'],
  ['the ceiling in the hallway is bulging with water', 'water-electrical'],
  ['water is pooling around the extension cords behind the tv', 'water-electrical'],
  ['a pipe burst in the garage', 'flooding'],
  ['water is gushing from under the kitchen sink', 'flooding'],
  ['the basement is flooding', 'flooding'],
  ['raw sewage is coming up through the floor drain', 'sewage'],
  ['the sewer is backing up into our shower', 'sewage'],
  ['the heat is out and we have a two month old baby and it is freezing', 'no-heat-vulnerable'],
  ['my dad is 91 and his furnace stopped working', 'no-heat-vulnerable'],
  ['the ac died in this heat wave and my grandmother lives with us', 'no-cooling-vulnerable'],
  // said indirectly: the sign, not the hazard's name
  ['the whole side yard by the meter smells like rotten aches', 'gas'],
  ['water keeps dripping from around the recessed light in the den', 'water-electrical'],
  ['every time somebody flushes upstairs it comes up and over onto the floor down here', 'sewage'],
  ["there's poop water all over the laundry room", 'sewage'],
  ["there's a hissing sound by the stove and my head is pounding", 'gas'],
  ['the kitchen smells like someone left the burner on but nothing is on', 'gas'],
  ["the pilot light keeps going out and there's a funny smell", 'gas'],
  ['the detector keeps going off and my kids have headaches', 'carbon-monoxide'],
  ['we all feel sick and the alarm in the hallway keeps beeping', 'carbon-monoxide'],
  ['the water heater is leaking and the floor is getting close to the power strip', 'water-electrical'],
  ["the basement has about a foot of water and it's still coming", 'flooding'],
  ['toilet water is coming up in the shower and it smells awful', 'sewage'],
  ["my 2 month old is home and the furnace quit, it's 45 degrees inside", 'no-heat-vulnerable'],
  ['the stove knob was left on for hours with no flame', 'gas'],
  ['my gas line got nicked by the contractor', 'gas'],
  ["there's a strong sulfur smell in the garage where the water heater is", 'gas'],
  ['flames came out of the outlet', 'electrical-fire'],
  ['the ceiling is dripping right onto the light in the bathroom', 'water-electrical'],
  ['water is coming down the wall right where the light switch is', 'water-electrical'],
  ["water's leaking from the ceiling and the lights keep flickering", 'water-electrical'],
  ['sewage is coming out of the cleanout', 'sewage'],
  ["every time we flush, it comes up in the bathtub and it's brown and smells", 'sewage'],
  ["it's freezing in here and my mom is 88", 'no-heat-vulnerable'],
  ["heater's broken and I've got a newborn", 'no-heat-vulnerable'],
  ["the ac stopped and my father is on dialysis, it's 100 degrees", 'no-cooling-vulnerable'],
  ['my kitchen ceiling is leaking near the light', 'water-electrical'],
  ['water keeps dripping through the light fixture, I mopped up what I could', 'water-electrical'],
  ['we lost heat last night and my grandpa uses a wheelchair', 'no-heat-vulnerable'],
  ["there's water coming up through the floor in the garage and it keeps rising", 'flooding'],
  ["the toilet is overflowing and won't stop", 'flooding'],
  ["there's water going into the hallway from the laundry", 'flooding'],
  ["the leak's coming through the ceiling into the fuse box", 'water-electrical'],
  ["my mom's place, the heat's been out two days, she's 93", 'no-heat-vulnerable'],
  ['my whole family has had headaches for days and it goes away when we leave the house', 'carbon-monoxide'],
  ['our heater stopped working and my husband just got out of the hospital', 'no-heat-vulnerable'],
  ['its really cold in the house and the baby has a fever', 'no-heat-vulnerable'],
  ["the a c went out and my grandma is 95 and it's a heat wave", 'no-cooling-vulnerable'],
  // a sign split by a comma: the cue lies across two clauses of one sentence
  ["the outlet, it's hot to the touch and buzzing", 'electrical-fire'],
  ["there's a smell, like gas, in the kitchen", 'gas'],
  ['the garage smells, like propane', 'gas'],
  ['the pipe under the bathroom sink, it burst', 'flooding'],
  ["the downstairs bedroom, it's flooding", 'flooding'],
  ["it's leaking, right next to the electrical panel", 'water-electrical'],
  ["the hallway ceiling, it's sagging", 'water-electrical'],
  ['the extension cord, it melted', 'electrical-fire'],
  ["the toilet backed up, and now there's sewage on the floor", 'sewage'],
  ["the heater, it won't turn on, and my baby is six weeks old", 'no-heat-vulnerable'],
  ["the light switch in the hallway is hot, and the plate's gone kind of brownish around the edges", 'electrical-fire'],
  ['the floor drain is backing up, water is coming up out of it and she says it smells like sewage', 'sewage'],
  // the thing named in one sentence, its sign in the next
  ["it's the outlet in the kitchen. it's really hot and buzzing", 'electrical-fire'],
  ["the light switch in the hall. it's hot when you touch it", 'electrical-fire'],
  ['it kind of smells like a skunk right by my stove? no skunks in the house obviously', 'gas'],
  ['the burner knob on the stove was turned on. Nothing was lit. The kitchen has this sharp funny smell.', 'gas'],
  ["the alarm that's not the smoke one is beeping like crazy, the one down by the furnace closet", 'carbon-monoxide'],
  ["the AC died and it's a hundred and four outside. my dad's 88, he's all red in the face", 'no-cooling-vulnerable'],
  // batch 8 of the held-out callers: signs in other words
  ['in the laundry room is a smell very strong, like egg that is old, bad egg, from behind the dryer', 'gas'],
  [
    'it smells really strong in here, like a skunk, way stronger than normal, and I think I can hear a faint hiss coming from it',
    'gas',
  ],
  ['the carbon mono side thing in the hallway keeps going off and my wife has a bad headache', 'carbon-monoxide'],
  ['the outlet cover has gone kind of tan and soft-looking around the bottom holes', 'electrical-fire'],
  ['water is dripping out of the smoke detector on my hallway ceiling, a wired-in one', 'water-electrical'],
  ['a roaring noise under the floor, and water is running out of the vents along the bottom of the house', 'flooding'],
  [
    'our furnace gave out last night, it got below freezing, and my husband is ninety and has heart failure',
    'no-heat-vulnerable',
  ],
  // the utility's word does not outlast a smell that came back worse
  ['pg&e said there was no leak last month but the rotten egg smell is back and stronger', 'gas'],
  [
    "today it's a hundred and two out and it quit completely, and my wife just had heart surgery",
    'no-cooling-vulnerable',
  ], // batch 15 of the held-out callers: people who do not know it is dangerous
  ['there is a sulfury odor in the utility closet where the furnace sits', 'gas'],
  ['the hallway smells like someone just struck a match, nobody is smoking', 'gas'],
  ['a sour rotten stink by the range, and yes it is a gas one', 'gas'],
  ['our gas water heater, the closet it is in has this garbage kind of rotten odor', 'gas'],
  ['the dimmer for the living room lights gets hot and makes a sizzling noise', 'electrical-fire'],
  ['the light switch in the hall makes a frying sound when I flip it', 'electrical-fire'],
  ['the bedroom ceiling right below the tub upstairs has started bulging down', 'water-electrical'],
  ['the copper pipe in the crawl space is spraying all over', 'flooding'],
  ['a fitting under the sink is spewing everywhere', 'flooding'],
  [
    'the floor drain in the garage is backing up and it is not ours, nobody has flushed anything all day, it must be the city line',
    'sewage',
  ],
  // batch 16: plain or limited English
  ['our heater is not working since last night and my dad has copd, it is freezing', 'no-heat-vulnerable'],
  ['the furnace is not come on today and the baby is two month old', 'no-heat-vulnerable'],
  ['the plug behind the couch went with a flash when I vacuumed, now it has a black mark', 'electrical-fire'],
  ['the socket in the hall is scorched around the holes', 'electrical-fire'],
  // batch 17: signs told unlike the obvious way
  ['the water heater closet smells kind of like gasoline, stronger every hour', 'gas'],
  ['the light switch zapped me and now it hums', 'electrical-fire'],
  ['water is dripping out of the exhaust fan in the bathroom ceiling', 'water-electrical'],
  [
    'the garage floor has water an inch deep. there are two power strips sitting on the floor plugged in',
    'water-electrical',
  ],
  ['the kitchen ceiling is drooping and wet', 'water-electrical'],
  // batch 18: an outside tester's callers
  ["my dad won't wake up from his nap and the wall heater has been on all day", 'carbon-monoxide'],
  ['the breaker box smells like burnt popcorn and the door of it is warm', 'electrical-fire'],
  // batch 19: the whole county's callers
  ["there's an odor in the kitchen, like when you leave a burner on without lighting it", 'gas'],
  ['the electrical panel in the hall is kinda warm and I hear clicking inside it', 'electrical-fire'],
  ["the heater hasn't come on since yesterday and my dad is 88", 'no-heat-vulnerable'],
  ['our thermostat reads 51 and we have a toddler, the furnace is silent', 'no-heat-vulnerable'],
  ['the cleanout by the back door is backing up and it stinks like a septic tank', 'sewage'],
  // batch 20: callers whose English or whose line is hard to follow
  ['in the hallway it smell like egg is rotten, very strong', 'gas'],
  ['the socket by the couch went pop and there is a burn mark all around it now', 'electrical-fire'],
  ['the outlet in the den smells like burnt toast', 'electrical-fire'],
  // batch 22: safety told indirectly
  [
    'probably the battery, but the detector in the hall keeps going, four beeps and a pause, over and over',
    'carbon-monoxide',
  ],
  [
    'the gas heater in the den has been on since last night and this morning my husband and I both have headaches and my daughter threw up',
    'carbon-monoxide',
  ],
  ['the light switch in the bathroom smells like fish and the plate feels warm', 'electrical-fire'],
  ["there's a soft spot on the bedroom ceiling, it bulges down and the light in it dripped", 'water-electrical'],
  ['water is trickling down over the breaker panel in the garage', 'water-electrical'],
  ['the basement floor drain is bubbling up brown and it has toilet paper in it', 'sewage'],
  ['water all over her laundry room floor, it is pouring out of the wall', 'flooding'],
  ['it smell, hmm, like a match when you strike it, by the stove', 'gas'],
  ['a rotten smell by the furnace closet, the furnace is gas, worst by its pipe', 'gas'],
  ['the AC compressor hums but the fan is not spinning, it is 96 inside and my mom is 90', 'no-cooling-vulnerable'],
  // batch 23: safety, round two
  ['it smells like a skunk got trapped under the floor, worst by the furnace closet', 'gas'],
  ["the laundry room smells like when the stove's on but hasn't lit, and every knob is off", 'gas'],
  ['the detector by the bedrooms shows 180 and the light is red, the heater is running', 'carbon-monoxide'],
  ['brown sludge keeps coming up through the tub drain', 'sewage'],
  ['the ceiling over the hall is drooping, and the light beside it keeps flickering', 'water-electrical'],
  // batch 30, the danger second among other jobs, in other words
  ['also water is dripping out of the hallway ceiling light since the upstairs tub overflowed', 'water-electrical'],
  ['and when the upstairs toilet is flushed, brown water came up in the shower', 'sewage'],
  ['the utility sink downstairs fills up with brown smelly water whenever someone flushes', 'sewage'],
  // batch 28 (safety, round five: indirect, late, told by someone else), in other words
  ['something is hissing behind the wall in the guest room and water is seeping out under the baseboard', 'flooding'],
  ['the rug in the den squishes when you step on it', 'flooding'],
  ['the ceiling over the table, below the bathroom, has a bulge, like a water balloon', 'water-electrical'],
  ['there is a drip coming off the chandelier in the entry', 'water-electrical'],
  ['a faint smell in the utility closet, kind of like eggs gone bad, right where the dryer is', 'gas'],
  [
    'my two week old is here, the heater runs but only cold air comes out, and the house is at 54',
    'no-heat-vulnerable',
  ],
  [
    'my daughter has cerebral palsy and cannot regulate her temperature, the unit blows room temperature air and her room is already 90',
    'no-cooling-vulnerable',
  ],
];

const harmless: string[] = [
  'the smoke and co combo alarm in the hall chirps now and then, the label says end of life',
  'the smoke/co unit upstairs is from 2012, we want them all replaced',
  'we ran the furnace for the first time this fall and it had a burning smell for a few minutes',
  'it smelled a little burnt at first but it went away, it smells normal now',
  'my smoke detector keeps chirping every minute, I think it needs a battery',
  "the flood light over the garage doesn't turn on anymore",
  "my gas dryer won't start, no smell or anything, it just clicks",
  "the gas fireplace won't light, no smell",
  'my heater is noisy when it starts up',
  'the light bulb in the hallway burnt out',
  'the toilet keeps running all night',
  'my electric bill is way too high',
  "there's an old water stain on the ceiling but it's dry",
  'I need an outlet installed by the bathroom sink',
  'the hot water takes forever to come out of the shower',
  'I poured boiling water down the drain and it is still clogged',
  'can someone paint the smoke-stained wall in the living room after the fireplace',
  "the pilot flame on the water heater went out, there's no gas smell",
  'the tea kettle on the stove is hissing and whistling',
  'my water heater hisses a little when it heats',
  'the fire alarm went off when I burned toast, no one is hurt',
  "the water heater leaks a bit, it's nowhere near any outlets",
  'my 3 month old keeps the house up at night and the heater is noisy',
  'can you replace my gas line to the new stove',
  'the lights flicker sometimes when the washer runs',
  'my dad is 85 and needs grab bars installed',
  'the pilot light on my fireplace needs cleaning',
  "the leak was near the light in the garage but it's all dry now",
  'the toilet overflowed once last week, I need the wax ring replaced',
  'water is coming into the garage under the door when it rains',
  'the heat has been out since the spring but we use a wood stove',
  'my basement flooded last year and I want a sump pump installed',
  // the spec's own scripted call books this one as normal: a leak, however wide, is not a burst
  'my water heater is leaking all over the garage floor',
  'the smoke alarm went off because I was cooking',
  'I want a quote to move a gas line for a new dryer',
  // two clauses of one sentence read together still need a sign in them
  'the kitchen faucet is leaking, and the outlet next to it needs a cover',
  'I want a hot water heater installed, and a new outlet in the garage',
  'the pipes are old, I want them replaced, they burst last winter',
  "the water pressure, it's low, and the water heater makes noise",
  'the dishwasher, it leaves water in the bottom, near the door',
  'the ceiling fan, it wobbles, and the light flickers',
  "the toilet, it's clogged, it's not overflowing",
  "there's a leak, under the sink, it's dripping into a bucket",
  'the furnace is noisy, and I get headaches from the noise',
  "the house smells kinda burnt right now but that's just my husband burnt toast, the dishwasher won't drain",
  'we turned the furnace on for the first time since october and it had that dusty burning smell for ten minutes',
  "half the kitchen outlets stopped working, nothing's burning or smoking or anything, they just went dead",
  'the drip irrigation in the backyard is all busted, a bunch of the lines got chewed up by gophers',
  'only the hot water smells like rotten eggs, the cold is fine and the house smells of nothing',
  "we have an outlet by the sink. it's loose, that's all",
  "I ran the self-clean cycle and the house smelled like burning, it's just the gunk burning off",
  'a skunk sprayed under the deck last night and the whole house smells',
  "there's a sulfur smell in the laundry room, the gas company tested it and said it was not gas, it's the floor drain",
  'the laundry room smelled like rotten eggs all week, but it turned out to be a sack of potatoes that went bad',
  "my washing machine won't drain. there's a couple inches of water just sitting in the drum",
  "the disposal's shot. i flip the switch and it just hums, doesn't spin",
  'a pan caught fire two months ago and the wall above the stove is black from the smoke, I want it repainted',
  "I can smell smoke outside, but it's just my neighbor burning his brush pile, it's a permitted burn day",
  'the pilot on the water heater went out last night, no smell at all, it just needs relighting',
  "the upstairs unit's pipe burst and flooded their kitchen, nothing is wrong at our place but we want ours checked",
  'a pipe burst last week and flooded the laundry room, it was fixed, now the drywall needs patching',
  'can you repaint the hallway, there is an old burn mark by the switch from before we moved in',
  'we poured boiling water down the kitchen drain twice and it is still slow',
  "the porch light fixture quit, nothing sparking, it's just old and rusty",
  'the ceiling fan in the bedroom is bulging out of its box a bit and wobbles',
  'I want someone to fix the ceiling where it sags a little in the old garage, no leaks ever',
  'I need a gas dryer hooked up, it is brand new, no smell of anything',
  'the garbage disposal smells sour and rotten, it needs cleaning',
  'the sprinkler pipe out front is spraying into the street',
  "the toilet is backing up again, it's our own clog, the kids flushed a toy",
  'my mom is 90 and her fridge stopped cooling, the milk went bad',
  'i filled the mower at the gas station and the garage smells like gasoline now',
  'my gas bill doubled this winter, can someone check the furnace',
  'i burnt the popcorn in the microwave and the kitchen stinks',
  'the thermostat reads 68 but the upstairs bedrooms feel colder, my grandma stays up there',
  'the panel cover is missing a screw, nothing warm or noisy',
  "we're so sparked about the new kitchen, first the drywall needs patching",
  'the backyard is under two inches of water after the storm, the house is dry, it is only the lawn',
  'i sharpen mower blades with a grinder, sparks everywhere, totally normal, i just want a new outlet for it',
  'our water bill is on fire this month, can someone check for a leak under the house',
  'only the hot water smells like rotten eggs, the cold is fine, someone said it is the anode',
  'the co detector shows END and chirps, nobody has headaches, i just want it replaced',
  'the smoke alarm goes off every time I fry bacon, nothing is burning, I want it moved',
  'the guest bath smells like a sewer now and then, everything drains fine, nothing comes up',
  'i burnt the toast again and the smoke alarm went off, all fine now, but the alarm needs a new battery',
  // an age said of a thing, not a person
  'the house is 90 years old and the furnace finally quit, it is just me and my husband, we are fine',
  // safety round four (batch 26), in other words
  'the fire pit threw sparks all evening and scorched two deck boards, nothing is smoking now',
  'last week pg&e fixed a leak at our meter, all fine now, they left a hole in the garage wall to patch',
  'the sprinkler head broke and sprayed everywhere but i turned the valve off, the lawn needs a new head',
  'the shed smells of gasoline, i spilled the can for the mower, can someone build me a storage shelf',
  'the shower drains slowly, by the end the water is up to my ankles',
  // safety round three (batch 24), in other words
  'at low tide the whole street smells like rotten eggs from the kelp, i just want the gutters cleaned',
  'we had a gas leak at the water heater two years ago, the plumber fixed it, no smell since, now i need a new faucet',
  'the block smelled of gas this morning, that was pg&e working on the main, the smell is gone, i need a dryer hooked up',
  'our den flooded back in 2019, all fixed, been fine ever since, i want shelves built',
  "i work in the er and a family came in with carbon monoxide poisoning, i tested my detectors, they're fine, i need a fan installed",
  "my grandpa is 92 and the furnace is out, but he's not there, he's at my aunt's, nobody's in the house",
  'my water heater quit and my newborn has a cold, no hot water for her bath',
  "i'm making cabbage soup and the smoke alarm chirps, it needs a battery",
  // batch 30 (safety, round six: several problems at once, alarming words in calm calls), in other words
  'my daughter welds in the shed, sparks all afternoon, she just wants a 240 outlet out there',
  'we watched a documentary where a house blew up from a gas leak, nothing is wrong here, i just want the old connector swapped',
  'the kitchen smelled burnt for a day, we found out it was the old toaster full of crumbs, now i want a new hood put in',
  "nothing's on fire, we just want a stone patio around the fire pit",
  "the neighbour's wood stove smoke drifts into our living room, i want the windows sealed",
  'the dishwasher smells like rotten eggs every time i open it',
  // batch 28 (safety, round five), calm look-alikes in other words
  'pg&e came out and checked the line and the stove, zero leak, it was a sack of rotten potatoes behind the bin',
  'back in march the old furnace put out carbon monoxide, we had it replaced and it has been fine ever since',
  'in october the sewer line backed up into the laundry, they snaked it and it has been fine since',
  'i burned a bagel and the smoke alarm went off, the smoke is all cleared now, i just need the alarm put back up',
  'the septic tank was pumped this morning and the yard smells a bit, they said that is normal for a day',
  "the neighbour's garage flooded in the storm, our basement stayed completely dry, i want a sump pump",
];

describe('safety triage', () => {
  it.each(hazardous)('recognises "%s" as %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it.each(harmless)('keeps "%s" calm', (utterance) => {
    expect(hazardsIn(utterance, utterance)).toEqual([]);
  });

  it('joins the signs of carbon monoxide said turns apart: a heater running, then a baby hard to wake', () => {
    const earlier = "our heater's been making kind of a rumbling noise since we turned it on this morning";
    const now = 'the baby is really sleepy, I can barely wake her up, and I feel kind of dizzy too';
    expect(hazardsIn(now, `${earlier}. ${now}`)).toEqual(['carbon-monoxide']);
    expect(hazardsIn(now, now)).toEqual([]);
  });

  it('needs both facts for no heat with a vulnerable person, said in any order across the call', () => {
    expect(hazardsIn('the furnace is out', 'the furnace is out')).toEqual([]);
    expect(hazardsIn('my mother is 94', 'the furnace is out. my mother is 94')).toEqual(['no-heat-vulnerable']);
  });
});

describe('carbon monoxide across turns, with the alarm silenced', () => {
  it('keeps symptoms said after a heater was named urgent, though the alarm "chirped" and its battery was pulled', () => {
    const before = 'the wall heater flame has been looking lazy, yellow and floppy';
    const now =
      'my wife and I woke up with splitting headaches. the little alarm was chirping so I took the battery out';
    expect(hazardsIn(now, `${before}. ${now}`)).toContain('carbon-monoxide');
  });
});

describe('gas across turns', () => {
  it('hears a hiss at the pipe said after a smell at the meter as gas', () => {
    const before = "there's a funny smell out by the meter";
    const now = 'and now the pipe going into the ground is hissing';
    expect(hazardsIn(now, `${before}. ${now}`)).toContain('gas');
    // a hiss alone, with no smell said before it, is the water heater's
    expect(hazardsIn('the water heater pipe hisses a little', 'the water heater pipe hisses a little')).toEqual([]);
  });
});

describe('safety triage with a vulnerable person said in the negative', () => {
  it('keeps "nobody is sick" calm, and a newborn after "no heat" urgent', () => {
    const calm = 'the wall heater is not working, nobody is sick, it is just cold at night';
    expect(hazardsIn(calm, calm)).toEqual([]);
    const urgent = 'no heat and we have a newborn';
    expect(hazardsIn(urgent, urgent)).toEqual(['no-heat-vulnerable']);
  });
});

describe('a hazard cleared by what the call said earlier', () => {
  it('keeps no heat calm at a later turn when the caller said earlier that nobody is in the house', () => {
    const first = "grandma's furnace quit, she's 88, but she's not there, she's staying with us";
    expect(hazardsIn('Dana Reyes', `${first}. Dana Reyes`)).toEqual([]);
  });

  it('hears a hot, buzzing box after a breaker was named as the panel', () => {
    const before = 'a breaker keeps tripping and I want someone to look at the box';
    const now = 'the box is hot and buzzing like a hive';
    expect(hazardsIn(now, `${before}. ${now}`)).toContain('electrical-fire');
    expect(hazardsIn(now, now)).toEqual([]);
  });
});

describe('safety, batch 32 in other words', () => {
  it.each<[string, HazardKind]>([
    ["it's probably nothing, but there's about an inch on the laundry room floor and it keeps coming", 'flooding'],
    ['water is seeping out from under the utility closet door into the hall', 'flooding'],
    ['the stain up there has started to bubble, and it runs right up to the ceiling light', 'water-electrical'],
  ])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it('stays calm for the smoke stains of a pan fire a year ago that only need paint', () => {
    const glossed = fromSpanish(
      'hace como un año se quemó una sartén y la pared quedó negra del humo, nomás es la mancha',
    );
    expect(hazardsIn(glossed, glossed)).toEqual([]);
  });
});

describe('safety, batch 33 in other words', () => {
  it.each<[string, HazardKind]>([
    ['my screw went right into a pipe behind the drywall and water is running out of the hole', 'flooding'],
    ['sorry to bother you, the bedroom carpet is getting soaked from somewhere', 'flooding'],
    ["there's a garlicky smell near the furnace in the hall closet since yesterday", 'gas'],
    ["my father is ninety and the ac stop working, it's a hundred degrees today", 'no-cooling-vulnerable'],
  ])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it.each<[string, HazardKind]>([
    ['sube por el excusado agua café y huele a alcantarilla', 'sewage'],
    ['el calentón nomás echa puro aire frío y mi mamá de 90 años está temblando', 'no-heat-vulnerable'],
    ['el techo de la sala se está poniendo como una barriga y ahí mismo está la lámpara', 'water-electrical'],
  ])('"%s" is %s', (spanish, kind) => {
    const glossed = fromSpanish(spanish);
    expect(hazardsIn(glossed, glossed)).toContain(kind);
  });

  it.each([
    "we watched a documentary about a family whose basement flooded with sewage, nothing's wrong here, but I want a backwater valve",
    'my neighbor had a gas leak yesterday, our house is totally fine, no smell at all, I want an automatic shutoff valve',
    "back in january the storm leaked through the ceiling around the dining room light, the roof's fixed and it's been dry since, I just want the stain painted",
  ])('stays calm for "%s"', (utterance) => {
    expect(hazardsIn(utterance, utterance)).toEqual([]);
  });

  it.each([
    'se me quemaron los frijoles y sonó la alarma de humo, ya no hay humo',
    'apreté el botón de prueba de la alarma de humo y no sonó, quiero una nueva',
    'a mi vecino le salió humo del medidor de la luz, a nosotros no nos pasó nada, quiero que revisen el panel',
    'mi abuelita anda de visita en Guatemala, el calentón sale puro aire frío',
    'el aire no sirve pero aquí está fresquito y el bebé está bien',
    'la casa de 90 años tiene un calentón que echa puro aire frío',
  ])('stays calm for "%s"', (spanish) => {
    const glossed = fromSpanish(spanish);
    expect(hazardsIn(glossed, glossed)).toEqual([]);
  });
});

describe('safety, batch 34 in other words', () => {
  it.each<[string, HazardKind]>([
    [
      "it smells like when you turn the burner on and it doesn't light, you know that smell, but the knobs are off",
      'gas',
    ],
    ['the plate around the dryer plug is turning brown and there is a hot plastic kind of smell', 'electrical-fire'],
    ["the pipe under the sink is spraying like a sprinkler and it's all over the kitchen floor", 'flooding'],
  ])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it('reads "está saliendo un chorro de agua… se está metiendo para la sala" as flooding', () => {
    const glossed = fromSpanish(
      'de la pared del garaje está saliendo un chorro de agua y ya se está metiendo para la cocina',
    );
    expect(hazardsIn(glossed, glossed)).toContain('flooding');
  });
});

describe('safety, batch 35 in other words', () => {
  it.each<[string, HazardKind]>([
    ['the washer went bang and there was a flash by the outlet, now it smells like gunpowder', 'electrical-fire'],
    ['the laundry room smells like fireworks after the dryer popped', 'electrical-fire'],
    ['it smells like the stove before the flame catches, near the furnace closet', 'gas'],
  ])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it('reads "está subiendo agua negra por la tina… huele a mierda" as sewage', () => {
    const glossed = fromSpanish('está subiendo agua negra por la tina y huele a mierda, con perdón');
    expect(hazardsIn(glossed, glossed)).toContain('sewage');
  });

  it.each([
    'the kids had fireworks in the street and a spark landed on the lawn',
    'we need the new dishwasher installed, the water connection and the outlet are under the sink already',
  ])('stays calm for "%s"', (utterance) => {
    expect(hazardsIn(utterance, utterance)).toEqual([]);
  });
});

describe('safety, batch 36 in other words', () => {
  it.each<[string, HazardKind]>([
    ['every time she flushes, dirty brown water with, like, chunks in it comes up in the tub', 'sewage'],
    ["the tank in the garage broke and water is pouring out, the floor is all wet and it's still coming", 'flooding'],
  ])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it('reads a mother of 78 with a heart condition, hot air from the AC in a heat wave, as no cooling with someone at risk', () => {
    const glossed = fromSpanish(
      'el aire de mi mamá ya no echa frío y con esta ola de calor llega a 96 grados. ella tiene 78 años y está mala del corazón',
    );
    expect(hazardsIn(glossed, glossed)).toContain('no-cooling-vulnerable');
  });

  it.each([
    'se bota el breaker cuando prendo el micro y la tostadora, no huele a nada ni sale chispa ni nada',
    'no tenemos agua caliente, el piloto está apagado, olor a gas no hay',
  ])('stays calm for "%s"', (spanish) => {
    const glossed = fromSpanish(spanish);
    expect(hazardsIn(glossed, glossed)).toEqual([]);
  });
});

describe('safety, batch 37 in other words', () => {
  it('reads "se nos descompuso el calentón" with a mother of 88 shivering as no heat with someone at risk', () => {
    const glossed = fromSpanish('se nos descompuso el calentón anoche y mi mamá tiene 88 años, no deja de temblar');
    expect(hazardsIn(glossed, glossed)).toContain('no-heat-vulnerable');
  });

  it.each([
    'my son put a plate with a gold rim in the microwave and it sparked, I unplugged it and now it will not heat',
    'mi hijo metió un plato con orilla dorada al microondas y echó chispas, ya lo desconecté',
  ])('stays calm for "%s"', (said) => {
    const glossed = fromSpanish(said);
    expect(hazardsIn(glossed, glossed)).toEqual([]);
  });
});

describe('safety, batches 38 and 39 (storm week, callers hard to follow) in other words', () => {
  it.each<[string, HazardKind]>([
    [
      "ever since the outage the heater runs and runs, it won't shut off, it's 91 in the house and my mom is 86",
      'no-cooling-vulnerable',
    ],
    [
      'the rain got into the basement, half an inch and rising, and the space heater cord is plugged in down on the floor',
      'water-electrical',
    ],
    [
      'the ceiling in the den. there is a bulge in it now, holding water like a pillow, and it keeps getting bigger',
      'water-electrical',
    ],
    ['the socket behind the couch has gone kind of black near the prongs', 'electrical-fire'],
    ['there is a scorched sort of smell from the lamp socket by the window', 'electrical-fire'],
  ])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it.each<[string, HazardKind]>([
    [
      'sale agua negra por la coladera de la regadera y huele bien feo, a cloaca, y sube cuando le jalan al baño',
      'sewage',
    ],
    ['la caja de los brakers está caliente caliente y huele como a plástico', 'electrical-fire'],
    ['prendimos la planta de luz en la cocina y mi hijo anda mareado con dolor de cabeza', 'carbon-monoxide'],
    [
      'con el calorón el aire sopla pero sale aire caliente, y mi papá de 81 años está malito del corazón',
      'no-cooling-vulnerable',
    ],
  ])('reads the Spanish "%s" as %s', (spanish, kind) => {
    const glossed = fromSpanish(spanish);
    expect(hazardsIn(glossed, glossed)).toContain(kind);
  });

  it('stays calm when the elderly owner is away and the house is empty ("la casa está sola")', () => {
    const glossed = fromSpanish(
      'el heater de mi papá no prende, él tiene 90 años pero está con mi tía en Gilroy, la casa está sola',
    );
    expect(hazardsIn(glossed, glossed)).toEqual([]);
  });
});

describe('safety, batches 40 and 41 (heat and wildfire season; the mountains) in other words', () => {
  it.each<[string, HazardKind]>([
    ["my husband has the pellet stove insert going all day and now he's woozy with a headache", 'carbon-monoxide'],
    [
      'we both feel sick to our stomachs this morning and the kerosene heater ran all night in the bedroom',
      'carbon-monoxide',
    ],
    ['the detector thing, the one with co on it, is beeping and my son says his head is pounding', 'carbon-monoxide'],
    ['there is a gassy smell by the range since the power came back', 'gas'],
    ["the evaporative cooler quit and it's ninety-something in here, my grandma is 90", 'no-cooling-vulnerable'],
  ])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it.each([
    'the whole house smells like a campfire from the wildfire up the hill, nothing is burning here, I want a better furnace filter',
    'the smoke keeps drifting in from outside at night so we want new weatherstripping on the doors',
    'the porch outlet felt hot at 3 but it was in the full sun all afternoon, no smell, no marks, just replace the cover',
    "the cabin's wall heater won't light, nobody is staying out there now, my dad (he's 91) is with us in the main house",
  ])('stays calm for "%s"', (said) => {
    expect(hazardsIn(said, said)).toEqual([]);
  });

  it('still hears the wiring when the wildfire smoke is named beside it', () => {
    const said =
      'with the wildfire smoke outside I almost missed it, but the outlet behind the tv is smoking and black';
    expect(hazardsIn(said, said)).toContain('electrical-fire');
  });

  it.each<[string, HazardKind]>([
    [
      'el aire de la ventana ya no quiere prender y en el cuarto hace mucho calor, mi bebé de tres meses está bien caliente',
      'no-cooling-vulnerable',
    ],
    ['el calentón ya no volvió a prender y mi mamá de 87 años está temblando de frío', 'no-heat-vulnerable'],
  ])('reads the Spanish "%s" as %s', (spanish, kind) => {
    const glossed = fromSpanish(spanish);
    expect(hazardsIn(glossed, glossed)).toContain(kind);
  });
});

describe('safety, batch 43 (written to catch the system out both ways) in other words', () => {
  it.each<[string, HazardKind]>([
    [
      'the meter dial keeps spinning with every tap closed and water is bubbling up through the hallway floor, an inch deep',
      'flooding',
    ],
    ["the co gadget in the hall is beeping 4 times and showing 95, i figured it's the battery", 'carbon-monoxide'],
    ['the kitchen smells like cabbage gone bad, strongest down by the oven, and the knobs are all off', 'gas'],
    [
      'the bathroom ceiling is hanging down like a belly and water is dripping out of the smoke alarm, we thought it was an old stain',
      'water-electrical',
    ],
    ['the thermostat is showing forty nine inside and my grandfather is 93', 'no-heat-vulnerable'],
  ])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it.each([
    'a pipe under the bathroom sink burst last friday, the plumber replaced it that day and it is bone dry, the vanity bottom swelled',
    "my brother in gilroy smelled gas at his place, pg and e already came, that's taken care of, that's not why i'm calling, our disposal is jammed",
    'the septic was pumped yesterday, no backup or smell, but the cleanout cap in the yard is cracked',
    'the neighbour saw smoke from our dryer vent but it was just steam on a cold morning, the dryer takes forever though',
  ])('stays calm for "%s"', (said) => {
    expect(hazardsIn(said, said)).toEqual([]);
  });

  it.each([
    'hoy hice la prueba de cada mes de las alarmas, apreté el botón de cada una y una ya no suena, en la casa todo normal',
    'en las noticias salió que a unas casas se les regresaron las aguas negras, a nosotros gracias a dios no nos pasó nada',
    'a mi tío en Hollister se le quemó un enchufe y echó chispas, en mi casa no ha pasado nada, es nomás para prevenir',
    'el aspersor moja el enchufe de afuera pero tiene su tapa de plástico de las de exterior y nunca ha fallado',
    'la calefacción no prende, mi abuelito de 85 está con mi tía en Soquel toda la semana y aquí no hace frío',
  ])('stays calm for the Spanish "%s"', (spanish) => {
    const glossed = fromSpanish(spanish);
    expect(hazardsIn(glossed, glossed)).toEqual([]);
  });
});

describe('safety, batch 44 in other words', () => {
  it.each<[string, HazardKind]>([
    ['there is a smell like garlic near the range and my husband thinks the gas is coming out', 'gas'],
    ['the kitchen smells like something dead right by the gas stove', 'gas'],
  ])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it('stays calm for CO detectors to put in where nothing is going off', () => {
    const said = 'the inspector wants co detectors added, nothing is going off, there are none yet';
    expect(hazardsIn(said, said)).toEqual([]);
  });

  it('reads the Spanish "junto al contador del gas se oye un siseo y huele fatal, a azufre" as gas', () => {
    const glossed = fromSpanish('junto al contador del gas se oye un siseo y huele fatal, a azufre');
    expect(hazardsIn(glossed, glossed)).toContain('gas');
  });
});

describe('safety, batch 45 in other words', () => {
  it.each([
    'our co detector went off last night, the fire department checked every room with their meter and said everything was fine, the thing was just expired. we want a new one wired in',
    'the co alarm beeped at dawn, PG&E came and found nothing at all, they said it was its end-of-life warning',
    'the laundry room flooded back in the December storms, it got pumped out and has been bone dry since, we just want a drain put in',
  ])('stays calm for a danger already checked or long past: "%s"', (said) => {
    expect(hazardsIn(said, said)).toEqual([]);
  });

  it('still hears a carbon monoxide alarm going off now', () => {
    const said = 'the carbon monoxide alarm is going off right now and my head is pounding';
    expect(hazardsIn(said, said)).toContain('carbon-monoxide');
  });
});

describe('safety, batch 54 (a storm week) in other words', () => {
  it.each([
    ['the generator is running in the garage with the big door half open', 'carbon-monoxide'],
    ['we fired up the generator right by the kitchen window, the cord comes in through it', 'carbon-monoxide'],
    ['water is dripping out of the ceiling light in the bathroom, it still turns on', 'water-electrical'],
    ['the extension cords are kinda just lying in the water by the couch', 'water-electrical'],
    ['the basement shower is belching up brown water and it reeks', 'sewage'],
    ['the laundry drain came up with, you know, the stuff from the toilets', 'sewage'],
    ["my dad is 88 and his furnace hasn't come on since the outage, the thermometer reads 54", 'no-heat-vulnerable'],
  ] as [string, HazardKind][])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it.each([
    'the generator is out by the barn, a good sixty feet from the house, we just want an inlet put in',
    'the generator sits in the garage for the winter, I want it serviced before we need it',
    "our street is flooded from the creek but the house is on a rise and it's totally dry, the culvert needs clearing",
  ])('stays calm for a look-alike: "%s"', (said) => {
    expect(hazardsIn(said, said)).toEqual([]);
  });

  it.each([
    ['la caja de la luz junto al medidor está sacando chispas y huele como quemado', 'electrical-fire'],
    ['el enchufe de la sala está derretido y la placa se siente caliente', 'electrical-fire'],
    [
      'el calentador ya no prende desde que regresó la luz, mi suegro tiene 86 años y adentro de la casa hace un frío tremendo',
      'no-heat-vulnerable',
    ],
  ] as [string, HazardKind][])('reads the Spanish "%s" as %s', (said, kind) => {
    const glossed = fromSpanish(said);
    expect(hazardsIn(glossed, glossed)).toContain(kind);
  });

  it('stays calm for a Spanish street flooded with the house dry', () => {
    const glossed = fromSpanish('la calle está toda inundada pero adentro de la casa no ha entrado nada de agua');
    expect(hazardsIn(glossed, glossed)).toEqual([]);
  });
});

describe("safety, batches 55 and 56 (someone else's house) in other words", () => {
  it.each([
    [
      "no rush really, but the plug on the heater was super hot and there's a black mark on the outlet, the smell went away",
      'electrical-fire',
    ],
    ['the extension cord the oxygen machine is plugged into is lying in the water now', 'water-electrical'],
    ['now dirty water with little pieces of toilet paper, like, floating in it is on the floor', 'sewage'],
  ] as [string, HazardKind][])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it('stays calm for a backup only asked about', () => {
    const glossed = fromSpanish('el lavamanos hace glu glu, ¿será que se está regresando el drenaje? no sale nada');
    expect(hazardsIn(glossed, glossed)).toEqual([]);
  });

  it.each([
    ['cuido a un señor de 89 años y el calentón no prende, la casa está helada', 'no-heat-vulnerable'],
    [
      'mi abuelo salió del hospital por el corazón y el aire solo tira aire caliente, hace 99 grados adentro',
      'no-cooling-vulnerable',
    ],
    ['los dueños no están y en el garaje huele bien feo como a huevo podrido junto al calentador', 'gas'],
  ] as [string, HazardKind][])('reads the Spanish "%s" as %s', (said, kind) => {
    const glossed = fromSpanish(said);
    expect(hazardsIn(glossed, glossed)).toContain(kind);
  });

  it('keeps an old house calm: "la casa tiene 90 años"', () => {
    const glossed = fromSpanish('la casa tiene 90 años y quiero pintar la sala');
    expect(hazardsIn(glossed, glossed)).toEqual([]);
  });
});

describe('safety, batch 57 (the phone line) in other words', () => {
  it('hears a cord sitting right in the puddle the water ran over to', () => {
    const said = "the washer's leaking and the water ran over to the wall, the power strip is sitting right in it";
    expect(hazardsIn(said, said)).toContain('water-electrical');
  });

  it.each([
    ['no es que huele bien raro en el baño como a huevo podrido junto al calentador', 'gas'],
    ['ya está saliendo agua por debajo de la pared y se está llenando la sala', 'flooding'],
  ] as [string, HazardKind][])('reads the Spanish "%s" as %s', (said, kind) => {
    const glossed = fromSpanish(said);
    expect(hazardsIn(glossed, glossed)).toContain(kind);
  });

  it('stays calm for a broken sprinkler spraying the lawn ("se quebró un aspersor")', () => {
    const glossed = fromSpanish('se quebró un aspersor y está saliendo agua a chorro en el pasto');
    expect(hazardsIn(glossed, glossed)).toEqual([]);
  });
});

describe('safety, batch 59 (terse callers and a heat wave) in other words', () => {
  it.each([
    ['hose to the washer popped. spraying everywhere', 'flooding'],
    ["98 degrees in here. mom's 88. ac just blows warm air", 'no-cooling-vulnerable'],
    ["grandpa has c o p d and the ac isn't blowing cold, it's like ninety in the bedroom", 'no-cooling-vulnerable'],
    [
      'the wood stove was going all night and the smoke keeps backing into the house, my head is pounding',
      'carbon-monoxide',
    ],
  ] as [string, HazardKind][])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it.each([
    'the heater only blows warm air, not hot, my mom is 85 and likes it warmer',
    'we love the fireplace, just want the brick around it repainted',
  ])('stays calm for "%s"', (said) => {
    expect(hazardsIn(said, said)).toEqual([]);
  });

  it.each([
    ['el aire no enfría y aquí adentro hace 96, mi abuela tiene 90 años', 'no-cooling-vulnerable'],
    ['prendimos la estufa de leña y ahora todos tenemos dolor de cabeza', 'carbon-monoxide'],
  ] as [string, HazardKind][])('reads the Spanish "%s" as %s', (said, kind) => {
    const glossed = fromSpanish(said);
    expect(hazardsIn(glossed, glossed)).toContain(kind);
  });
});

describe('safety, batch 60 (a cold snap told indirectly) in other words', () => {
  it.each([
    ['something popped under the house and water is welling up between the floor boards in the hall', 'flooding'],
    ['the heat pump is iced over and just blows cold air. my grandma is 91', 'no-heat-vulnerable'],
    ["it's forty eight degrees in there and my father has copd", 'no-heat-vulnerable'],
  ] as [string, HazardKind][])('"%s" is %s', (utterance, kind) => {
    expect(hazardsIn(utterance, utterance)).toContain(kind);
  });

  it('stays calm for a furnace flue steaming white outside in the cold', () => {
    const said = "there's white smoke puffing out of the furnace vent pipe outside, no smell, it's working fine";
    expect(hazardsIn(said, said)).toEqual([]);
    const glossed = fromSpanish('sale un humito blanco del tubo del calentador afuera, no huele a nada y sí calienta');
    expect(hazardsIn(glossed, glossed)).toEqual([]);
  });

  it.each([
    [
      'el calentador de la casita ya no prende y aquí adentro está bien helado, mi niño tiene 3 meses',
      'no-heat-vulnerable',
    ],
  ] as [string, HazardKind][])('reads the Spanish "%s" as %s', (said, kind) => {
    const glossed = fromSpanish(said);
    expect(hazardsIn(glossed, glossed)).toContain(kind);
  });
});

describe('safety, batch 63 (apartments and shared buildings) in other words', () => {
  it('reads water coming through the ceiling at a light fixture as water at the wiring', () => {
    const said = 'water from the unit above is coming down by the bathroom light fixture';
    expect(hazardsIn(said, said)).toContain('water-electrical');
    const glossed = fromSpanish('sale agua del techo por la lámpara del baño, viene del departamento de arriba');
    expect(hazardsIn(glossed, glossed)).toContain('water-electrical');
  });
});

describe('safety, batch 64 (a cross-section) in other words', () => {
  it('keeps a sparking, scorched outlet an emergency when the caller says nothing is on fire', () => {
    const said = "the outlet in the hall sparked and there's a brown scorch mark on it now. nothing's on fire though";
    expect(hazardsIn(said, said)).toContain('electrical-fire');
  });
});

describe('safety, batch 66 (the rainy season) in other words', () => {
  it('hears water spreading toward what is plugged in as water near electricity', () => {
    const said = 'the laundry room floor is wet and the water is spreading toward the power strip behind the dryer';
    expect(hazardsIn(said, said)).toContain('water-electrical');
  });

  it('stays calm for rain a loose downspout pours outside, not for rain coming in under the door', () => {
    const outside = 'the downspout broke off and the rain is pouring down right by the back steps';
    expect(hazardsIn(outside, outside)).toEqual([]);
    const inside = 'the gutter is overflowing and water is pouring in under the door into the living room';
    expect(hazardsIn(inside, inside)).toContain('flooding');
    const street = "water's pouring out of the crawl space vent like a hose on full and running down into the gutter";
    expect(hazardsIn(street, street)).toContain('flooding');
  });

  it("hears brown water with bits coming up a Spanish caller's shower drain as sewage", () => {
    const glossed = fromSpanish('por la coladera de la regadera está subiendo agua marrón con pedacitos y huele feo');
    expect(hazardsIn(glossed, glossed)).toContain('sewage');
  });
});
