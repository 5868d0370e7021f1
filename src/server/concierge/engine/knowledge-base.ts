import type { ServiceCategory } from '@shared/constants';

// The concierge's reviewable knowledge: how problems map to service categories, the few safe fixes
// it may suggest, and the safety instructions it gives first in an emergency. Edit here, not in the engine.

/** Words that point to a category; appliance words are checked first so "dishwasher won't drain" is not plumbing. */
export const CATEGORY_KEYWORDS: [ServiceCategory, RegExp][] = [
  [
    'Appliance Installation & Repair',
    /\b(appliance|dish ?washer|washing machine|washer|dryer|fridge|refrigerator|freezer|ice ?maker|oven|stove|range|cooktop|microwave|garbage disposal|disposal|furnace|wall heater)s?\b/,
  ],
  [
    'Electrical',
    /\b(electric(al|ian)?|breakers?|circuits?|outlets?|sockets?|plugs?|switch(es)?|wiring|wires?|lights?|lighting|light fixtures?|gfci|panel|fuses?|sparks?|sparking|power (is )?out|no power|flicker(s|ing)?|ev charger|ceiling fan)\b/,
  ],
  [
    'Plumbing',
    /\b(plumb(er|ing)?|water heater|leak(s|ing|y)?|pipes?|drains?|draining|toilets?|faucets?|sinks?|clog(s|ged)?|sewer|showers?|tub|bathtub|water pressure|burst|flood(ed|ing)?|hot water|sump pump|spigot|hose bib)\b/,
  ],
  [
    'Handyman',
    /\b(handy ?man|doors?|drywall|shel(f|ves)|fence|deck|cabinets?|paint(ing)?|mount(ing)?|tv|window screens?|furniture|assembl(e|y)|tiles?|trim|gutters?|caulk(ing)?|hang|patch|hinges?|blinds|curtain rods?|railing)\b/,
  ],
];

/** Saying the trade itself settles the category, even over an earlier guess. */
export const EXPLICIT_CATEGORY: [ServiceCategory, RegExp][] = [
  ['Appliance Installation & Repair', /\b(appliance (repair|technician|person)|appliance)\b/],
  ['Electrical', /\b(electrician|electrical)\b/],
  ['Plumbing', /\b(plumber|plumbing)\b/],
  ['Handyman', /\b(handy ?man|handyperson)\b/],
];

export const TRADE_NAMES: Record<ServiceCategory, string> = {
  Plumbing: 'a plumber',
  Electrical: 'an electrician',
  Handyman: 'a handyman',
  'Painting & Drywall': 'a painter',
  Carpentry: 'a carpenter',
  'Heating & Cooling (HVAC)': 'an HVAC technician',
  'Landscaping & Yard Work': 'a landscaper',
  'Appliance Installation & Repair': 'an appliance technician',
};

export type Tip = { id: string; category: ServiceCategory; matches: RegExp; advice: string; summary: string };

/** One safe, simple fix per common problem; the assistant asks whether it solved the problem. */
export const TIPS: Tip[] = [
  {
    id: 'tripped-breaker',
    category: 'Electrical',
    matches: /\b(breaker|tripp(ed|ing)|trips|power (is )?out in|lost power in|no power in)\b/,
    advice:
      'Here is something safe to try first: unplug whatever was running on that circuit, then at your electrical panel push the tripped breaker firmly to OFF and back to ON.',
    summary: 'resetting the tripped breaker',
  },
  {
    id: 'gfci-reset',
    category: 'Electrical',
    matches:
      /\b(outlets?|sockets?|plugs?|gfci)\b.*\b(dead|stopped|not working|don't work|doesn't work|won't work|no power|quit)\b|\b(dead|no power to( the)?) (outlets?|sockets?|plugs?)\b/,
    advice:
      'Here is something safe to try first: look for an outlet with TEST and RESET buttons in the kitchen, bathroom, garage or outside, and press RESET firmly until it clicks.',
    summary: 'pressing RESET on the GFCI outlet',
  },
  {
    id: 'clogged-drain',
    category: 'Plumbing',
    matches: /\b(clog(s|ged)?|slow drain|drain(s|ing)? slow(ly)?|backed up|won't drain|not draining)\b/,
    advice:
      'Here is something safe to try first: fill the sink or tub with a couple of inches of water, cover any overflow hole with a wet cloth, and work a cup plunger up and down firmly for about twenty seconds.',
    summary: 'plunging the drain',
  },
  {
    id: 'pilot-light',
    category: 'Plumbing',
    matches:
      /\b(pilot light|pilot|no hot water|water heater (is )?(not|isn't|won't) (heat|work|light)|cold water only)\b/,
    advice:
      'Here is something safe to try first: look through the small window near the bottom of the water heater to see if the pilot flame is lit. If it is out and the label has relighting steps, follow them exactly. If you smell gas at any point, stop and leave the house.',
    summary: 'checking and relighting the water heater pilot',
  },
  {
    id: 'appliance-power',
    category: 'Appliance Installation & Repair',
    matches:
      /\b(won't|will not|doesn't|does not|not|isn't|stopped|won't even) (start|turn on|run|power on|come on|work|working|spin)|\b(dead|no power)\b/,
    advice:
      'Here is something safe to try first: make sure it is plugged in firmly, check the breaker for that appliance, and close the door until it latches with a click, since most machines will not start with the door unlatched.',
    summary: 'checking the power and the door latch',
  },
];

export type Emergency = 'gas' | 'electrical-fire' | 'flooding' | 'no-heat';

export const EMERGENCIES: { kind: Emergency; matches: RegExp; instructions: string; summary: string }[] = [
  {
    kind: 'gas',
    matches: /\b(smell(s|ing)? (of |like )?gas|gas (smell|leak|odor)|rotten eggs?|hissing gas)\b/,
    instructions:
      'Your safety comes first: please leave the house now with everyone inside, do not switch anything electrical on or off, and once you are outside call 911 or the gas company.',
    summary: 'gas smell reported; the caller was told to leave the house and call 911 or the gas company',
  },
  {
    kind: 'electrical-fire',
    matches:
      /\b(sparks?|sparking|burning smell|smell(s|ing)? (of |like )?burning|smoke|smoking|melt(ed|ing)|scorch(ed|ing)?)\b/,
    instructions:
      'Your safety comes first: please do not touch the outlet, switch or cord. If you can reach your panel safely, switch off that breaker or the main. If you see smoke or flames, leave the house and call 911.',
    summary:
      'sparks or a burning smell reported; the caller was told not to touch anything and to call 911 if there is smoke',
  },
  {
    kind: 'flooding',
    matches: /\b(flood(ed|ing)?|burst|gushing|spraying|water everywhere|pipe (broke|burst|split))\b/,
    instructions:
      'First, please shut off your main water valve, usually where the water line enters the house or at the meter near the street, and keep away from outlets and cords near the water.',
    summary: 'flooding or a burst pipe reported; the caller was told to shut off the main water valve',
  },
  {
    kind: 'no-heat',
    matches:
      /\b(no heat|heat(er|ing)? (is )?(out|off|not working|isn't working|won't (come on|turn on|work))|furnace (is )?(out|died|dead|not working|isn't working|won't))\b[\s\S]*\b(baby|babies|infant|newborn|elderly|grand(ma|pa|mother|father|parents?)|seniors?|sick|oxygen|disab(led|ility)|medical|pregnant|toddler)\b|\b(baby|babies|infant|newborn|elderly|grand(ma|pa|mother|father|parents?)|seniors?|sick|oxygen|disab(led|ility)|medical|pregnant|toddler)\b[\s\S]*\b(no heat|heat(er|ing)? (is )?(out|off|not working|isn't working)|furnace (is )?(out|died|dead|not working))\b/,
    instructions:
      'Your safety comes first: keep everyone together in one warm room with extra layers and blankets, and never use the oven or a grill to heat the house. If anyone feels unwell, call 911.',
    summary: 'no heat with a vulnerable person at home; the caller was given warmth safety advice',
  },
];
