import type { Awaiting } from '../../concierge/engine/engine';
import { COUNTY_PLACES } from '../../concierge/engine/service-area';

// Speech-recognition hints for <Gather hints>: the words and phrases a caller is likely to say next. Twilio takes
// a comma-separated list of phrases (each under 100 characters) and the recognizer's class tokens ($OOV_CLASS_…).

/** The county's towns and neighbourhoods, which a generic model hears as other words ("Aptos", "Soquel"). */
export const PLACE_HINTS = COUNTY_PLACES.map((p) => p.name);

/** The trades and the problems callers name most, in English and in Spanish. */
export const TRADE_HINTS = [
  'plumber',
  'plumbing',
  'electrician',
  'handyman',
  'painter',
  'drywall',
  'carpenter',
  'HVAC',
  'furnace',
  'heat pump',
  'air conditioning',
  'landscaper',
  'appliance repair',
  'water heater',
  'burst pipe',
  'leak',
  'clogged drain',
  'toilet',
  'breaker',
  'outlet',
  'gas leak',
  'sparks',
  'flooding',
  'dishwasher',
  'washing machine',
  'plomero',
  'electricista',
  'fuga de agua',
  'español',
];

const YES_NO = ['yes', 'no', 'that is right', 'sí'];
const DIGITS = ['$OOV_CLASS_FULLPHONENUM', '$OOV_CLASS_DIGIT_SEQUENCE'];
const ADDRESS = ['$ADDRESSNUM', '$STREET'];

const hintsByQuestion = new Map<Awaiting, string>();

/** The hints for the answer the caller is asked for: digits for a number, places for an address, trades otherwise. */
export function speechHints(awaiting: Awaiting): string {
  let hints = hintsByQuestion.get(awaiting);
  if (hints === undefined) hintsByQuestion.set(awaiting, (hints = hintsFor(awaiting).join(', ')));
  return hints;
}

function hintsFor(awaiting: Awaiting): string[] {
  switch (awaiting) {
    case 'phone':
    case 'phone-confirm':
      return [...DIGITS, ...YES_NO];
    case 'address':
    case 'city':
    case 'community':
    case 'out-of-area':
      return [...ADDRESS, ...PLACE_HINTS];
    case 'times':
    case 'times-confirm':
      return ['today', 'tomorrow', 'morning', 'afternoon', 'evening', 'as soon as possible', ...YES_NO];
    case 'problem':
    case 'category':
    case 'fix-result':
      return [...TRADE_HINTS, ...PLACE_HINTS, ...YES_NO];
    case 'name':
    case 'closing-name':
    case 'wrap-up':
    case 'correction':
    case 'message':
      return [...YES_NO, ...PLACE_HINTS];
  }
}
