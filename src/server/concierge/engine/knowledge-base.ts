import type { ServiceCategory } from '@shared/constants';
import type { HazardKind } from './hazards';

// The concierge's reviewable knowledge: how problems map to service categories, the few safe fixes
// it may suggest (the hazards it triages first are in hazards.ts). Edit here, not in the engine.

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

/** The trade that handles a hazard when the caller named none (a gas smell at the stove names its own). */
export const HAZARD_TRADES: Record<HazardKind, ServiceCategory> = {
  gas: 'Plumbing',
  'carbon-monoxide': 'Plumbing',
  'electrical-fire': 'Electrical',
  'water-electrical': 'Plumbing',
  flooding: 'Plumbing',
  sewage: 'Plumbing',
  'no-heat-vulnerable': 'Appliance Repair',
  'no-cooling-vulnerable': 'Appliance Repair',
};
