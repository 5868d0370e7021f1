import type { Awaiting } from './engine';

// Questions callers ask in the middle of the intake, and Earl's answers. After answering, the assistant asks its
// last question again. Reviewable wording: one entry per question.

type Question = { id: string; asks: RegExp; answer: string };

export const QUESTIONS: Question[] = [
  {
    id: 'cost',
    asks: /\b(how much (does|will|is|do)|what (does|will) (it|this|that) cost|does (it|this|the call) cost|is (it|this|the call) free|cost me|what do you charge|is there a (fee|charge)|how much do you charge|what('s| is) the (price|fee|charge))\b/,
    answer: 'Calling Earl is free. The pro who takes the job gives you a price before any work starts.',
  },
  {
    id: 'robot',
    asks: /\b(are you (a |an )?(robot|bot|machine|computer|real|human|person|ai|recording|live)|is this (a |an )?(robot|bot|recording|real person|machine|computer|human|ai)|am i (talking|speaking) (to|with) (a |an )?(robot|person|human|machine|computer|real person|bot|ai))\b/,
    answer:
      "I'm Earl, an AI assistant. I take down your request and pass it to a vetted local pro, who calls you back.",
  },
  {
    id: 'person',
    asks: /\b(talk|speak) (to|with) (a |an )?(real |actual |live )?(person|human|someone|somebody|representative|operator|agent|manager)\b|\b(get me|transfer me to) (a |an )?(person|human|representative|operator)\b/,
    answer:
      "A real person will call you back: the local pro who takes your job. I can't transfer calls, but I can take a message for our team if you'd rather; just say 'leave a message'.",
  },
  {
    id: 'hours',
    asks: /\b(what are your hours|what hours|are you open|when are you open|open (on )?(weekends|sundays?|saturdays?|at night|late)|24 ?\/ ?7)\b/,
    answer: 'Earl answers day and night, every day. The pros set their own hours and confirm one of your time windows.',
  },
  {
    id: 'area',
    asks: /\b(do you (cover|serve|service|come (out )?to|work in|go (out )?to|do jobs in)|what areas?( do you)?|your service area|is \w+( \w+)? in your area)\b/,
    answer:
      'Earl covers all of Santa Cruz County: Santa Cruz, Watsonville, Scotts Valley, Capitola, Aptos, Soquel, the San Lorenzo Valley and the towns in between.',
  },
  {
    id: 'trades',
    asks: /\b(what (kind of |kinds of |sort of )?(services|trades|work|jobs) do you|what do you (do|cover|handle)|what can you help with|which (services|trades))\b/,
    answer:
      'Earl covers plumbing, electrical, handyman work, painting and drywall, carpentry, heating and cooling, landscaping and yard work, and appliance installation and repair.',
  },
  {
    id: 'how-soon',
    asks: /\b(how soon|how long (will|until|before|does)|how fast|when (will|can|would) (someone|somebody|they|a pro|the pro|a plumber|an electrician|he|she|you) (come|get here|be here|call))\b/,
    answer:
      'Your request goes to vetted local pros as soon as we finish, and the one who takes it calls you to confirm a time. Urgent requests go out first.',
  },
  {
    id: 'privacy',
    asks: /\b((share|sharing|sell|selling|give|giving) (out )?(my|this|the) (info|information|number|data|details|address)|who (sees|gets|will see|will get) my|is my (information|info|data|number) (safe|private|shared))\b/,
    answer: "Your details go only to the pro who takes your job, so they can reach you. We don't sell them.",
  },
];

/** The answers to every question the caller asked in this utterance, in the order of the list. */
export function answersToQuestions(text: string): string[] {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  return QUESTIONS.filter((q) => q.asks.test(t)).map((q) => q.answer);
}

// "I don't want to do all this with a computer, can somebody just call me back?": a person's call back, not the intake
const NOT_WITH_A_MACHINE =
  /\b(don't|do not) (really )?(want|like) (to )?(do|go through|talk to|deal with|talk with|speak (to|with))( all)?( this| that)?( with)? (a |an |some )?(computer|machine|robot|bot|ai|automated)|\b(i |we )?(don't|do not) (need|want) to (book|schedule|set up) ((anything|a (job|visit|appointment))|(anything |it )?(yet|just yet))\b|\bnot (looking )?to (book|schedule) (anything|a (job|visit))|\bno (quiero|necesito|queremos) (agendar|hacer (una )?cita|programar)( nada| todav[ií]a| a[uú]n)/i;
const A_PERSON_CALLS_BACK =
  /\b(someone|somebody|a person|a real person|a human|one of you|your team)\b.{0,20}\b(call|ring|phone) me( back)?\b|\bhave (him|her|them|someone|somebody|the (tech|technician|electrician|plumber|guy|office)) (call|ring|phone) me\b|\b(alguien|una persona|ustedes) me (llame|llamen|hable|hablen|marque|marquen)\b/i;

// "this isn't a new job, the electrician never sent the quote", "I need a copy of the invoice", "I'd like to set up an
// account", "me gustaría trabajar con ustedes", "se le olvidó un taladro aquí": a matter for the office, not an intake
const NOT_A_NEW_JOB =
  /\b(this is(n't|nt| not)|it's not|its not|not) (about )?a new (job|request|problem)\b|\b(i'm|im|i am) not calling (to|for|about) (book|schedule|set up|a (new )?(job|repair|service))|\bnot (calling|here) to (book|schedule)\b|\b(an? )?office thing\b|\b(set(ting)? up|open(ing)?) (an |like,? an )?account\b|\bcopy of (the|an|my|our) (invoice|receipt|bill|estimate|quote)\b|\b(a )?question about (the|my|his|her|your|our) (quote|estimate|invoice|bill|receipt)\b|\b(never got|didn't get|did not get|still waiting (on|for)) (the|my|his|her|a) (quote|estimate|invoice|bill|receipt)\b|\bno (necesito|ocupo|busco) (un |ning[uú]n )?servicio\b|\bno es (un |para un )?trabajo nuevo\b|\b(me gustar[ií]a|quiero|quisiera|queremos) trabajar con ustedes\b|\b(want|like|love) to (work|partner) with you\b|\bse le olvid[oó] (un|una|su|el|la)\b/i;
// "que me llamen", "le pueden dejar mi info al encargado", "nomás para que le avisen": someone is to call or be told
const SOMEONE_TOLD =
  /\bque me (llamen|hablen|marquen)\b|\bdejar(le)? mi (info|informaci[oó]n|n[uú]mero|nombre|tel[eé]fono)\b|\bpara que (le|les) avisen\b|\b(av[ií]senle|let (him|her|them) know)\b|\bcall me back\b/i;

export const wantsToLeaveMessage = (text: string) =>
  /\b(leave|take) (a |my )?message\b|\bjust (take|leave) a message\b/i.test(text) ||
  // "can you pass along a message to whoever came out", "dejarle un recado a don Roberto"
  /\b(pass( along| on)?|give|send|relay) (a |my |this )?(message|msg)\b|\b(this is|it's) (just )?a message for\b|\b(dejar(le|les)?|d[ée]j(e|ele|eles|enle|enles)|pasar(le|les)?|p[áa]s(ele|eles)|darle|d[ée](le|les)) (un |el |mi )?(recad(o|ito)|mensaj(e|ito))\b/i.test(
    text,
  ) ||
  (NOT_WITH_A_MACHINE.test(text) && A_PERSON_CALLS_BACK.test(text)) ||
  (NOT_A_NEW_JOB.test(text) && (A_PERSON_CALLS_BACK.test(text) || SOMEONE_TOLD.test(text)));

/** A second way to ask each question, with an example of the answer expected: a re-ask never repeats itself. */
export const REASK_WITH_EXAMPLE: Partial<Record<Awaiting, string>> = {
  problem: "Tell me in a few words what needs fixing, for example 'my kitchen sink is leaking'.",
  category:
    'Which kind of pro do you need: plumbing, electrical, handyman, painting, carpentry, heating and cooling, yard work or appliances?',
  'fix-result': "Did that fix it? Just 'yes' or 'no' is fine.",
  name: "Just your first and last name, for example 'Maria Lopez'.",
  'closing-name': "Just your first name is fine, for example 'Maria'.",
  phone: 'Please say the ten digits of your number, for example 831 555 0142.',
  'phone-confirm': "Is that number right? Say 'yes', or tell me the right one.",
  address: "The street number and name, then the town, for example '214 Seabright Avenue, Santa Cruz'.",
  city: "Which town is that in, for example 'Aptos' or 'Watsonville'?",
  community: "Which town or community is the home in, for example 'Boulder Creek' or 'Los Gatos'?",
  times: "Two times that suit you, for example 'tomorrow morning' or 'Friday after 3'.",
  'times-confirm': "Do those two times work? Say 'yes', or give me other times.",
  correction: 'Which should I change: your name, the number, the address, the times or the problem?',
  'wrap-up': "Is everything right? Say 'yes', or tell me what to change.",
};
