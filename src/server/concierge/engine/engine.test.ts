import { describe, expect, it } from 'vitest';
import {
  callRecordOf,
  converse,
  copyState,
  GREETING,
  startConversation,
  type CallRecord,
  type ConversationContext,
} from './engine';

// Scripted calls through the pure engine, asserting the stored call fields exactly.
// "Now" is fixed (Wednesday, March 4, 2026, 10:00 in Santa Cruz) so the time windows are deterministic.
const NOW = new Date('2026-03-04T18:00:00Z');
const ctx: ConversationContext = {
  now: NOW,
  prosByCategory: { Plumbing: 2 },
};

function call(lines: string[], callerId?: string) {
  let { state } = startConversation({ now: NOW, callerId });
  const replies: string[] = [];
  let done = false;
  for (const line of lines) {
    expect(done, 'the call had already ended').toBe(false);
    const turn = converse(state, line, ctx);
    state = turn.state;
    replies.push(turn.reply);
    done = turn.done;
  }
  return { state, replies, done, record: callRecordOf(state, new Date(NOW.getTime() + 60_000)) };
}

type Scenario = {
  name: string;
  callerId?: string;
  lines: string[];
  expected: Omit<CallRecord, 'transcript' | 'language'>;
};

const scenarios: Scenario[] = [
  {
    name: 'books a plumber for a leaking water heater',
    lines: [
      'Hi, my water heater is leaking all over the garage floor',
      'Maria Gonzalez',
      '831 555 0187',
      'yes',
      '214 Seabright Avenue in Santa Cruz',
      'tomorrow morning or tomorrow afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Maria Gonzalez',
      customerPhone: '+18315550187',
      serviceType: 'Plumbing',
      serviceAddress: '214 Seabright Ave, Santa Cruz',
      summary: 'Maria Gonzalez needs a plumber in Santa Cruz: the water heater is leaking all over the garage floor.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Thursday, Mar 5, 8 AM - 12 PM',
      preferredTime2: 'Thursday, Mar 5, 12 PM - 5 PM',
    },
  },
  {
    name: 'books an electrician when the breaker reset does not hold',
    lines: [
      'The breaker keeps tripping in my kitchen',
      "I tried that, it didn't work",
      'James Whitaker',
      '(831) 555-0164',
      'correct',
      '87 Lockewood Lane, Scotts Valley',
      'Saturday morning or Monday after 3',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'James Whitaker',
      customerPhone: '+18315550164',
      serviceType: 'Electrical',
      serviceAddress: '87 Lockewood Ln, Scotts Valley',
      summary:
        'James Whitaker needs an electrician in Scotts Valley: the breaker keeps tripping in the kitchen. Resetting the tripped breaker did not fix it.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Saturday, Mar 7, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 3 PM - 6 PM',
    },
  },
  {
    name: 'books an appliance technician for a dishwasher that will not drain',
    lines: [
      "My dishwasher won't drain",
      'Priya Patel',
      '8315550150',
      'yes',
      '12 Rio Del Mar Blvd, Aptos',
      'Friday between 1 and 4, or Saturday morning',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Priya Patel',
      customerPhone: '+18315550150',
      serviceType: 'Appliance Installation & Repair',
      serviceAddress: '12 Rio Del Mar Blvd, Aptos',
      summary: "Priya Patel needs an appliance technician in Aptos: the dishwasher won't drain.",
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Friday, Mar 6, 1 PM - 4 PM',
      preferredTime2: 'Saturday, Mar 7, 8 AM - 12 PM',
    },
  },
  {
    name: 'books a handyman to hang a door',
    lines: [
      'I need someone to hang a door',
      'Tom Reyes',
      '831-555-0199',
      'yes',
      '500 Soquel Ave, Santa Cruz',
      'Monday morning or Wednesday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Tom Reyes',
      customerPhone: '+18315550199',
      serviceType: 'Handyman',
      serviceAddress: '500 Soquel Ave, Santa Cruz',
      summary: 'Tom Reyes needs a handyman in Santa Cruz to hang a door.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Wednesday, Mar 4, 12 PM - 5 PM',
    },
  },
  {
    name: 'takes name, phone, problem and address from one sentence',
    lines: [
      'Hi, this is Kim Nguyen at 831 555 0133, my garbage disposal is jammed, I live at 77 Bay Ave in Capitola',
      'yes',
      'tomorrow after 3 or Saturday morning',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Kim Nguyen',
      customerPhone: '+18315550133',
      serviceType: 'Appliance Installation & Repair',
      serviceAddress: '77 Bay Ave, Capitola',
      summary: 'Kim Nguyen needs an appliance technician in Capitola: the garbage disposal is jammed.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Thursday, Mar 5, 3 PM - 6 PM',
      preferredTime2: 'Saturday, Mar 7, 8 AM - 12 PM',
    },
  },
  {
    name: 'accepts answers in any order',
    lines: [
      'My name is Alex Stone',
      'I live at 3 Ocean Street, Santa Cruz',
      'my toilet is overflowing',
      '831 555 0100',
      'yes',
      'Tuesday morning or Tuesday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Alex Stone',
      customerPhone: '+18315550100',
      serviceType: 'Plumbing',
      serviceAddress: '3 Ocean St, Santa Cruz',
      summary: 'Alex Stone needs a plumber in Santa Cruz: the toilet is overflowing.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Tuesday, Mar 10, 8 AM - 12 PM',
      preferredTime2: 'Tuesday, Mar 10, 12 PM - 5 PM',
    },
  },
  {
    name: 'corrects the callback number on "no, it\'s 831…"',
    lines: [
      'The lights in my hallway flicker',
      'Jo Baker',
      '831 555 0123',
      "no, it's 831 555 0124",
      'yes',
      '9 Elm St, Watsonville',
      'Monday morning or Tuesday morning',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Jo Baker',
      customerPhone: '+18315550124',
      serviceType: 'Electrical',
      serviceAddress: '9 Elm St, Watsonville',
      summary: 'Jo Baker needs an electrician in Watsonville: the lights in the hallway flicker.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Tuesday, Mar 10, 8 AM - 12 PM',
    },
  },
  {
    name: 'uses the caller ID when the caller accepts it',
    callerId: '+18315550142',
    lines: [
      'My fridge stopped cooling',
      'Lou Diaz',
      'yes',
      '14 Pine Dr, Ben Lomond',
      'Thursday afternoon or Friday morning',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Lou Diaz',
      customerPhone: '+18315550142',
      serviceType: 'Appliance Installation & Repair',
      serviceAddress: '14 Pine Dr, Ben Lomond',
      summary: 'Lou Diaz needs an appliance technician in Ben Lomond: the fridge stopped cooling.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Thursday, Mar 5, 12 PM - 5 PM',
      preferredTime2: 'Friday, Mar 6, 8 AM - 12 PM',
    },
  },
  {
    name: 'takes another number when the caller ID is declined',
    callerId: '+18315550142',
    lines: [
      'My oven is not heating',
      'Ivy Chen',
      'no, use 831 555 0122',
      'yes',
      '3 Main St, Soquel',
      'Friday morning or Friday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Ivy Chen',
      customerPhone: '+18315550122',
      serviceType: 'Appliance Installation & Repair',
      serviceAddress: '3 Main St, Soquel',
      summary: 'Ivy Chen needs an appliance technician in Soquel: the oven is not heating.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Friday, Mar 6, 8 AM - 12 PM',
      preferredTime2: 'Friday, Mar 6, 12 PM - 5 PM',
    },
  },
  {
    name: 'tells a Salinas caller politely that it only serves the county',
    lines: ['My sink is clogged', 'no luck', 'Chris Lane', '831 555 0190', 'yes', '100 Main St, Salinas', 'no'],
    expected: {
      customerName: 'Chris Lane',
      customerPhone: '+18315550190',
      serviceType: 'Plumbing',
      serviceAddress: '100 Main St, Salinas',
      summary:
        'Chris Lane called from Salinas, outside Santa Cruz County, because the sink is clogged. They were told politely that Earl only serves Santa Cruz County.',
      status: 'resolved',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: null,
      preferredTime2: null,
    },
  },
  {
    name: 'treats Pajaro as out of area even though it shares ZIP 95076',
    lines: ["My washer won't spin", 'nope', 'Rosa Cruz', '831 555 0166', 'yes', '12 Main Street, Pajaro', 'no thanks'],
    expected: {
      customerName: 'Rosa Cruz',
      customerPhone: '+18315550166',
      serviceType: 'Appliance Installation & Repair',
      serviceAddress: '12 Main St, Pajaro',
      summary:
        "Rosa Cruz called from Pajaro, outside Santa Cruz County, because the washer won't spin. They were told politely that Earl only serves Santa Cruz County.",
      status: 'resolved',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: null,
      preferredTime2: null,
    },
  },
  {
    name: 'continues when an out-of-area caller gives a county address',
    lines: [
      'I need a handyman to fix my fence',
      'Lee Fox',
      '831 555 0181',
      'yes',
      '10 Main St, Los Gatos',
      'it is actually 25 Pine St, Scotts Valley',
      'Monday morning or Monday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Lee Fox',
      customerPhone: '+18315550181',
      serviceType: 'Handyman',
      serviceAddress: '25 Pine St, Scotts Valley',
      summary: 'Lee Fox needs a handyman in Scotts Valley to fix the fence.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    },
  },
  {
    name: 'asks which community for a Summit address and accepts a county one',
    lines: [
      'I need an electrician to install a ceiling fan',
      'Sara Hill',
      '831 555 0155',
      'yes',
      '200 Skyline Blvd, 95033',
      'Boulder Creek',
      'Saturday morning or Sunday morning',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Sara Hill',
      customerPhone: '+18315550155',
      serviceType: 'Electrical',
      serviceAddress: '200 Skyline Blvd, Boulder Creek',
      summary: 'Sara Hill needs an electrician in Boulder Creek to install a ceiling fan.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Saturday, Mar 7, 8 AM - 12 PM',
      preferredTime2: 'Sunday, Mar 8, 8 AM - 12 PM',
    },
  },
  {
    name: 'gives gas safety instructions first and marks the call urgent',
    lines: ['I smell gas near my stove', 'Pat Kim', '831 555 0111', 'yes', '5 Oak St, Soquel', 'yes'],
    expected: {
      customerName: 'Pat Kim',
      customerPhone: '+18315550111',
      serviceType: 'Appliance Installation & Repair',
      serviceAddress: '5 Oak St, Soquel',
      summary:
        'Pat Kim needs an appliance technician in Soquel: they smell gas near the stove. Urgent: gas smell reported; the caller was told to leave, avoid switches and flames, and call 911 or PG&E from outside.',
      status: 'pending',
      urgency: 'urgent',
      callDuration: 60,
      preferredTime1: 'As soon as possible (urgent)',
      preferredTime2: null,
    },
  },
  {
    name: 'tells the caller not to touch sparking outlets and skips troubleshooting',
    lines: ['There are sparks coming out of my outlet', 'Max Wu', '831 555 0112', 'yes', '6 Cliff Dr, Capitola', 'yes'],
    expected: {
      customerName: 'Max Wu',
      customerPhone: '+18315550112',
      serviceType: 'Electrical',
      serviceAddress: '6 Cliff Dr, Capitola',
      summary:
        'Max Wu needs an electrician in Capitola: there are sparks coming out of the outlet. Urgent: possible electrical fire (smoke, burning smell, sparks or a hot or buzzing panel, outlet or switch); the caller was told not to touch it and to call 911 if there is smoke.',
      status: 'pending',
      urgency: 'urgent',
      callDuration: 60,
      preferredTime1: 'As soon as possible (urgent)',
      preferredTime2: null,
    },
  },
  {
    name: 'tells the caller to shut the main water valve for a burst pipe',
    lines: [
      'A pipe burst under my sink and water is everywhere',
      'Nia Bell',
      '831 555 0113',
      'yes',
      '7 Seaside St, Santa Cruz',
      'yes',
    ],
    expected: {
      customerName: 'Nia Bell',
      customerPhone: '+18315550113',
      serviceType: 'Plumbing',
      serviceAddress: '7 Seaside St, Santa Cruz',
      summary:
        'Nia Bell needs a plumber in Santa Cruz: a pipe burst under the sink, water is everywhere. Urgent: flooding or a burst pipe reported; the caller was told to shut off the main water valve and keep clear of electricity.',
      status: 'pending',
      urgency: 'urgent',
      callDuration: 60,
      preferredTime1: 'As soon as possible (urgent)',
      preferredTime2: null,
    },
  },
  {
    name: 'treats no heat with a newborn at home as urgent',
    lines: [
      'Our furnace died and we have a newborn baby',
      'Omar Said',
      '831 555 0114',
      'yes',
      '8 Hill Rd, Felton',
      'yes',
    ],
    expected: {
      customerName: 'Omar Said',
      customerPhone: '+18315550114',
      serviceType: 'Heating & Cooling (HVAC)',
      serviceAddress: '8 Hill Rd, Felton',
      summary:
        'Omar Said needs an HVAC technician in Felton: the furnace died. Urgent: no heat with a vulnerable person at home; the caller was given cold-weather safety advice.',
      status: 'pending',
      urgency: 'urgent',
      callDuration: 60,
      preferredTime1: 'As soon as possible (urgent)',
      preferredTime2: null,
    },
  },
  {
    name: 'does not treat no heat alone as an emergency',
    lines: [
      'My furnace is not working',
      'no',
      'Uma Rao',
      '831 555 0115',
      'yes',
      '9 Park Ave, Aptos',
      'Monday morning or Monday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Uma Rao',
      customerPhone: '+18315550115',
      serviceType: 'Heating & Cooling (HVAC)',
      serviceAddress: '9 Park Ave, Aptos',
      summary: 'Uma Rao needs an HVAC technician in Aptos: the furnace is not working.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    },
  },
  {
    name: 'resolves a tripped GFCI outlet by troubleshooting',
    lines: ['The outlets in my bathroom stopped working', 'yes that fixed it', 'Dana Lee'],
    expected: {
      customerName: 'Dana Lee',
      customerPhone: null,
      serviceType: 'Electrical',
      serviceAddress: null,
      summary:
        'Dana Lee called because the outlets in the bathroom stopped working; resolved by assistant after pressing RESET on the GFCI outlet.',
      status: 'resolved',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: null,
      preferredTime2: null,
    },
  },
  {
    name: 'resolves a water heater pilot light by troubleshooting',
    lines: ['I have no hot water', 'yes, it worked', 'Ed Park'],
    expected: {
      customerName: 'Ed Park',
      customerPhone: null,
      serviceType: 'Plumbing',
      serviceAddress: null,
      summary:
        'Ed Park called because they have no hot water; resolved by assistant after checking and relighting the water heater pilot.',
      status: 'resolved',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: null,
      preferredTime2: null,
    },
  },
  {
    name: 'resolves a clogged drain and accepts a caller who keeps their name',
    lines: ['My bathtub drain is clogged', 'that worked', "I'd rather not say"],
    expected: {
      customerName: null,
      customerPhone: null,
      serviceType: 'Plumbing',
      serviceAddress: null,
      summary: 'Caller reported that the bathtub drain is clogged; resolved by assistant after plunging the drain.',
      status: 'resolved',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: null,
      preferredTime2: null,
    },
  },
  {
    name: 'resolves an appliance that was unplugged',
    lines: ["My washing machine won't start", 'oh it was unplugged, it works now', 'thanks, bye'],
    expected: {
      customerName: null,
      customerPhone: null,
      serviceType: 'Appliance Installation & Repair',
      serviceAddress: null,
      summary:
        "Caller reported that the washing machine won't start; resolved by assistant after checking the power and the door latch.",
      status: 'resolved',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: null,
      preferredTime2: null,
    },
  },
  {
    name: 'books a pro after a plunger does not help',
    lines: [
      'The kitchen sink is clogged',
      'still clogged',
      'Gus Hale',
      '831 555 0116',
      'yes',
      '11 Water St, Santa Cruz',
      'Friday morning or Friday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Gus Hale',
      customerPhone: '+18315550116',
      serviceType: 'Plumbing',
      serviceAddress: '11 Water St, Santa Cruz',
      summary:
        'Gus Hale needs a plumber in Santa Cruz: the kitchen sink is clogged. Plunging the drain did not fix it.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Friday, Mar 6, 8 AM - 12 PM',
      preferredTime2: 'Friday, Mar 6, 12 PM - 5 PM',
    },
  },
  {
    name: 'asks for the category when the description does not say',
    lines: [
      'I need help with something at my house',
      'electrical',
      'Hal Burns',
      '831 555 0117',
      'yes',
      '12 Laurel St, Santa Cruz',
      'Monday morning or Tuesday morning',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Hal Burns',
      customerPhone: '+18315550117',
      serviceType: 'Electrical',
      serviceAddress: '12 Laurel St, Santa Cruz',
      summary: 'Hal Burns needs an electrician in Santa Cruz: something at the house.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Tuesday, Mar 10, 8 AM - 12 PM',
    },
  },
  {
    name: 'understands a trade named outright',
    lines: [
      'I need a plumber',
      'Ian Moss',
      '831 555 0118',
      'yes',
      '13 Front St, Santa Cruz',
      'Tuesday morning or Wednesday morning',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Ian Moss',
      customerPhone: '+18315550118',
      serviceType: 'Plumbing',
      serviceAddress: '13 Front St, Santa Cruz',
      summary: 'Ian Moss needs a plumber in Santa Cruz.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Tuesday, Mar 10, 8 AM - 12 PM',
      preferredTime2: 'Wednesday, Mar 11, 8 AM - 12 PM',
    },
  },
  {
    name: 'reads a phone number spoken as words',
    lines: [
      'My ceiling light will not turn on',
      'no',
      'Jay Cole',
      'eight three one five five five zero one nine eight',
      'yes',
      '14 River St, Santa Cruz',
      'Monday morning or Monday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Jay Cole',
      customerPhone: '+18315550198',
      serviceType: 'Electrical',
      serviceAddress: '14 River St, Santa Cruz',
      summary: 'Jay Cole needs an electrician in Santa Cruz: the ceiling light will not turn on.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    },
  },
  {
    name: 'asks again for a number given without its area code',
    lines: [
      'I need a handyman to mount a tv',
      'Kay Dunn',
      '555 0199',
      '831 555 0199',
      'yes',
      '15 Bay Ave, Capitola',
      'Monday morning or Monday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Kay Dunn',
      customerPhone: '+18315550199',
      serviceType: 'Handyman',
      serviceAddress: '15 Bay Ave, Capitola',
      summary: 'Kay Dunn needs a handyman in Capitola to mount a tv.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    },
  },
  {
    name: 'accepts a street without a suffix when asked for the address',
    lines: [
      'My garbage disposal is humming',
      'Liz Hart',
      '831 555 0120',
      'yes',
      '45 Seabright, Santa Cruz',
      'Monday morning or Monday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Liz Hart',
      customerPhone: '+18315550120',
      serviceType: 'Appliance Installation & Repair',
      serviceAddress: '45 Seabright Ave, Santa Cruz',
      summary: 'Liz Hart needs an appliance technician in Santa Cruz: the garbage disposal is humming.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    },
  },
  {
    name: 'asks for the city when only the street is given',
    lines: [
      'My dryer is making a loud noise',
      'Mo Ali',
      '831 555 0121',
      'yes',
      '12 Mission St',
      'Santa Cruz',
      'Monday morning or Monday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Mo Ali',
      customerPhone: '+18315550121',
      serviceType: 'Appliance Installation & Repair',
      serviceAddress: '12 Mission St, Santa Cruz',
      summary: 'Mo Ali needs an appliance technician in Santa Cruz: the dryer is making a loud noise.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    },
  },
  {
    name: 'finds the city from a county ZIP code',
    lines: [
      'My toilet keeps running',
      'Ned Ames',
      '831 555 0124',
      'yes',
      '300 Beach St 95060',
      'Monday morning or Monday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Ned Ames',
      customerPhone: '+18315550124',
      serviceType: 'Plumbing',
      serviceAddress: '300 Beach St, Santa Cruz',
      summary: 'Ned Ames needs a plumber in Santa Cruz: the toilet keeps running.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    },
  },
  {
    name: 'asks the city for ZIP 95076, which Watsonville shares with Pajaro',
    lines: [
      'Need a handyman to fix a cabinet door',
      'Ola Berg',
      '831 555 0125',
      'yes',
      '12 Green Valley Rd 95076',
      'Watsonville',
      'Monday morning or Monday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Ola Berg',
      customerPhone: '+18315550125',
      serviceType: 'Handyman',
      serviceAddress: '12 Green Valley Rd, Watsonville',
      summary: 'Ola Berg needs a handyman in Watsonville to fix a cabinet door.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    },
  },
  {
    name: 'collects the two time windows one at a time',
    lines: [
      'I need a handyman to caulk my tub',
      'Pia Lund',
      '831 555 0126',
      'yes',
      '16 Pine St, Scotts Valley',
      'Saturday morning',
      'Monday after 3',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Pia Lund',
      customerPhone: '+18315550126',
      serviceType: 'Handyman',
      serviceAddress: '16 Pine St, Scotts Valley',
      summary: 'Pia Lund needs a handyman in Scotts Valley to caulk the tub.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Saturday, Mar 7, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 3 PM - 6 PM',
    },
  },
  {
    name: 'takes new windows when the caller rejects the read-back',
    lines: [
      'Need an electrician for a new outlet',
      'Quinn Ray',
      '831 555 0127',
      'yes',
      '17 Pine St, Aptos',
      'Monday morning or Monday afternoon',
      'no, make it Tuesday morning or Wednesday morning',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Quinn Ray',
      customerPhone: '+18315550127',
      serviceType: 'Electrical',
      serviceAddress: '17 Pine St, Aptos',
      summary: 'Quinn Ray needs an electrician in Aptos for a new outlet.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Tuesday, Mar 10, 8 AM - 12 PM',
      preferredTime2: 'Wednesday, Mar 11, 8 AM - 12 PM',
    },
  },
  {
    name: 'says so when a window has already passed',
    lines: [
      'My faucet is dripping',
      'Rae Kim',
      '831 555 0128',
      'yes',
      '18 Ocean St, Santa Cruz',
      'today at 8am',
      'Thursday morning or Thursday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Rae Kim',
      customerPhone: '+18315550128',
      serviceType: 'Plumbing',
      serviceAddress: '18 Ocean St, Santa Cruz',
      summary: 'Rae Kim needs a plumber in Santa Cruz: the faucet is dripping.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Thursday, Mar 5, 8 AM - 12 PM',
      preferredTime2: 'Thursday, Mar 5, 12 PM - 5 PM',
    },
  },
  {
    name: 'corrects the name at the final read-back',
    lines: [
      'I need a handyman to patch some drywall',
      'Ben Ortiz',
      '831 555 0177',
      'yes',
      '8 Front St, Santa Cruz',
      'Monday morning or Monday afternoon',
      'yes',
      'no',
      'my name is Ben Ortega',
      'yes',
    ],
    expected: {
      customerName: 'Ben Ortega',
      customerPhone: '+18315550177',
      // (the handyman the caller asked for by name: "drywall" alone is the wall, not the trade)
      serviceType: 'Handyman',
      serviceAddress: '8 Front St, Santa Cruz',
      summary: 'Ben Ortega needs a handyman in Santa Cruz to patch some drywall.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    },
  },
  {
    name: 'corrects the address at the final read-back',
    lines: [
      'My shower is leaking',
      'Sol Diaz',
      '831 555 0129',
      'yes',
      '19 Main St, Soquel',
      'Monday morning or Monday afternoon',
      'yes',
      'no, the address is 15 Cliff Dr, Aptos',
      'yes',
    ],
    expected: {
      customerName: 'Sol Diaz',
      customerPhone: '+18315550129',
      serviceType: 'Plumbing',
      serviceAddress: '15 Cliff Dr, Aptos',
      summary: 'Sol Diaz needs a plumber in Aptos: the shower is leaking.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    },
  },
  {
    name: 'carries on without a name the caller refuses to give',
    lines: [
      'my shower is leaking',
      "I'd rather not say",
      '831 555 0144',
      'yes',
      '21 Pacific Ave, Santa Cruz',
      'Monday morning or Monday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: null,
      customerPhone: '+18315550144',
      serviceType: 'Plumbing',
      serviceAddress: '21 Pacific Ave, Santa Cruz',
      summary: 'The caller needs a plumber in Santa Cruz: the shower is leaking.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    },
  },
  {
    name: 'carries on without a phone number the caller refuses to give',
    lines: [
      'my dishwasher is leaking',
      'Tia Gray',
      "I'd rather not give my number",
      '22 Pacific Ave, Santa Cruz',
      'Monday morning or Monday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Tia Gray',
      customerPhone: null,
      serviceType: 'Appliance Installation & Repair',
      serviceAddress: '22 Pacific Ave, Santa Cruz',
      summary: 'Tia Gray needs an appliance technician in Santa Cruz: the dishwasher is leaking.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    },
  },
  {
    name: 'takes a message after three answers it cannot understand',
    lines: ['blah', 'asdf', 'qwerty', 'My sink is clogged, call me at 831 555 0101'],
    expected: {
      customerName: null,
      // the number said in the message is stored, for the team to call back with one click, and its trade
      customerPhone: '+18315550101',
      serviceType: 'Plumbing',
      serviceAddress: null,
      summary:
        'The assistant could not complete the intake, so the caller left a message: "My sink is clogged, call me at 831 555 0101". Please call back.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: null,
      preferredTime2: null,
    },
  },
  {
    name: 'takes a message when the name question keeps failing',
    lines: ['my toilet is clogged', 'no', 'hmm what', '???', 'huh', 'Call Vic at 831 555 0102 about the toilet'],
    expected: {
      customerName: null,
      customerPhone: '+18315550102',
      serviceType: 'Plumbing',
      serviceAddress: null,
      summary:
        'The assistant could not complete the intake, so the caller left a message: "Call Vic at 831 555 0102 about the toilet". Please call back.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: null,
      preferredTime2: null,
    },
  },
  {
    name: 'recovers after nonsense',
    lines: [
      'hmm',
      'my faucet drips',
      'Wes Lowe',
      '831 555 0130',
      'yes',
      '23 Bay St, Capitola',
      'Friday morning or Friday afternoon',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Wes Lowe',
      customerPhone: '+18315550130',
      serviceType: 'Plumbing',
      serviceAddress: '23 Bay St, Capitola',
      summary: 'Wes Lowe needs a plumber in Capitola: the faucet drips.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Friday, Mar 6, 8 AM - 12 PM',
      preferredTime2: 'Friday, Mar 6, 12 PM - 5 PM',
    },
  },
  {
    name: 'leaves an incomplete record when the caller hangs up early',
    lines: ['My name is Xia Ho and my gutter is loose', '831 555 0131'],
    expected: {
      customerName: 'Xia Ho',
      customerPhone: '+18315550131',
      serviceType: 'Handyman',
      serviceAddress: null,
      summary: 'Xia Ho needs a handyman: the gutter is loose. The call ended before the intake was complete.',
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: null,
      preferredTime2: null,
    },
  },
  {
    name: 'takes every answer, times included, from one long sentence',
    lines: [
      "I'm Zoe Park, 831 555 0170, my dryer won't heat, 40 Cliff Dr, Aptos, I'm available Monday morning or Tuesday after 1",
      'yes',
      'yes',
      'yes',
    ],
    expected: {
      customerName: 'Zoe Park',
      customerPhone: '+18315550170',
      serviceType: 'Appliance Installation & Repair',
      serviceAddress: '40 Cliff Dr, Aptos',
      summary: "Zoe Park needs an appliance technician in Aptos: the dryer won't heat.",
      status: 'pending',
      urgency: 'normal',
      callDuration: 60,
      preferredTime1: 'Monday, Mar 9, 8 AM - 12 PM',
      preferredTime2: 'Tuesday, Mar 10, 1 PM - 4 PM',
    },
  },
  {
    name: 'gives safety instructions when an emergency comes up mid-call and marks it urgent',
    lines: [
      'my toilet is leaking',
      'Ray Ng',
      'oh no now the bathroom is flooding',
      '831 555 0171',
      'yes',
      '2 Elm St, Freedom',
      'yes',
    ],
    expected: {
      customerName: 'Ray Ng',
      customerPhone: '+18315550171',
      serviceType: 'Plumbing',
      serviceAddress: '2 Elm St, Freedom',
      summary:
        'Ray Ng needs a plumber in Freedom: the toilet is leaking. Urgent: flooding or a burst pipe reported; the caller was told to shut off the main water valve and keep clear of electricity.',
      status: 'pending',
      urgency: 'urgent',
      callDuration: 60,
      preferredTime1: 'As soon as possible (urgent)',
      preferredTime2: null,
    },
  },
];

describe('concierge engine: scripted calls', () => {
  it.each(scenarios)('$name', ({ lines, callerId, expected }) => {
    const { record, state } = call(lines, callerId);
    const { transcript, language, ...fields } = record;
    expect(fields).toEqual(expected);
    expect(language).toBe('en');
    expect(transcript.split('\n')).toHaveLength(state.transcript.length);
    expect(transcript.split('\n')[0]).toBe(`assistant: ${GREETING}`);
    expect(transcript).toContain(`user: ${lines[0]}`);
  });
});

describe('concierge engine: what it says', () => {
  it('greets as the county home-services assistant and says the call is recorded', () => {
    const { reply } = startConversation({ now: NOW });
    expect(reply).toBe(GREETING);
    expect(reply).toMatch(/Santa Cruz County's home-services assistant/);
    expect(reply).toMatch(/recorded/);
  });

  it('puts the safety instructions before anything else in an emergency', () => {
    const { replies } = call(['I smell gas in the kitchen']);
    expect(replies[0]).toMatch(/^Your safety comes first: please leave the house now/);
    expect(replies[0]).toContain("call 911 or PG&E's gas line");
  });

  it('reads the callback number back before moving on', () => {
    const { replies } = call(['my sink is leaking', 'Ann Lo', '831 555 0187']);
    expect(replies[2]).toBe('I have 831-555-0187. Is that right?');
  });

  // changed on purpose (issue 18): the read-back named up to three vendors; it now names no company and says how
  // many vetted pros the request goes to
  describe('says how many vetted local pros the request goes to, naming no company', () => {
    const electricalReadBack = (pros: number | undefined) => {
      let { state } = startConversation({ now: NOW });
      let reply = '';
      for (const line of [
        'I need an electrician to add a light fixture',
        'Bo Li',
        '831 555 0100',
        'yes',
        '1 Front St, Santa Cruz',
        'Monday morning or Monday afternoon',
        'yes',
      ]) {
        const prosByCategory = pros === undefined ? undefined : { Electrical: pros };
        ({ state, reply } = converse(state, line, { now: NOW, prosByCategory }));
      }
      expect(reply).toMatch(/^Here's what I have: Bo Li needs an electrician/);
      expect(reply).toMatch(/Did I get everything right\?$/);
      return reply;
    };

    it('several', () => {
      expect(electricalReadBack(4)).toContain(
        'Your request goes to 4 vetted local pros, and the one who takes it will confirm one of your two time windows shortly.',
      );
    });
    it('one', () => {
      expect(electricalReadBack(1)).toContain(
        'Your request goes to 1 vetted local pro, who will confirm one of your two time windows shortly.',
      );
    });
    it('none: the team finds one and calls back', () => {
      expect(electricalReadBack(0)).toContain(
        'No vetted local pro takes this kind of job through Earl yet, so our team will find one and call you back to confirm a time.',
      );
    });
    it('unknown (no count given): the plain promise', () => {
      expect(electricalReadBack(undefined)).toContain(
        'A vetted local provider will confirm one of your two time windows shortly.',
      );
    });
  });

  it('never loops forever: a caller who is never understood is done within a few turns', () => {
    let { state } = startConversation({ now: NOW });
    let turns = 0;
    let done = false;
    while (!done && turns < 20) {
      ({ state, done } = converse(state, 'mmm', { now: NOW }));
      turns += 1;
    }
    expect(done).toBe(true);
    expect(turns).toBeLessThanOrEqual(4);
    expect(callRecordOf(state, NOW).summary).toBe(
      'The assistant could not complete the intake, so the caller left a message: "mmm". Please call back.',
    );
  });

  it('corrects the last four digits said right after a "no" to the read-back', () => {
    const { record } = call(['my porch light needs replacing', 'Claudia Serrano', '831 555 0147', "no, it's 0174"]);
    expect(record.customerPhone).toBe('+18315550174');
  });

  it('corrects the last four said after the read-back, with or without "last four"', () => {
    expect(
      call(['I need an outlet replaced', 'Nathan Goldberg', '831 555 0191', 'no, 0119, I said 0119']).record
        .customerPhone,
    ).toBe('+18315550119');
    expect(
      call([
        'I need an outlet replaced',
        'Jasmine Okafor',
        'eight three one five five five oh one nine two',
        'wait no, the last four are oh one nine three',
      ]).record.customerPhone,
    ).toBe('+18315550193');
  });

  it('corrects the house number alone at the final read-back, keeping the street and town', () => {
    const { record } = call([
      'the bathroom sink is leaking from the pipe underneath',
      'Gerardo Pacheco',
      '831 555 0139',
      'yes',
      '350 Ocean Street, Santa Cruz',
      'tomorrow morning or friday morning',
      'yes',
      'no, the house number is 315, not 350',
    ]);
    expect(record.serviceAddress).toBe('315 Ocean St, Santa Cruz');
  });

  it('changes only the window whose day the caller turns down at the final read-back', () => {
    const { record } = call([
      'the lawn is overgrown and the weeds are everywhere',
      'Sergio Benitez',
      '831 555 0226',
      'yes',
      '25 Holohan Road, Freedom',
      'saturday morning or sunday morning',
      'yes',
      "ah no, wait, sunday doesn't work, monday morning instead",
    ]);
    expect([record.preferredTime1, record.preferredTime2]).toEqual([
      'Saturday, Mar 7, 8 AM - 12 PM',
      'Monday, Mar 9, 8 AM - 12 PM',
    ]);
  });

  it('takes "same number I am calling from" as the caller ID, and a roofer named outright as a trade not covered', () => {
    expect(
      call(['I need a TV mounted on the wall', 'Raymond Chu', "same number i'm calling from"], '+18315550386').record
        .customerPhone,
    ).toBe('+18315550386');
    const roof = call(["the wind blew shingles off our roof, it's not leaking inside yet, but i need a roofer"]);
    expect(roof.record.serviceType).toBeNull();
    expect(roof.replies[0]).toContain("Earl doesn't cover roofing yet");
  });

  it('keeps a town said alone at the address question for the street said next', () => {
    const { record } = call([
      'I need the hedges cut back',
      'Dale Hutchins',
      '831 555 0412',
      'yes',
      "I'm in Aptos",
      "oh, right, it's two-ten Trout Gulch Road",
    ]);
    expect(record.serviceAddress).toBe('210 Trout Gulch Rd, Aptos');
  });

  it('changes the second window to the part of the day said instead of another', () => {
    const { record } = call([
      'I want two rooms painted',
      'Margaret Lindqvist',
      '831 555 0507',
      'yes',
      '2115 Brennan Street, Watsonville',
      'friday morning, or monday morning',
      'yes',
      'no, make the second time monday afternoon instead of morning',
    ]);
    expect(record.preferredTime2).toBe('Monday, Mar 9, 12 PM - 5 PM');
  });

  it('corrects the unit alone at the final read-back', () => {
    const { record } = call([
      'the kitchen faucet drips all night',
      'Elena Cervantes',
      '831 555 0239',
      'yes',
      'fifteen ten freedom boulevard apartment three, watsonville',
      'saturday morning or monday after three',
      'yes',
      "no wait, it's apartment five, not three, sorry",
    ]);
    expect(record.serviceAddress).toBe('1510 Freedom Blvd Apt 5, Watsonville');
  });

  it("keeps the home's town when a town is said later about something else", () => {
    const { record } = call([
      'there is a hole in the drywall behind the bedroom door',
      'Brandon Tso',
      '831 555 0174',
      'yes',
      '88 Kennedy Drive, Capitola',
      "i work in watsonville so it'd have to be after work, thursday or friday",
    ]);
    expect(record.serviceAddress).toBe('88 Kennedy Dr, Capitola');
  });

  it('stores a caller who hangs up once told the home is out of the area as out of the area', () => {
    const { record } = call([
      'my water heater is leaking a little',
      'Patricia Olvera',
      '831 555 0119',
      'yes',
      '7420 Church Street, Gilroy',
    ]);
    expect(record.status).toBe('resolved');
    expect(record.summary).toContain('outside Santa Cruz County');
  });

  it('re-asks briefly when an answer is not understood', () => {
    const { replies } = call(['my toilet is running', '...']);
    expect(replies[1]).toBe("Sorry, I didn't catch that. What's your name?");
  });

  it('does not change a finished conversation', () => {
    const { state } = call(['My bathtub drain is clogged', 'that worked', 'Al Gee']);
    const again = converse(state, 'hello?', ctx);
    expect(again.done).toBe(true);
    expect(again.state).toEqual(state);
  });

  it('is deterministic: the same call gives the same state', () => {
    const lines = [
      'Hi, this is Kim Nguyen at 831 555 0133, my garbage disposal is jammed, I live at 77 Bay Ave in Capitola',
      'yes',
    ];
    expect(call(lines).state).toEqual(call(lines).state);
  });
});

describe('concierge engine: dates that contradict their weekday', () => {
  it('books the date and asks whether the weekday was meant instead', () => {
    const { replies, state } = call([
      'my sink is leaking',
      'Ann Lo',
      '831 555 0187',
      'yes',
      '5 Oak St, Soquel',
      'wednesday the 9th in the morning or friday afternoon',
    ]);
    expect(replies.at(-1)).toContain(
      "Just to check: I've put down Monday, Mar 9. If you meant Wednesday instead, just tell me.",
    );
    expect(state.windows.map((w) => w.label)).toEqual(['Monday, Mar 9, 8 AM - 12 PM', 'Friday, Mar 6, 12 PM - 5 PM']);
  });
});

describe('concierge engine: a second window offered as a fallback', () => {
  it('keeps the first window and adds the fallback, whatever was asked', () => {
    const { state } = call([
      "hi, i'm Alicia Romero, 831-555-0436. the gate in the side yard fell off, address is 615 Glenwood Dr, Scotts Valley. saturday morning would be great",
      "yes that's right. if saturday doesn't work, sunday morning",
    ]);
    expect(state.windows.map((w) => w.label)).toEqual(['Saturday, Mar 7, 8 AM - 12 PM', 'Sunday, Mar 8, 8 AM - 12 PM']);
  });
});

describe('copyState', () => {
  it('shares no object or array with the state it copies, whatever fields the state has', () => {
    const { state } = call(
      ['my furnace quit and my mom is 90', 'Ana Ruiz', 'yes', '12 Pine St, Santa Cruz', 'friday morning or monday'],
      '+18315550121',
    );
    const filled = {
      ...state,
      tip: { id: 'x', result: 'offered' as const },
      hazardsCleared: ['no-cooling-vulnerable' as const],
    };
    const copy = copyState(filled);
    expect(copy).toEqual(filled);
    const shared = (a: unknown, b: unknown, path: string): string[] =>
      a !== null && typeof a === 'object'
        ? [
            ...(a === b ? [path] : []),
            ...Object.keys(a).flatMap((k) =>
              shared((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`),
            ),
          ]
        : [];
    expect(shared(copy, filled, 'state')).toEqual([]);
    expect(filled.windows.length).toBeGreaterThan(0);
    expect(filled.hazards.length).toBeGreaterThan(0);
  });
});

describe('concierge engine: batch 12 of the held-out callers, in other words', () => {
  it('moves a window to another day with its hours when the times are read back', () => {
    const { state } = call([
      'the bathroom fan is dead',
      'Ines Baptista',
      '831 555 0191',
      'yes',
      '12 Pine St, Santa Cruz',
      'tuesday morning or friday afternoon',
      'hmm no, change tuesday to wednesday, same time',
    ]);
    expect(state.windows.map((w) => w.label)).toEqual([
      'Wednesday, Mar 11, 8 AM - 12 PM',
      'Friday, Mar 6, 12 PM - 5 PM',
    ]);
  });

  it('hears a fix that worked said in the breath after "let me go look", and a yes after "what was that"', () => {
    const fixed = call([
      'half the outlets in the bedroom went dead',
      'one sec let me check. ok i pushed it and the lamp is humming again',
    ]);
    expect(fixed.state.outcome).toBe('resolved');
    const confirmed = call(
      ['my faucet drips', 'Ada Kim', "sorry what was that? oh yeah that's my number"],
      '+18315550166',
    );
    expect(confirmed.state.phoneConfirmed).toBe(true);
  });

  it('lets an out-of-area caller go whose mail names a county town, and keeps a roof already fixed from the trade', () => {
    const mail = call(
      [
        'my dishwasher leaks',
        'Rosa Lima',
        'yes',
        '40 Main St, Castroville',
        'but my mail says watsonville on the envelope',
      ],
      '+18315550167',
    );
    expect(mail.state.outcome).toBe('out-of-area');
    const roof = call(['they fixed the roof in january, now the bedroom ceiling has a stain I want painted over']);
    expect(roof.state.uncoveredTrade ?? null).toBeNull();
    expect(roof.state.serviceType).toBe('Painting & Drywall');
  });

  it('hears "everything works" after the caller found the reset button on their own', () => {
    const { state } = call([
      'the outlets in the laundry room quit',
      'found a reset button on one, pushed it and everything works now',
    ]);
    expect(state.outcome).toBe('resolved');
  });

  it('changes one window when the caller turns its day down as the two are read back', () => {
    const { state } = call([
      'the kitchen sink is leaking',
      'Ada Ruiz',
      '831 555 0171',
      'yes',
      '12 Pine St, Santa Cruz',
      'thursday afternoon or monday morning',
      "no, monday I can't, tuesday morning instead",
    ]);
    expect(state.windows.map((w) => w.label)).toEqual([
      'Thursday, Mar 5, 12 PM - 5 PM',
      'Tuesday, Mar 10, 8 AM - 12 PM',
    ]);
  });

  it('takes the town a caller said they are in when the street comes without one', () => {
    const { state } = call(
      ["we're out in bonnie dune and the gutters are full of needles", 'Sam Orr', 'yes', '300 Pine Flat Road'],
      '+18315550168',
    );
    expect(state.street).toBe('300 Pine Flat Rd');
    expect(state.city).toBe('Bonny Doon');
  });

  it('hears a heater that kicks on, a message for someone, and a town that does not count as in the county', () => {
    expect(
      call(['the furnace will not start', 'hold on... new batteries in the thermostat and i hear it kicking on now'])
        .state.outcome,
    ).toBe('resolved');
    expect(call(['this is just a message for the painter who came tuesday, he left his brushes']).replies[0]).toContain(
      'Please tell me your message',
    );
    const pajaro = call(
      ['my dryer is broken', 'Eva Cruz', 'yes', '40 Porter Drive, Pajaro', "oh so it doesn't count as watsonville, ok"],
      '+18315550169',
    );
    expect(pajaro.state.outcome).toBe('out-of-area');
  });

  it('takes no day a delivery arrives for a time to come', () => {
    const { state } = call([
      'need a new dishwasher put in',
      'Lee Park',
      '831 555 0140',
      'yes',
      '9 Pine St, Santa Cruz',
      'after it arrives thursday, so friday afternoon or monday morning',
    ]);
    expect(state.windows.map((w) => w.label)).toEqual(['Friday, Mar 6, 12 PM - 5 PM', 'Monday, Mar 9, 8 AM - 12 PM']);
  });

  it('sends a hot outlet behind an appliance to an electrician', () => {
    const { state } = call(['the outlet behind the washer is hot and smells like burning plastic']);
    expect(state.hazards).toContain('electrical-fire');
    expect(state.serviceType).toBe('Electrical');
  });
});

describe('concierge engine: a hazard told as the times are asked', () => {
  it('gives the soonest time to an urgent call whose caller drops the day said before', () => {
    const { record } = call([
      'the dryer needs a new belt, it squeals',
      'Ana Ruiz',
      '831 555 0142',
      'yes',
      '12 Bay St, Capitola',
      'Friday works. Oh and the panel in the garage is buzzing and hot to the touch',
      'ok I will stay away, just send someone as soon as you can, forget Friday',
    ]);
    expect(record).toMatchObject({
      urgency: 'urgent',
      preferredTime1: 'As soon as possible (urgent)',
      preferredTime2: null,
    });
  });
});

describe('concierge engine: times said with the problem', () => {
  it('keeps the days a first message asks for ("could somebody … this weekend?")', () => {
    const { state } = call(['could somebody hang two big mirrors this weekend? they are heavy']);
    expect(state.windows.map((w) => w.label)).toEqual(['Saturday, Mar 7, 8 AM - 5 PM', 'Sunday, Mar 8, 8 AM - 5 PM']);
  });
});

describe('concierge engine: messages', () => {
  it('hears "pass along a message" and keeps the trade and address the message gives', () => {
    const { state, replies } = call(
      [
        'could you pass along a message to the electrician who looked at our panel? we want the quote, the house is 77 Bay Ave in Capitola',
        'thanks, that is all',
      ],
      '+18315550133',
    );
    expect(replies[0]).toContain('Please tell me your message');
    expect(state.outcome).toBe('message');
    expect(state.serviceType).toBe('Electrical');
    expect(state.street).toBe('77 Bay Ave');
    expect(state.city).toBe('Capitola');
  });

  it('says goodbye to a caller told the trade is not covered who leaves no message', () => {
    const { state, replies, done } = call([
      'do you guys service pools? the pump on ours is dead',
      'oh ok, no worries, I will call a pool company then',
    ]);
    expect(replies[0]).toMatch(/^I'm sorry, Earl doesn't cover pool and spa service/);
    expect(replies[1]).toBe('No problem! If you ever need help at home, Earl is here. Goodbye!');
    expect(done).toBe(true);
    expect(state.outcome).toBe('not-covered');
  });

  it('hears "pass a msg to" typed in a chat', () => {
    const { state, replies } = call(['can u pass a msg to the painter coming monday, the key is under the mat']);
    expect(replies[0]).toContain('Please tell me your message');
    expect(state.awaiting).toBe('message');
  });

  it('lets a caller who says they are outside the county go at once', () => {
    const { replies } = call(["hi, we're over in salinas, do you guys fix garbage disposals?"], '+18315550134');
    expect(replies[0]).toMatch(/outside our (service )?area|only serve|Santa Cruz County/i);
  });

  it('takes a message from a caller who wants a person to call back, asking a web caller for the number', () => {
    const { state, replies, done } = call([
      "i don't really want to do all this with a computer, can somebody just call me back? it's about the tile in my bathroom",
      'kenji watanabe',
      '831 555 0170',
    ]);
    expect(replies[0]).toContain('Please tell me your message');
    expect(replies[1]).toBe('What number should our team call?');
    expect(done).toBe(true);
    expect(state.outcome).toBe('message');
    expect(state.customerName).toBe('Kenji Watanabe');
    expect(state.customerPhone).toBe('+18315550170');
    expect(state.message).toContain('tile in my bathroom');
  });

  it.each([
    "hi, this isn't a new job, the plumber who came friday said he'd send the invoice and i never got it. can someone call me back",
    "I'm not calling to book anything, I'd like to set up an account for my rentals. Could somebody from the office call me back?",
    'I have a question about the estimate your painter gave me last week, can you have him call me?',
    'hola, no necesito servicio, soy jardinero y quisiera trabajar con ustedes, le pueden dejar mi número al encargado?',
    'al técnico que vino el martes se le olvidó una llave inglesa aquí en la casa, nomás para que le avisen',
  ])('takes a message from a caller whose matter is for the office, not a new job: "%s"', (first) => {
    const { state, replies } = call([first, 'Dana Ibarra', '831 555 0172']);
    expect(replies[0]).toMatch(/Please tell me your message|Dígame su mensaje/);
    expect(state.outcome).toBe('message');
    expect(state.customerPhone).toBe('+18315550172');
  });

  it('keeps a new job a new job when the caller only asks to be called back about it', () => {
    const { replies } = call(['my fence gate is falling off, can someone call me back about it']);
    expect(replies[0]).not.toMatch(/Please tell me your message/);
  });

  it('asks a phone caller for no number: the line knows it', () => {
    const { replies, done } = call(
      ['can i just leave a message', 'this is Rosa, please call me about my fence'],
      '+18315550171',
    );
    expect(replies[1]).not.toContain('What number');
    expect(done).toBe(true);
  });

  it('keeps a message about a trade Earl does not cover as not covered, with the name said with it', () => {
    const { state } = call([
      'my pool pump stopped working, do you do pools',
      'ah okay, yeah take a message. anh pham',
      '831 555 0146',
    ]);
    expect(state.outcome).toBe('not-covered');
    expect(state.customerName).toBe('Anh Pham');
    expect(callRecordOf(state, NOW).summary).toContain('831 555 0146');
  });

  it('lets a wrong number go at once', () => {
    const { state, replies, done } = call(['uh sorry, i was trying to call my dentist, wrong number, bye']);
    expect(done).toBe(true);
    expect(state.outcome).toBe('message');
    expect(replies[0]).toBe('No problem! If you ever need help at home, Earl is here. Goodbye!');
  });
});

describe('concierge engine: corrections as the times are read back', () => {
  const upToTimes = [
    'my bathroom sink drains slowly',
    "no luck with the plunger. I'm Megan Farrell",
    '831-555-0216',
    'yes. 3120 Porter St, Capitola',
  ];

  it('takes a new last four and town with the times confirmed, and reads everything back once', () => {
    const { state, replies } = call([
      ...upToTimes,
      'tomorrow morning, or friday after 3',
      "those times are fine, but the number's wrong, it's 0261 at the end, not 0216. and it's Soquel, not Capitola",
    ]);
    expect(state.customerName).toBe('Megan Farrell');
    expect(state.customerPhone).toBe('+18315550261');
    expect(state.city).toBe('Soquel');
    expect(replies.at(-1)).toContain("Here's what I have");
  });

  it('changes one window and keeps the other', () => {
    const { state, replies } = call([
      ...upToTimes,
      'thursday afternoon or friday morning',
      'the first one is fine, but the second time should be friday afternoon, not friday morning',
    ]);
    expect(state.windows.map((w) => w.label)).toEqual(['Thursday, Mar 5, 12 PM - 5 PM', 'Friday, Mar 6, 12 PM - 5 PM']);
    expect(replies.at(-1)).toContain("Here's what I have");
  });

  it('takes a house number and a unit corrected together, and a street renamed', () => {
    const renumbered = call([
      ...upToTimes,
      'monday morning or tuesday morning',
      "the address is wrong, it's 3102, not 3120, and it's apartment 3",
    ]);
    expect(renumbered.state.street).toBe('3102 Porter St Apt 3');
    const renamed = call([
      ...upToTimes,
      'monday morning or tuesday morning',
      "the street's wrong, it's potter street, not porter",
    ]);
    expect(renamed.state.street).toBe('3120 Potter St');
  });

  it('books one window when the caller has no second', () => {
    const { state, replies } = call([
      ...upToTimes,
      "thursday afternoon. that's the only time i'm free, so i can't give you a second option",
    ]);
    expect(state.windows.map((w) => w.label)).toEqual(['Thursday, Mar 5, 12 PM - 5 PM']);
    expect(replies.at(-1)).toContain("Here's what I have");
  });
});

describe('concierge engine: a problem that goes away, and a message on the phone line', () => {
  it('closes as resolved when the caller says it started working before any fix was suggested', () => {
    const { state } = call([
      "the wall heater won't come on, no rush, it's mild out",
      'oh wait, let me look... there, it came back on. that was it, thanks',
    ]);
    expect(state.outcome).toBe('resolved');
    expect(callRecordOf(state, NOW).summary).toContain('started working again during the call');
  });

  it.each([
    ['la secadora no prende, la pantalla está en blanco', 'a ver... ya se prendió la secadora. era nomás eso, gracias'],
    ['el triturador zumba pero no gira', 'déjeme ver, le apreté el botoncito de abajo... ¡ya! ya da vueltas, gracias'],
    [
      'the porch outlet is dead',
      'hold on, there is a reset button... it clicked, the string lights work again, thanks!',
    ],
  ])('closes as resolved when the caller fixes it on their own hand: "%s" / "%s"', (problem, fixed) => {
    const { state } = call([problem, fixed]);
    expect(state.outcome).toBe('resolved');
  });

  it('keeps the number calling for a phone call that ends fixed before any number was asked', () => {
    const { state, record } = call(
      [
        "the outlets in the bathroom don't work, nothing turns on",
        'oh wait, i pushed the little reset button and the hair dryer works now. that did it',
      ],
      '+18315550612',
    );
    expect(state.outcome).toBe('resolved');
    expect(record.customerPhone).toBe('+18315550612');
  });

  it('takes the number calling as the one to call back for a message', () => {
    const { state } = call(
      ['can i just leave a message? it is about a leaky faucet', 'nate. nate o brien'],
      '+18315550935',
    );
    expect(state.outcome).toBe('message');
    expect(state.customerPhone).toBe('+18315550935');
  });
});

describe('concierge engine: a caller who goes to try the fix, and a name said apart from its question', () => {
  it('waits while the caller tries the fix, and closes as resolved when it worked', () => {
    const { state, replies } = call([
      'The breaker keeps tripping in my garage',
      'hang on, let me go look at the panel',
      "okay, i pushed it all the way off and back on and it's working now",
    ]);
    expect(replies[1]).toContain('Sure, take your time.');
    expect(replies[1]).not.toContain("Sorry, I didn't catch that");
    expect(state.outcome).toBe('resolved');
  });

  it('closes as resolved when the problem goes away as the address is asked', () => {
    const { state } = call([
      "the thermostat screen is blank and the heat won't come on",
      'Dana Whitfield',
      '831 555 0144',
      'yes',
      "oh hold on, i put new batteries in and it lit up, the heat's coming on again. that was it",
    ]);
    expect(state.outcome).toBe('resolved');
  });

  it("takes the town said last, a sentence after a mobile home's street and space", () => {
    const { state } = call([
      'my toilet keeps running',
      'Luz Arellano',
      '831 555 0157',
      'yes',
      "1099 Freedom Blvd, space 31. It's the mobile home park by the school, in Watsonville",
    ]);
    expect(state.street).toBe('1099 Freedom Blvd Space 31');
    expect(state.city).toBe('Watsonville');
  });

  it('suggests no fix the caller says they already tried, and still suggests it to one who has not', () => {
    const tried = call(['my kitchen sink is clogged, I already used the plunger and nothing']);
    expect(tried.state.tip).toBeNull();
    expect(tried.replies[0]).not.toMatch(/plunger/);
    const triedEs = call(['el fregadero está tapado, ya le di con el destapador y nada']);
    expect(triedEs.state.tip).toBeNull();
    const breaker = call([
      'the outlets in the bathroom quit, I already checked the breaker box and nothing is tripped',
    ]);
    expect(breaker.state.tip?.id).not.toBe('tripped-breaker');
    const notTried = call(['my kitchen sink is clogged']);
    expect(notTried.state.tip).toEqual({ id: 'clogged-drain', result: 'offered' });
  });

  it("writes a mobile home's space as the caller's language does: 'Space 31' in English, '#31' in Spanish", () => {
    const english = call([
      'my toilet keeps running',
      'Luz Arellano',
      '831 555 0157',
      'yes',
      '1099 Freedom Blvd, space 31, Watsonville',
    ]);
    expect(english.record.serviceAddress).toBe('1099 Freedom Blvd Space 31, Watsonville');
    const spanish = call([
      'hola, el excusado no deja de correr',
      'Luz Arellano',
      '831 555 0157',
      'sí',
      'en el 1099 de la Freedom Boulevard, espacio 31, en Watsonville',
    ]);
    expect(spanish.state.language).toBe('es');
    expect(spanish.record.serviceAddress).toBe('1099 Freedom Blvd #31, Watsonville');
  });

  it('books a painter for a stain whose leak a roofer fixed last year', () => {
    const { state } = call([
      'i need the water stain on my ceiling painted over, the leak got fixed last year, the roofer took care of it',
    ]);
    expect(state.uncoveredTrade).toBeFalsy();
    expect(state.serviceType).toBe('Painting & Drywall');
  });

  it('takes a message for a trade asked about ("do you guys do roofs"), though a leak is said not to be', () => {
    const { state } = call(['a few shingles blew off, nothings leaking yet, do you guys do roofs']);
    expect(state.uncoveredTrade).toBe('roofing');
    expect(state.serviceType).toBeNull();
  });

  it('closes as resolved when the caller says the thermostat is on now after new batteries', () => {
    const { state } = call([
      "the thermostat screen is blank and the heat won't come on",
      'ok i put new ones in and its on now, i can hear it going',
    ]);
    expect(state.outcome).toBe('resolved');
  });

  it('lets an out-of-area caller go who names a county town only as how near they are', () => {
    const { state } = call([
      'i need my lawn mowed',
      'Ray Cota',
      '831 555 0190',
      'yes',
      '20 Elm Ave, Prunedale',
      "oh shoot, it's only ten minutes from watsonville. oh well, thanks",
    ]);
    expect(state.outcome).toBe('out-of-area');
  });

  it('takes a full name said when something else was asked, over a word taken from an earlier answer', () => {
    const { state } = call(['my kitchen faucet drips all day', 'nothing, vamos', 'Rosalinda Ochoa Treviño']);
    expect(state.customerName).toBe('Rosalinda Ochoa Treviño');
  });

  it('keeps "as soon as possible" as the one window when the caller has no other', () => {
    const { state, replies } = call([
      'my bathroom sink drains slowly',
      "no luck with the plunger. I'm Megan Farrell",
      '831-555-0216',
      'yes. 3120 Porter St, Capitola',
      'as soon as you can',
      "no, that's it",
    ]);
    expect(state.windows.map((w) => w.label)).toEqual(['As soon as possible']);
    expect(replies.at(-1)).toContain("Here's what I have");
  });
});

describe('concierge engine: batch 15 of the held-out callers, in other words', () => {
  it('takes the times said instead of a yes to the number, and the house number corrected as the times are read back', () => {
    const { state, replies } = call([
      'the garage door opener wall button needs replacing, a handyman job',
      'Ines Navarro',
      '831-555-0620',
      'Monday at 11, or Tuesday at noon',
      '312 Brommer St, Live Oak',
      'no, the number is three twenty one not three twelve',
    ]);
    expect(state.phoneConfirmed).toBe(true);
    expect(state.windows.map((w) => w.label)).toEqual(['Monday, Mar 9, 11 AM - 1 PM', 'Tuesday, Mar 10, 12 PM - 2 PM']);
    expect(state.street).toBe('321 Brommer St');
    expect(replies.at(-1)).toContain("I've changed the address to 321 Brommer St.");
  });

  it('lets go a caller who says the place outside the county is "basically" a county town', () => {
    const { state, done } = call(
      [
        'i need a plumber for a running toilet',
        'ray ortega',
        'yes',
        '88 salinas road in pajaro',
        "come on it's pretty much watsonville. oh well, thanks",
      ],
      '+18315550621',
    );
    expect(done).toBe(true);
    expect(state.outcome).toBe('out-of-area');
  });

  it('corrects a street taken back at the read-back, and keeps the home town over where the caller is', () => {
    const booked = call(
      [
        'I need a handyman to fix a gate',
        'Alma Cruz',
        'yes',
        '210 Bay Street, Capitola',
        'thursday morning or friday morning',
        'yes',
        'oh wait, not bay street, bay avenue',
      ],
      '+18315550640',
    );
    expect(booked.state.street).toBe('210 Bay Ave');
    const grandson = call([
      "I'm calling for my grandma, she lives in Aptos, I'm in Gilroy. Her dishwasher won't drain",
    ]);
    expect(grandson.state.city).toBe('Aptos');
    expect(grandson.state.outOfAreaPlace).toBeNull();
  });

  it('takes the number calling when the caller says so before it is asked, and keeps one window changed at the read-back', () => {
    const { state } = call(
      [
        "hi it's nora quinn, my number's the one i'm calling from, the porch light needs replacing",
        '14 pine st, santa cruz',
        'friday morning or monday morning',
        'actually make monday the afternoon',
      ],
      '+18315550650',
    );
    expect(state.customerPhone).toBe('+18315550650');
    expect(state.windows.map((w) => w.label)).toEqual(['Friday, Mar 6, 8 AM - 12 PM', 'Monday, Mar 9, 12 PM - 5 PM']);
  });

  it('ends the call of a caller outside the county who names a county town only as what they believed', () => {
    const { state, replies } = call([
      'my gutter downspout came loose',
      'Lena Ortiz',
      '831 555 0181',
      'yes',
      '45 riverside rd, pajaro',
      'oh i thought you covered the watsonville zip code. ok thanks',
    ]);
    expect(replies.at(-1)).toContain("can't help outside Santa Cruz County");
    expect(state.outcome).toBe('out-of-area');
  });

  it('makes a no-heat call ordinary again when the caller then says it is mild out and everyone is well', () => {
    const mild = call([
      "the furnace won't start and my dad is 91",
      "oh it's not that cold, about 68 today, he's fine in his cardigan, no rush",
      'Ana Ruiz',
    ]);
    expect(mild.replies[1]).toContain("I'll send it as a regular request");
    expect(mild.state.hazards).toEqual([]);
    expect(mild.replies[2]).not.toContain('Your safety comes first');
    const spanish = call([
      'el calentón no prende y vive conmigo mi abuela de 90 años',
      'no hace frío, hoy está templado, ella está bien',
    ]);
    expect(spanish.replies[1]).toContain('solicitud normal');
    // "he's fine" alone, or with the cold said, keeps the warning; so does any other hazard
    expect(call(["the furnace won't start and my dad is 91", "he's fine for now"]).state.hazards).toEqual([
      'no-heat-vulnerable',
    ]);
    expect(call(['the outlet is smoking', "it's mild out and everyone's fine"]).state.hazards).toEqual([
      'electrical-fire',
    ]);
  });

  it('sends a danger told among other jobs to the trade of the thing it is at', () => {
    const sameBreath = call([
      'i want a quote to stain the deck. also, unrelated, the furnace closet smells like rotten eggs when the heat comes on',
    ]);
    expect(sameBreath.state.hazards).toEqual(['gas']);
    expect(sameBreath.state.serviceType).toBe('Heating & Cooling (HVAC)');
    const nextTurn = call([
      'the kitchen faucet drips and i want two shelves hung',
      'oh, and there is a gas smell around the stove even with the knobs off',
    ]);
    expect(nextTurn.state.hazards).toEqual(['gas']);
    expect(nextTurn.state.serviceType).toBe('Appliance Installation & Repair');
    // a danger that is the whole story keeps the trade its words point to
    expect(call(['the outlet by the bed is hot and smells burnt']).state.serviceType).toBe('Electrical');
  });

  it('tells a caller outside the county before suggesting a fix, and takes a hazard told at the read-back', () => {
    const outside = call(["the bathroom sink is clogged, we're in hollister"]);
    expect(outside.replies[0]).toContain('Hollister is outside our service area');
    const late = call(
      [
        'the water heater drips a little',
        'Ida Moss',
        'yes',
        '12 pine st, santa cruz',
        'friday morning or monday morning',
        'yes',
        'yes, oh and the carpet by the power strip is soaked now, can someone come right away',
      ],
      '+18315550660',
    );
    expect(late.replies.at(-1)).toMatch(/^Your safety comes first/);
    expect(late.record.preferredTime1).toBe('As soon as possible (urgent)');
    expect(late.done).toBe(false);
  });

  it('corrects a house number said backwards by its wrong end alone', () => {
    const { state } = call(
      [
        'a hole in the hallway wall needs patching',
        'Omar Reyes',
        'yes',
        '1762 main st, watsonville',
        'friday morning or monday morning',
        'yes',
        "no wait, the number's backwards, it's seventeen twenty six, not sixty two",
      ],
      '+18315550670',
    );
    expect(state.street).toBe('1726 Main St');
  });

  it('takes the name a chat opens with, before its number', () => {
    const { state } = call(['Hey - Mirela Popescu, (831) 555-0633, the bathroom fan is dead, need an electrician']);
    expect(state.customerName).toBe('Mirela Popescu');
    expect(state.customerPhone).toBe('+18315550633');
  });

  it('closes as resolved when the caller says, unasked, that the screen came back', () => {
    const { state } = call([
      "the thermostat display is dead and the heat won't come on",
      'oh hold on, i put fresh batteries in and the display is back, i can hear the heater starting up',
    ]);
    expect(state.outcome).toBe('resolved');
  });
});

describe('an urgent call is booked for the soonest', () => {
  it('takes no window from the story of the hazard, nor from the answer that told it', () => {
    const { record } = call(
      [
        "my dad's furnace stopped heating yesterday",
        'Ruth Alvarez',
        '831 555 0177',
        'yes',
        "it's 40 Elm St, Boulder Creek. he's 93, this morning his fingers were blue and it was 48 degrees inside",
        'yes',
      ],
      undefined,
    );
    expect(record.urgency).toBe('urgent');
    expect(record.preferredTime1).toBe('As soon as possible (urgent)');
    const told = call([
      'the water heater is rattling',
      'Ruth Alvarez',
      '831 555 0177',
      'yes',
      '40 Elm St, Boulder Creek',
      'thursday afternoon. oh and since we lit it the kids all wake up with headaches and throwing up',
      'yes',
    ]);
    expect(told.record.urgency).toBe('urgent');
    expect(told.record.preferredTime1).toBe('As soon as possible (urgent)');
  });
});

describe('a caller looking for the panel while trying the fix', () => {
  it('holds on at "where is the breaker box?" instead of taking it as a failed fix or a name', () => {
    const { state, replies } = call([
      'half the outlets in the kitchen went dead',
      "where's the breaker box? maybe the garage",
    ]);
    expect(state.customerName).toBeNull();
    expect(state.awaiting).toBe('fix-result');
    expect(replies.at(-1)).not.toMatch(/let's get a pro out/i);
  });
});

describe('a caller dealing with an emergency between the questions', () => {
  it('counts no miss while the caller looks for the shutoff, and takes the name after', () => {
    const { state } = call([
      'the washer hose burst and water is everywhere in the laundry room',
      "it's still coming, where's the shut off?",
      'okay found it by the street, I turned it',
      'I think it stopped',
      'Lena Fox',
    ]);
    expect(state.customerName).toBe('Lena Fox');
    expect(state.awaiting).not.toBe('message');
  });
});

describe('a caller who never moves on in an emergency', () => {
  it('still ends in a message after the call has gone round six times', () => {
    const { state, replies } = call([
      'the water heater burst and the garage is flooding',
      'water is still coming',
      'where is the main valve?',
      'the water is still going',
      'I still cannot find the valve',
      'there is water outside too',
      'the water is everywhere',
    ]);
    expect(state.awaiting).toBe('message');
    expect(replies.at(-1)).toMatch(/take a message/);
  });
});

describe('a greeting or a check of the line before the trouble is told', () => {
  it.each([
    ['hello?', "Hi, I'm here. What's going on at your place today?", 'en'],
    ['Hey there, good morning', "Hi, I'm here. What's going on at your place today?", 'en'],
    ['¿Aló? ¿Me oye?', 'Hola, aquí estoy. ¿Qué problema tiene en su casa?', 'es'],
    ['buenas tardes', 'Hola, aquí estoy. ¿Qué problema tiene en su casa?', 'es'],
  ])('"%s" is greeted back, in the caller\'s language, and the trouble asked for', (greeting, reply, language) => {
    const { state, replies } = call([greeting]);
    expect(replies[0]).toBe(reply);
    expect(state.language).toBe(language);
    expect(state.problem).toBeNull();
    expect(state.misses).toBe(0);
  });

  it('lets the first words after a greeting decide the language', () => {
    expect(call(['hola', 'the bathroom fan makes a grinding noise']).state.language).toBe('en');
    expect(call(['hi', 'no sirve el ventilador del baño, hace mucho ruido']).state.language).toBe('es');
  });

  it('ends in a message on a line that only ever greets', () => {
    const { state } = call(['hello?', 'hello', 'hi?', 'hello??', 'anyone there', 'hello']);
    expect(state.awaiting).toBe('message');
  });
});

describe('a fix that worked, told after the call moved on', () => {
  it('asks how it went when the caller only says what they did', () => {
    const { state, replies } = call([
      "my garbage disposal just hums, it won't spin",
      'ok I switched it off and hit the red button underneath',
    ]);
    expect(replies[1]).toBe('Okay. Is it working now?');
    expect(state.awaiting).toBe('fix-result');
  });

  it('closes as resolved when it works a turn after the fix was given up on', () => {
    const { state, replies } = call([
      'the kitchen outlets went dead, the toaster and kettle both',
      'no luck',
      "hang on... somebody had hit the switch by the fridge, it's all working again",
    ]);
    expect(state.outcome).toBe('resolved');
    expect(state.tip?.result).toBe('solved');
    expect(replies[2]).toBe("Great, I'm glad it's working again! Can I get your name for our records?");
  });

  it('takes no word of the news for a name ("…the fan just kicked on")', () => {
    const { state } = call([
      "the heat pump won't come on and the thermostat is blank, it's mild out",
      'swapped the batteries and the display is back, fan just kicked on',
    ]);
    expect(state.outcome).toBe('resolved');
    expect(state.customerName).toBeNull();
  });

  it('closes as resolved when the trouble itself stopped', () => {
    const { state } = call([
      'this is pat quinlan, the upstairs toilet keeps running and running',
      'oh the flapper was stuck open. yeah it stopped',
    ]);
    expect(state.outcome).toBe('resolved');
    expect(state.problem).toContain('toilet keeps running');
  });

  it('answers a Spanish caller in Spanish when the trouble went away', () => {
    const { state, replies } = call([
      'la regadera no deja de gotear',
      'me llamo Irma Solís',
      'a ver, le di vuelta a la llave más fuerte… ya dejó de gotear, gracias',
    ]);
    expect(state.outcome).toBe('resolved');
    expect(replies[2]).toMatch(/^¡Qué bueno que ya funciona!/);
  });
});

describe('an urgent call whose caller asks for today', () => {
  it('stores the urgent window for "today, whenever you can"', () => {
    const { record } = call([
      'the toilet and the tub are both bubbling up brown sewage water all over the bathroom floor',
      'Iris Delgado',
      '831 555 0177',
      'yes',
      '90 Harper St, Capitola',
      'today, whenever you can',
    ]);
    expect(record.urgency).toBe('urgent');
    expect(record.preferredTime1).toBe('As soon as possible (urgent)');
    expect(record.preferredTime2).toBeNull();
  });
});

describe('batch 34 in other words: a window swapped, a day taken by work, a unit put right, a typed "y"', () => {
  const booking = ['the bathroom fan rattles', 'Ines Moreau', '831 555 0142', 'yes', '90 Harper St, Capitola'];

  it('moves a window with "swap Monday for Friday, same hours"', () => {
    const { record } = call([
      ...booking,
      'tomorrow between 1 and 4 or monday between 1 and 4',
      'yes',
      'swap Monday for Friday, same hours',
      'yes',
    ]);
    expect(record.preferredTime2).toBe('Friday, Mar 6, 1 PM - 4 PM');
  });

  it('takes a day the caller works as no new time ("not friday, i work friday, saturday morning instead")', () => {
    const { record } = call([
      ...booking,
      'tomorrow afternoon or friday morning',
      'not friday, i work friday, can we do saturday morning instead',
      'yes',
    ]);
    expect(record.preferredTime2).toBe('Saturday, Mar 7, 8 AM - 12 PM');
  });

  it('puts the unit right at the read-back ("the apartment is 12, not 21")', () => {
    const { record } = call([
      'the bathroom fan rattles',
      'Ines Moreau',
      '831 555 0142',
      'yes',
      '90 Harper St apt 21, Capitola',
      'saturday morning or sunday morning',
      'yes',
      'sorry, the apartment is 12, not 21',
      'yes',
    ]);
    expect(record.serviceAddress).toBe('90 Harper St Apt 12, Capitola');
  });

  it('takes a typed "y" as yes, and the number calling when the caller says to use it', () => {
    const { record, state } = call(
      [
        'the bathroom fan rattles',
        'ines moreau and you can call me back on this number',
        '90 Harper St, Capitola',
        'saturday morning or sunday morning',
        'y',
        'y',
      ],
      '+18315550142',
    );
    expect(record.customerPhone).toBe('+18315550142');
    expect(state.outcome).toBe('booked');
  });
});

describe('wet wiring from the weather (batch 38)', () => {
  it("sends rain at the wiring to the electrician, for the whole call, and a pipe's water to the plumber", () => {
    const rain = call([
      'the rain is leaking in around the porch light inside the entry and the light keeps flickering',
      'Odile Marchetti',
      '831 555 0119',
    ]);
    expect(rain.state.hazards).toContain('water-electrical');
    expect(rain.state.serviceType).toBe('Electrical');

    const pipe = call([
      'the pipe upstairs is leaking and water is dripping out of the hall light fixture',
      'Odile Marchetti',
      '831 555 0119',
    ]);
    expect(pipe.state.hazards).toContain('water-electrical');
    expect(pipe.state.serviceType).toBe('Plumbing');
  });

  it("keeps the caller's own trade for a storm's water in a bulging ceiling", () => {
    const { state } = call([
      'after the storm the living room ceiling is sagging and full of water, and I will want it patched and repainted',
      'Odile Marchetti',
    ]);
    expect(state.hazards).toContain('water-electrical');
    expect(state.serviceType).toBe('Painting & Drywall');
  });
});

describe('a call hard to follow (batches 38 and 39)', () => {
  it("keeps the relative's county home when the caller says they are outside it", () => {
    const { state } = call([
      'escribo por mi tío que vive solo en Soquel, tiene 90 años y no tiene calefacción. yo estoy en Salinas trabajando',
    ]);
    expect(state.outcome).toBeNull();
    expect(state.city).toBe('Soquel');
  });

  it('puts right a house number and a town taken back in the same breath', () => {
    const { state } = call([
      'the toilet runs all night',
      'Yusuf Demir',
      '831 555 0177',
      'yes',
      "it's 318 Alta Vista Ave in Santa Cruz. sorry, no, 381, and my wife says to put Soquel",
    ]);
    expect(state.street).toBe('381 Alta Vista Ave');
    expect(state.city).toBe('Soquel');
  });
});

describe('a generator run indoors (batch 38)', () => {
  it('sends the carbon monoxide of a generator to be wired in to the electrician, for the whole call', () => {
    const { state } = call([
      'the generator is running in the carport with the door down and the co alarm keeps going off, we need someone to wire it in with a transfer switch',
      'Bram de Wit',
      '831 555 0133',
    ]);
    expect(state.hazards).toContain('carbon-monoxide');
    expect(state.serviceType).toBe('Electrical');
  });
});

describe('a window changed as the two are read back (batch 39)', () => {
  it('replaces the second window, keeps the day said to stay, and takes no window on a day the caller is busy', () => {
    const { state } = call([
      'the bathroom needs repainting',
      'Noor Haddad',
      '831 555 0166',
      'yes',
      '40 Elm St, Watsonville',
      'Monday the 9th in the afternoon or Wednesday the 11th in the afternoon',
      "oh, the 11th is my son's graduation, I'll be out all day. can the second one be Thursday the 12th afternoon? Monday stays.",
    ]);
    expect(state.windows.map((w) => w.label)).toEqual([
      'Monday, Mar 9, 12 PM - 5 PM',
      'Thursday, Mar 12, 12 PM - 5 PM',
    ]);
  });
});

describe('a call with its number put right by its end (batch 40)', () => {
  it('takes "es 0185 al final" as the last four of the number just given, whatever was asked', () => {
    const { state } = call(['se me tapó el lavabo', '831 555 0158', 'ay no perdón, es 0185 al final']);
    expect(state.customerPhone).toBe('+18315550185');
  });
});

describe('a caller booking for someone else, or calling from elsewhere (batch 45)', () => {
  it('puts the person the caller makes the contact on the request, in English and in Spanish', () => {
    const en = call([
      'my dad needs a new light fixture in his kitchen',
      "I'm Dana Reyes, but make my father the contact, he's home all day. His name is Arturo Reyes.",
    ]);
    expect(en.state.customerName).toBe('Arturo Reyes');
    expect(en.replies[1]).toContain("I'll put Arturo Reyes down as the contact.");
    const es = call([
      'el fregadero de mi tía gotea mucho',
      'Me llamo Óscar Pineda. Ponga a mi prima Marisol Pineda como contacto, ella vive con mi tía.',
    ]);
    expect(es.state.customerName).toBe('Marisol Pineda');
  });

  it("keeps the caller's name when someone else's is only mentioned", () => {
    const { state } = call([
      'the garbage disposal at my rental is jammed',
      'Hank Ostrowski',
      "not my number, call the tenant's cell 831 555 0144, her name's Priscilla",
    ]);
    expect(state.customerName).toBe('Hank Ostrowski');
    expect(state.customerPhone).toBe('+18315550144');
  });

  it("takes no out-of-area town from where the caller lives when the work is someone else's place", () => {
    const landlord = call([
      "my tenant says the toilet at my rental keeps running all night. I'm in Salinas so I can't check it myself",
    ]);
    expect(landlord.state.outOfAreaPlace).toBeNull();
    expect(landlord.state.awaiting).toBe('name');
    const son = call(["I'm calling from Fresno about my dad's cottage up in Felton, his back door won't latch"]);
    expect(son.state.outOfAreaPlace).toBeNull();
    expect(son.state.city).toBe('Felton');
  });

  it('says at once that the county does not reach the town of the relative the call is for', () => {
    const { replies } = call(['a mi cuñada se le tapó el baño, ella vive en Pájaro, cerquita de Watsonville']);
    expect(replies[0]).toContain('Pajaro');
    expect(replies[0]).toContain('fuera de nuestra área');
  });
});

describe('numbers, units and times put right, and Spanish words for the house (batch 45)', () => {
  it('takes the number the caller asks to be called on, of two said with what they are', () => {
    const { state } = call([
      'the bathroom fan stopped working',
      'Oona Blake',
      "my office line is 831 555 0170, nobody picks up there after five. use my cell please, it's 831 555 0171",
    ]);
    expect(state.customerPhone).toBe('+18315550171');
  });

  it('keeps the unit put right in the same breath as the address', () => {
    const { state } = call([
      'the kitchen cabinet doors need new hinges',
      'Lars Holm',
      '831 555 0135',
      'yes',
      'twelve ten bay avenue apartment two capitola oops no apartment five',
    ]);
    expect(state.street).toBe('1210 Bay Ave Apt 5');
  });

  it('puts the house number right when the caller takes it back as the times are asked', () => {
    const { state } = call([
      'quiero que pinten la cerca',
      'Ramona Ortiz',
      '831 555 0136',
      'sí',
      '7310 Soquel Dr, Aptos',
      'ay perdón, es 7130, no 7310',
    ]);
    expect(state.street).toBe('7130 Soquel Dr');
  });

  it('hears a heater that warms the house, a clogged lavatrastes and "el lunes igual" as a Spanish speaker means them', () => {
    expect(
      call(['el calentador truena al prender, pero la casa se pone a 68 grados, no huele a nada']).state.serviceType,
    ).toBe('Heating & Cooling (HVAC)');
    expect(call(['el lavatrastes está tapado, no baja el agua']).state.serviceType).toBe('Plumbing');
    const { state } = call([
      'hay que cambiar el foco de la entrada',
      'Nidia Paz',
      '831 555 0137',
      'sí',
      '15 Main St, Watsonville',
      'el jueves de 9 a 12, o el sábado igual',
    ]);
    expect(state.windows.map((w) => w.label)).toEqual([
      'Thursday, Mar 5, 9 AM - 12 PM',
      'Saturday, Mar 7, 9 AM - 12 PM',
    ]);
  });

  it('drops the day the person the visit is for cannot make, keeping the other', () => {
    const { state } = call([
      'quiero que limpien los ductos de la calefacción de mi mamá',
      'Tomás Rivas',
      '831 555 0138',
      'sí',
      '40 Rio Del Mar Blvd, Aptos',
      'el jueves en la tarde o el lunes en la tarde',
      'ah no, el lunes mi mamá no puede. mejor el viernes en la mañana',
    ]);
    expect(state.windows.map((w) => w.label)).toEqual(['Thursday, Mar 5, 12 PM - 5 PM', 'Friday, Mar 6, 8 AM - 12 PM']);
  });
});

describe('small businesses calling (batch 46)', () => {
  it("keeps the caller's name apart from the business, the role and the church title said with it", () => {
    expect(
      call(['the outlets by our bakery counter stopped working', 'Gwen Alder (owner, Sunrise Bakery)']).state
        .customerName,
    ).toBe('Gwen Alder');
    expect(call(['the shop lights flicker', 'Dale Ng, Harbor Surf Shop']).state.customerName).toBe('Dale Ng');
    expect(call(['se tapó el drenaje del piso', 'me llamo rosa ibarra de la taquería el sol']).state.customerName).toBe(
      'Rosa Ibarra',
    );
    expect(call(['la luz del salón no prende', 'Soy el hermano Tomás Quiroga, de la iglesia']).state.customerName).toBe(
      'Tomás Quiroga',
    );
    expect(call(['the gate latch is broken', "it's behind the clubhouse"]).state.customerName).toBeNull();
  });

  it("bounds a window by the business's hours, and gives hours said once to both days", () => {
    const { state } = call([
      'our walk-in cooler is at 50 degrees',
      'Pia Lund',
      '831 555 0139',
      'yes',
      '200 Pacific Ave, Santa Cruz',
      'before we open at eleven on thursday, or between 2 and 4 on monday or tuesday',
    ]);
    expect(state.serviceType).toBe('Appliance Installation & Repair');
    expect(state.windows.map((w) => w.label)[0]).toBe('Thursday, Mar 5, 8 AM - 11 AM');
    const es = call([
      'la cámara fría de la tienda no enfría',
      'Eva Rojas',
      '831 555 0140',
      'sí',
      '12 Main St, Watsonville',
      'antes de que abramos a las 10, el viernes o el sábado',
    ]);
    expect(es.state.serviceType).toBe('Appliance Installation & Repair');
    expect(es.state.windows.map((w) => w.label)).toEqual([
      'Friday, Mar 6, 8 AM - 10 AM',
      'Saturday, Mar 7, 8 AM - 10 AM',
    ]);
  });

  it('takes "that\'s the shop line, it\'s fine" as a yes, and a suite put right as the times are asked', () => {
    const { state } = call(
      [
        'we need the front of the store repainted',
        'Ira Cole',
        "that's the shop line, it's fine",
        '80 Main St Suite 3, Watsonville',
        "oops, it's suite 4, not 3",
      ],
      '+18315550141',
    );
    expect(state.customerPhone).toBe('+18315550141');
    expect(state.street).toBe('80 Main St Ste 4');
  });

  it('stays calm for a drain that only smells, and sends a capped gas line to the plumber', () => {
    expect(call(['a sewer smell comes up from the floor drain, nothing is backing up']).state.hazards).toEqual([]);
    expect(
      call(['the gas company tagged our old patio heater, we need that gas line capped off and the heater removed'])
        .state.serviceType,
    ).toBe('Plumbing');
  });

  it('hears a Spanish caller leave a message for the owner, and the washers of a laundromat', () => {
    expect(call(['estoy ocupada, nomás déjenle el recado al encargado que me llame']).state.awaiting).toBe('message');
    expect(call(['una de las lavadoras grandes no prende']).state.serviceType).toBe('Appliance Installation & Repair');
  });
});

describe("callers who don't follow the questions, and chat shorthand (batch 47)", () => {
  it('says the last question again when the caller asks for it, taking nothing from the words', () => {
    const { replies, state } = call(['the bathroom sink is dripping', "what's that, dear?"]);
    expect(replies[1]).toBe(`Of course. ${replies[0]}`);
    expect(state.customerName).toBeNull();
    const es = call(['se me tapó el baño', '¿mande?']);
    expect(es.replies[1]!.startsWith('Claro. ')).toBe(true);
    // ("uh huh" is a yes, not a request to repeat)
    expect(call(['the bathroom sink is dripping', 'uh huh']).replies[1]!.startsWith('Of course.')).toBe(false);
  });

  it('reads a chat\'s Spanish shorthand: "q", "d", "x fa", "mñn", "vie", "finde", and a heat wave with a baby as urgent', () => {
    const hot = call(['el aire se daño y hoy llega a 99 grados, tengo un bebe d 3 meses y la casa esta como horno']);
    expect(hot.state.hazards).toContain('no-cooling-vulnerable');
    const { state } = call([
      'la puerta del closet se salio del riel',
      'Lupe Soto',
      '831 555 0142',
      'si',
      '12 Elm St, Watsonville',
      'mñn a las 10 o el vie a las 10 x fa',
    ]);
    expect(state.windows.map((w) => w.label)).toEqual([
      'Thursday, Mar 5, 10 AM - 12 PM',
      'Friday, Mar 6, 10 AM - 12 PM',
    ]);
    expect(
      call(['hay q podar el arbol', 'Rene Vidal', '831 555 0143', 'si', '9 Oak St, Aptos', 'este finde']).state.windows
        .length,
    ).toBe(2);
  });

  it('takes a name put right with "well, put…", the number said with "(cell)" after it, and a wasp nest as pest control', () => {
    expect(
      call(['my kitchen faucet leaks', "I'm Jim Ortega, well, put James Ortega, that's on the account"]).state
        .customerName,
    ).toBe('James Ortega');
    expect(
      call([
        'the dishwasher will not drain',
        'Nell Ames',
        '831 555 0150 (work) or 831 555 0151 (cell), better use the cell',
      ]).state.customerPhone,
    ).toBe('+18315550151');
    expect(call(['there is a wasp nest under the eaves, can you get rid of it']).state.uncoveredTrade).toBe(
      'pest control',
    );
  });

  it('stays calm for a leak taken back to a puddle, and for sparks said not to be there', () => {
    expect(
      call(['the fridge is leaking, water all over the floor, well not all over, a puddle about the size of a plate'])
        .state.hazards,
    ).toEqual([]);
    expect(call(['el contacto de la cocina no sirve, no huele a nada ni saca chispas']).state.hazards).toEqual([]);
  });
});

describe('coast, mountains and ranches (batch 48)', () => {
  it('hears unlit gas told by what it is like, in English and in Spanish', () => {
    expect(
      call([
        "the power's out so I tried to light a burner with a match, it wouldn't light and I left the knob on, now the kitchen reeks",
      ]).state.hazards,
    ).toContain('gas');
    expect(
      call(['en la cocina huele como cuando uno abre la perilla de la estufa y no prende la lumbre']).state.hazards,
    ).toContain('gas');
  });

  it('stays calm for smoke from a controlled burn outside and for a flood already dried', () => {
    expect(
      call([
        'hay una quema controlada en los cerros y la casa huele a humo, no es de la casa, quiero cambiar el filtro',
      ]).state.hazards,
    ).toEqual([]);
    expect(
      call(['con la tormenta se nos metió agua con lodo, ya se secó, quiero que cambien la pared']).state.hazards,
    ).toEqual([]);
  });

  it("reads a ranch's well pump, a sump pump and the gutters, and a septic tank to pump as not covered", () => {
    expect(call(['la bomba del pozo se prende y se apaga a cada rato']).state.serviceType).toBe('Plumbing');
    expect(call(['quiero que me pongan una bomba de sumidero en el garaje']).state.serviceType).toBe('Plumbing');
    expect(call(['las canaletas están tapadas de agujas de pino']).state.serviceType).toBe('Handyman');
    expect(call(['ya le toca a la fosa séptica que la vacíen']).state.uncoveredTrade).toBe('septic pumping');
  });

  it('takes a request to set up an account and be called back as a message', () => {
    expect(
      call(["I'd rather talk to a person about setting up an account for our rentals, can someone call me back?"]).state
        .awaiting,
    ).toBe('message');
  });
});

describe('callers who say things out of order or change their minds (batch 65)', () => {
  it('hears a heater only blowing cold air for a ninety-one-year-old as no heat for someone at risk', () => {
    expect(
      call([
        "the heater's only been blowing cold air since last night, and it's supposed to get down to twenty-six tonight. she's ninety-one",
      ]).state.hazards,
    ).toContain('no-heat-vulnerable');
    expect(
      call(['the furnace is blowing cold air since yesterday. nobodys sick or anything, its pretty mild out']).state
        .hazards,
    ).toEqual([]);
  });

  it('takes a typed greeting followed by a name as the name, not "Hi, Dryer Vent"', () => {
    expect(
      call(['Hi! Ken Yamashiro, 145 Amesti Rd in Amesti. New gas range needs hooking up']).state.customerName,
    ).toBe('Ken Yamashiro');
    expect(call(['Hi, Dryer Vent, cleaning please.']).state.customerName).toBeNull();
  });

  it('reads the hours said before the days offered, with a name, as the windows', () => {
    const { state } = call([
      'los enchufes del garaje no sirven',
      'ya le apreté el botón de reset y no hace nada',
      'Oscar Mejía. ah y solo puedo después del trabajo, mañana o el viernes',
    ]);
    expect(state.windows.map((w) => w.label)).toEqual(['Thursday, Mar 5, 5 PM - 8 PM', 'Friday, Mar 6, 5 PM - 8 PM']);
  });

  it("replaces a window swapped for another with its hours, and keeps a day's hours when only the day is swapped", () => {
    const swap = (change: string) =>
      call([
        "there's a fist-sized hole in the hallway drywall",
        'Patrick Oduya',
        '831 555 1234',
        '23 Clear Creek Road in Brookdale',
        'How about in two days? Or Monday evening.',
        change,
      ]).state.windows.map((w) => w.label);
    expect(swap('swap Monday evening for Saturday morning')).toEqual([
      'Friday, Mar 6, 8 AM - 5 PM',
      'Saturday, Mar 7, 8 AM - 12 PM',
    ]);
    expect(swap('swap Monday for Saturday, same hours')).toEqual([
      'Friday, Mar 6, 8 AM - 5 PM',
      'Saturday, Mar 7, 5 PM - 8 PM',
    ]);
  });
});
