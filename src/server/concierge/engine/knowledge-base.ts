import type { ServiceCategory } from '@shared/constants';
import type { HazardKind } from './hazards';

// The concierge's reviewable knowledge: how problems map to service categories, the few safe fixes
// it may suggest (the hazards it triages first are in hazards.ts). Edit here, not in the engine.

/**
 * Evidence for each category: every cue found in what the caller said adds its weight, and the category with the most
 * evidence wins ("the breaker trips when I run the microwave" is electrical: the breaker outweighs the microwave).
 * Naming the trade outright weighs most; "not a plumber" takes that trade's weight away.
 */
export const CATEGORY_CUES: { category: ServiceCategory; trade: RegExp; cues: [RegExp, number][] }[] = [
  {
    category: 'Plumbing',
    trade: /\b(plumb(er|ers|ing))\b/,
    cues: [
      // "the handle thing on the outside wall where the hose screws on": a hose bib
      [/\bwhere (the|a|you) hose (screws|hooks|attaches|connects|goes)\b|\bhose (handle|spout|faucet|tap)\b/, 5],
      // "have that gas line capped off and the old patio heater pulled out": the line's work, the plumber's
      [
        // (not the stove's own: "pull out the old gas stove, cap off the gas line, hook up the induction one")
        /^(?!.*\b(range|stove|oven|cooktop|dryer|induction)\b).*(\b(cap|capped|capping)( it)? off\b.{0,40}\b(gas )?lines?\b|\b(gas )?lines?\b.{0,40}\b(cap|capped|capping)( it)? off\b)/,
        8,
      ],
      // "two outdoor spigots replaced… a new one added on the side": the house's water lines, not the garden
      // (not "drip irrigation for the beds, on a timer at the hose bib": the garden's watering)
      [
        /^(?!.*\b(drip|irrigation|sprinklers?|soaker)\b).*\b(spigots?|hose ?bibs?|sillcocks?|(outdoor|outside) (faucets?|taps?))\b/,
        6,
      ],
      // "the sewer cleanout in the front yard, its cap knocked off": the drain line's opening, wherever it is
      [
        /\b(sewer|drain|plumbing) clean ?-?outs?\b|(?<!\bgutters? )\bclean-?outs?\b(?! (the|my|our|a|all|some|your|his|her|their)\b)/,
        6,
      ],
      // "only the hot water smells like rotten eggs": the water heater's anode rod
      [
        /\b(hot water|water heater)\b.{0,40}\b(smell\w*|rotten eggs?|sulfur\w*)\b|\b(smell\w*|rotten eggs?|sulfur\w*)\b.{0,40}\b(hot water|water heater)\b|\banode\b/,
        6,
      ],
      [
        /\b(water heaters?|tankless|leak(s|ing|y|ed)?|pipes?|drains?|draining|toilets?|faucets?|sinks?|clog(s|ged)?|sewer|sewage|showers?|tub|bathtub|water pressure|burst|flood(ed|ing)?|hot water|sump pump|well pump|pressure tank|well water|spigot|hose bib|water line|gas line|shut-?off valve|main valve|septic|backed up|backing up|running toilet|p-trap|water softener|washing machine hose|supply line)\b/,
        3,
      ],
      [/\b(water|drip(ping|s)?|wet|puddle)\b/, 1],
      // the gas line behind the stove is the plumber's, not the stove's
      [/\bgas (line|pipe|leak)s?\b/, 6],
    ],
  },
  {
    category: 'Electrical',
    trade: /\b(electrician|electrical)\b/,
    cues: [
      // "the gray metal box on the side of the garage with all the little switches": the breaker panel; smoke detectors
      // "wired into" the ceiling
      [
        /\b(box|panel)\b[^.]{0,60}\b(little |small )?(switches|switchecitos|breakers)\b|\bwired (into|in to) (it|them|the (ceiling|wall|house))\b/,
        5,
      ],
      // "the outlets went dead", "recessed lights added in the kitchen (ceiling is drywall)"
      [/\b(outlets|plugs|sockets) (quit|went dead|died|went out|stopped working|lost power)\b/, 6],
      [/\b(recessed|can|pot) lights?\b/, 8],
      // "lights out in the backyard with a motion sensor": outdoor lights to wire, wherever they go
      [/\bmotion[- ]?(sensor|detector|activated|lights?)\b|\b(flood|security|porch) ?lights?\b/, 8],
      // "a light by my front steps, the kind that comes on by itself when you walk up"
      [/\blights?\b.{0,60}\b(comes?|turns?|goes|go) on (all )?by (it|them)sel(f|ves)\b/, 8],
      // "hook the generator up properly", "a transfer switch": a generator wired to the house
      [
        /\bgenerators?\b.{0,200}\b(hook\w*( it| them)? up|wir(e|ed|ing)( it)? (in|up)|transfer switch|interlock|inlet|connect\w* (it )?to the (house|panel))\b|\b(hook\w* up|wire in|connect)\b.{0,30}\bgenerators?\b|\btransfer switch\b/,
        8,
      ],
      // "put more outlets in the garage, for the tools and a freezer": outlets to add are the electrician's
      [
        /\b(more|new|extra|another|add(ing)?( an?| some| more)?|install(ing)?( an?| some| more)?|put in( an?| some| more)?) (outlets?|plugs?|circuits?|receptacles?)\b/,
        8,
      ],
      // the circuit outweighs whatever was plugged in: "the breaker trips when I run the microwave" is electrical
      [/\b(breakers?|circuits?|outlets?|sockets?|gfci|electrical panel|panel|fuses?|wiring|sub-?panel)\b/, 4],
      [
        /\b(breakers?|circuits?|fuses?)\b.{0,30}\b(trip\w*|blow\w*|blew|pop\w*)|\b(outlets?|sockets?|plugs?)\b.{0,40}\b(dead|stopped working|not working|don't work|doesn't work|no power)\b/,
        3,
      ],
      // "half the outlets in the kitchen just quit, the microwave and the toaster don't do anything"
      [/\b(half|some|all|most|a few|several|two|three) (of )?(the |my |our )?(outlets|plugs|sockets)\b/, 5],
      [/\bhalf (of )?the (house|home|apartment) (lost|has no|without) power\b|\bpower (went |is )?out in half\b/, 8],
      // "a 220 outlet in the garage for the new dryer": the circuit an appliance will need is the electrician's
      [
        /\b(outlets?|circuits?|plugs?|receptacles?|enchufes?|contactos?)\b.{0,40}\b(for|para)\b.{0,12}\b(the |a |my |our |la |el |mi )?(new |nueva |nuevo )?(dryer|washer|stove|range|oven|fridge|freezer|ev|car|charger|tesla|hot tub|welder)\b|\b(220|240)[- ]?(v|volts?)?\s+(outlets?|lines?|circuits?|plugs?|receptacles?)\b|\b(enchufes?|contactos?|outlets?|circuits?|plugs?) (de |of )?(220|240)\b/,
        6,
      ],
      // "the microwave and the coffee maker both died at the same time": the power they share, not each of them
      [
        /\b(both|all|everything)\b.{0,20}\b(died|went (dead|out|off)|stopped( working)?|quit|shut off|cut out)\b.{0,10}\b(at (the same time|once)|together)\b/,
        5,
      ],
      [
        /\b(plugs?|switch(es)?|wires?|wired|light fixtures?|sparks?|sparking|power (is )?out|no power|lost power|flicker(s|ing|y)?|(ev|electric car|car) chargers?|ceiling fans?|exhaust fans?|bathroom fans?|bath fans?|fan in (the |our |my )?(\w+ )?bathroom|recessed lights?|can lights?|ceiling lights?|flood ?lights?|motion (lights?|sensors?)|porch lights?|path lights?|landscape lights?|landscape lighting|outdoor lights?|security lights?|lights? (won't|will not|doesn't|don't|do not|does not|isn't|is not|not) (turn on|come on|work|working)|dimmers?|volt\w*|amps?|electric bill|pulling (so much )?power|power usage)\b/,
        3,
      ],
      [
        /\b(hard[- ]?wired|wired[- ]in|wired into the (ceiling|wall)|path lights?|landscape light\w*|outdoor lighting)\b/,
        5,
      ],
      // "the power went out in half the kitchen when I turned on the microwave": the circuit, not the appliance
      [
        /\b(power|electricity|lights)\b.{0,12}\b(went|goes|go|cuts?|cut|is|was|were)\b.{0,10}\b(out|off|dead)\b.{0,60}\b(when|whenever|every time|each time|after|cuando|the moment|as soon as|right when|once)\b/,
        5,
      ],
      [
        /\b(electric (car|vehicle|truck)|ev|tesla|plug-?in hybrid)\b.{0,40}\bcharg(er|ing)\b|\bcharg(er|ing)\b.{0,30}\b(electric (car|vehicle|truck)|ev|tesla)\b/,
        5,
      ],
      // lights that dim when something runs: the circuit, not the appliance
      [/\blights?\b.{0,20}\bdim(s|ming|med)?\b|\bdim(ming)? lights?\b/, 5],
      [/\b(lights?|lighting|lamps?|electric(al|ity)?|bulbs?)\b/, 1],
    ],
  },
  {
    category: 'Handyman',
    trade: /\b(handy ?man|handy ?person|handywoman|odd jobs?)\b/,
    cues: [
      // "a 65 inch TV mounted on the wall (drywall, I think there are studs)": the mounting, whatever the wall is
      [
        /\b(mount\w*|hang\w*|put up)\b.{0,40}\b(tv|television)s?\b|\b(tv|television)s?\b.{0,40}\b(mount\w*|hung|hang\w*|put up|on the wall|wall mount)\b/,
        8,
      ],
      [
        /\b(shel(f|ves)|mount(ed|ing)?|tv|window screens?|screen doors?|furniture|assembl(e|y|ing)|put together|ikea|flat-?pack|hinges?|latch(es)?|blinds|curtain rods?|grab bars?|door (knob|handle|lock|sticks|sticking|drags|won't close|doesn't close|won't latch)|off (the |its )?track|weather ?strip\w*|caulk(ing)?|grout|regrout\w*|(hang|hung|hanging|rehang|rehung|re-hang)\w*\b.{0,25}\b(pictures?|mirrors?|art|shelves|doors?|tv)|small repairs?|odd jobs?|gutters?|downspouts?|(smoke|co|carbon monoxide) (detector|alarm)s?\b.{0,60}\b(batter\w*|chirp\w*)|baby ?proof\w*|baby gates?|anchor\w* (the |a |two |a couple )?(\w+ )?(dressers?|bookcases?|bookshelf|bookshelves|furniture|tv)|fix a few things|honey-?do|fence|gate|(can't|cannot|can not) reach|too high|ladder|window glass|door knob|(pictures?|mirrors?|art|shelves|tv)\b.{0,20}\b(hung|hanging|mounted|put up)|drawers?\b.{0,40}\b(broken|came off|fell off|stuck|sticking|runners?|slides?|fronts?|pulls?)|towel (bars?|racks?)|toilet paper holders?|dead ?bolts?|door ?knobs?|knobs|door handles|door hardware|(new |change|replace|put on )\w* ?locks?)\b/,
        4,
      ],
      // "my garage door's been sticking… goes up halfway and shudders": a door that sticks, whatever it is
      [
        /\bdoor('s| is| has)( been)? (sticking|stuck|jamm\w*|catching|dragging)\b|\bgarage doors?\b.{0,60}\b(stick\w*|stuck|jamm?\w*|shudder\w*|won't (open|close|go up|come down)|(goes|go|gets) (up )?(like )?(half ?way|part way))\b/,
        4,
      ],
      // "seal the windows, they have gaps": drafts
      [
        /\b(seal\w*|weather-?strip\w*)\b.{0,20}\b(windows?|doors?)\b|\b(windows?|doors?) (seals?|sealing|weather-?strip\w*)\b|\b(drafty|gaps? (around|in)) (the )?(windows?|doors?)\b/,
        4,
      ],
      // "the insulation under the floor is hanging down all soggy… the vapor barrier is bunched up": the crawl space's
      [/\b(insulation|vapou?r barrier|crawl ?space (liner|plastic))\b/, 4],
      // "a few tiles in the backsplash are cracked, want them replaced"
      [/\b(tiles?|backsplash)\b.{0,30}\b(cracked|broken|replac\w*|loose|missing|chipped|fell off)\b/, 4],
      // "rain gets in under the window, I want it sealed": a window or door to seal (not a dishwasher's "door seal")
      [
        /\b(seal\w*|re-?seal\w*)\b.{0,40}\b(windows?|doors?)\b|\b(windows?|doors?)\b.{0,60}\b(sealed|resealed|reseal|seal (it|them|that|up))\b/,
        4,
      ],
      [/\b(doors?|tiles?|hang|fix up|install (a|some))\b/, 1],
    ],
  },
  {
    category: 'Painting & Drywall',
    // ("drywall" alone is the wall a TV goes on, not the trade asked for)
    trade: /\b(painters?|painting|drywall(er|ers| guy| contractor| person| pro| repair| work))\b/,
    cues: [
      // "a stain on the ceiling from a leak they fixed": the mark to cover, the leak already mended
      [/\b(stains?|mancha)\b.{0,30}\b(ceiling|wall|techo|pared)\b|\b(ceiling|wall)\b.{0,20}\bstains?\b/, 6],
      // "the ceiling still has a big brown ring": the mark a leak left
      [
        /\b(ceiling|wall)\b.{0,30}\b(brown|yellow|water|dark) (rings?|marks?|spots?|circles?)\b|\b(brown|yellow|water|dark) (rings?|marks?|spots?|circles?)\b.{0,30}\b(ceiling|wall)\b/,
        6,
      ],
      [
        /\b(paint(ed|ing|s)?|repaint\w*|re-?stain\w*|stain(ed|ing)? (the |our |my )?(deck|fence|cabinets?)|(deck|fence|cabinets?|siding)( \w+){0,3} (re-?)?stain(ed|ing)\b|drywall|sheetrock|patch(ing)? (a |the )?(hole|wall|ceiling)|holes? in (the |my |our )?(\w+ )?(wall|ceiling|drywall)|popcorn ceiling|texture|primer|peeling paint|water stain|wallpaper|plaster|nail pops?|cracks? in (the )?(wall|ceiling))\b/,
        5,
      ],
      // "a doorknob hole in the hallway drywall… patched and the hallway repainted so it all matches"
      [/\b(holes?|cracks?)\b.{0,40}\b(drywall|plaster|sheetrock)\b|\bpatch\w*\b.{0,60}\b(repaint\w*|paint\w*)\b/, 6],
      // "the trim around the windows and the porch railing are peeling": the paint coming off, not the wood
      [
        /\b(trim|railings?|siding|fascia|eaves|shutters|doors?|window frames?|sills?)\b.{0,60}\b(peel\w*|flak\w*|chipp\w*|blister\w*)\b|\b(peel\w*|flak\w*|blister\w*)\b.{0,40}\b(trim|railings?|siding|fascia|eaves|shutters)\b/,
        8,
      ],
      [/\b(walls?|ceiling|trim|accent wall|cabinets? (painted|refinish\w*))\b/, 1],
    ],
  },
  {
    category: 'Carpentry',
    trade: /\b(carpenter|carpentry|woodwork(er|ing)?|finish carpenter)\b/,
    cues: [
      // "the wood at the bottom corner is soft… probably needs the sill or the frame redone": rotten wood to rebuild,
      // whatever water did it
      [
        /\b(window ?sills?|sills?|window frames?|door frames?|door jambs?)\b.{0,80}\b(rott\w*|rots?|soft|mushy|punky|redone|rebuil\w*)\b|\b(rott\w*|soft|mushy|punky)\b.{0,80}\b(window ?sills?|sills?|window frames?|door frames?|door jambs?)\b/,
        6,
      ],
      [
        /\b(deck(s|ing)?|railings?|banisters?|stairs?|staircase|steps|framing|frame|built[- ]?ins?|built out|closet (system|organizer|shelving)|bookcases?|cabinets?|build new|crown molding|moulding|molding|baseboards?|wainscot\w*|pergola|gazebo|wood (rot|floor)|dry rot|rotted|rotten (wood|board|step|post)|joists?|subfloor|door frame|window frame|jamb|siding|shed|hardwood|window seat|porch(?! (light|lamp|fixture|bulb|outlet))(es)?)\b/,
        3,
      ],
      [
        /\b(build|built|custom|custom made)\b.{0,25}\b(closets?|cabinets?|shelving|bookcases?|bookshel(f|ves)|(work)?bench(es)?|window seats?)\b|\b(workbench(es)?|bookshel(f|ves)|shelving|cabinets?)\b.{0,20}\bbuilt\b/,
        4,
      ],
      [
        /\b(build|built|rebuild|rebuilt|new)\b.{0,25}\b(gate|fence|deck|shed|stairs|steps|porch)\b|\b(gate|fence|deck|shed|stairs|steps|porch)\b.{0,80}\b(built|build|rebuilt|rebuild)\b/,
        4,
      ],
      // "the door frame's split by the strike plate", "the frame's rotted out at the bottom"
      [
        /\b(door|window)? ?(frame|jamb)('s| is| has)?\b.{0,30}\b(split|cracked|rott\w*|rotten|broken|busted|soft|mushy|spongy)\b|\b(split|cracked|rotted|rotten|broken) (door |window )?(frame|jamb)\b/,
        5,
      ],
      // "the wood of the door swelled": a door or frame to plane or replace
      [/\b(frame|jamb|wood)\b.{0,30}\bswell\w*|\bswell\w*\b.{0,30}\b(frame|jamb)\b/, 2],
      // "the back door's swollen up, I have to shoulder it shut", "se hinchó (la puerta)": a door to plane; "the frame is
      // looking punky": rot
      [
        /\b(doors?)('s| is| has| have)? (all |gotten |got )?(swollen|swelled|swelling)\b|\bswollen (doors?|frames?)\b|\b(door|doors|puerta)\b.{0,60}\bswelled\b|\bpunky\b/,
        5,
      ],
      // "two of the treads have rot and one of them flexes": stairs and decks going soft
      [
        /\b(treads?|risers?|stringers?)\b|\b(deck|stairs?|steps|porch)\b.{0,60}\b(rot\w*|soft|spongy|flex\w*|giving way)\b/,
        5,
      ],
      // "posts snapped right at the ground", "forty feet of our wood fence": a fence to rebuild, not mend
      [
        /\bposts?\b.{0,30}\b(snapped|broke|broken|rotted|rotten|cracked)\b|\b(\d+|twenty|thirty|forty|fifty|sixty|seventy|eighty|hundred) (feet|foot|ft) of (\w+ )?fenc(e|ing)\b/,
        4,
      ],
      // "the doors are sticking, they need to be planed", "the trim's coming off"
      [/\b(plane|planed|planing)\b|\btrim\b.{0,15}\b(coming off|came off|loose|falling off|pulling away)\b/, 5],
      // "the kitchen floor has a soft spot, the plywood feels spongy": the floor's frame
      [
        /\b(soft spots?|spongy|springy|bouncy)\b.{0,40}\b(floors?|sub-?floor|deck)\b|\b(floors?|deck)\b.{0,40}\b(soft spots?|spongy|springy|bouncy)\b|\b(plywood|sub-?floor|floor joists?)\b/,
        5,
      ],
      [/\b(wood(en)?|boards?|lumber|build|built|drawers?|trim)\b/, 1],
    ],
  },
  {
    category: 'Heating & Cooling (HVAC)',
    trade: /\b(hvac|heating and (air|cooling)|heating (company|guy|contractor|tech\w*)|ac (company|guy|tech\w*))\b/,
    cues: [
      // what a caller who does not know the names sees: "the round thing on the hallway wall you turn to make it warmer"
      // (a thermostat), "the big metal unit outside that hums… the fan on top isn't spinning" (a heat pump or an air
      // conditioner), "first time turning on the heat"
      [
        /\b(round|little|dial|wheel)\b[^.]{0,30}\b(thing|dial|knob|wheel)\b[^.]{0,40}\bwall\b[^.]{0,60}\b(warm(er)?|heat|hotter|cooler|temperature)\b|\b(outside|outdoor) unit\b|\b(unit|box|thing|machine)\b[^.]{0,30}\boutside\b[^.]{0,80}\b(hums?|humming|fan)\b|\b(turn\w*|switch\w*|put\w*|fir\w*) (on |up )?the heat\b|\bthe heat (came|comes|kicks|kicked|clicks|clicked) on\b/,
        5,
      ],
      [/\bmini[- ]?splits?\b|\bductless\b/, 8],
      // "we turned the heat on… now it rattles every time it kicks on": the heating, named as "the heat"
      [
        /\b(turn(ed)?|put|switch(ed)?|kick(ed)?) (the |our )?heat (on|up|back on)\b|\bthe heat\b.{0,60}\b(kicks? on|comes? on|rattl\w*|bang\w*|clank\w*|won't (come|turn|kick) on)\b/,
        5,
      ],
      // "our swamp cooler on the roof", "el aire central echa puro aire caliente": the house's cooling
      [/\b(swamp|evaporative) coolers?\b|\bcooler pads?\b|\b(central (air|ac|a\/c)|aire central)\b/, 8],
      // "a new wifi thermostat to put in": the heating tech's
      [
        /\bthermostats?\b.{0,40}\b(install\w*|wi-?fi|smart|nest|ecobee|replace\w*|put in)\b|\b(install\w*|smart|wi-?fi|nest|ecobee)\b.{0,30}\bthermostats?\b/,
        6,
      ],
      // "maintenance on the heater, change its filter": the furnace's service (not a water heater's)
      [
        /\b(furnaces?|(?<!water )heaters?|heat pumps?|ac|air condition\w*)\b.{0,50}\b(filters?|filtro|tune-?ups?|maintenance|mantenimiento|servic(e|ed|ing))\b|\b(filters?|filtro|tune-?ups?|maintenance|mantenimiento)\b.{0,50}\b(furnaces?|(?<!water )heaters?|heat pumps?|ac|air condition\w*)\b/,
        6,
      ],
      [
        /\b(furnaces?|(?<!water |patio |outdoor |propane )heaters?|heating|heat pumps?|mini[- ]?splits?|ductless|air condition\w*|ac|a\/c|central air|window (unit|ac)|thermostat|ducts?|ductwork|vents?|boiler|radiators?|wall heater|no heat|heat (isn't|is not|won't|doesn't)|blowing (cold|hot|warm) air|(?<!fridge |freezer |refrigerator )cooling|condenser|compressor|refrigerant|freon|carbon monoxide|co alarm|pilot light on (the )?furnace|gas fireplace|fireplace (won't|doesn't) light|air filter)\b/,
        3,
      ],
      // "a smart thermostat to put in, we may not have the c wire": the heating's control, wired or not
      [
        /\b(nest|ecobee|honeywell|smart|programmable|wi-?fi|digital)\b.{0,20}\bthermostats?\b|\bthermostats?\b.{0,40}\b(install\w*|replac\w*|swap\w*|put in|upgrad\w*|c[- ]wire)\b/,
        5,
      ],
      [/\b(heat|warm|cold|hot|freezing|temperature|sauna|stuffy)\b/, 1],
    ],
  },
  {
    category: 'Landscaping & Yard Work',
    trade: /\b(landscap(er|ers|ing)|gardener|yard (guy|service|work)|tree (service|guy|company)|arborist)\b/,
    cues: [
      // "the hedges along the side fence need cutting back hard": plants to cut back
      [
        /\b(cut(ting)? back|trim(ming)?|prun\w*|shap\w*)\b.{0,30}\b(hedges?|bushes|shrubs?)\b|\b(hedges?|bushes|shrubs?)\b.{0,40}\b(cut(ting)? back|trim\w*|prun\w*|overgrown)\b|\bdead (shrubs?|bushes|plants?)\b/,
        5,
      ],
      // "a big oak hanging over the driveway needs a trim": a tree by its kind
      [
        /\b(oaks?|pines?|redwoods?|eucalyptus|cypress(es)?|palms?|maples?|willows?|acacias?|sycamores?|junipers?|magnolias?)\b.{0,60}\b(trim\w*|prun\w*|cut\w*|remov\w*|limb\w*|branch\w*|hanging|overhang\w*|fell|fallen|down)\b/,
        6,
      ],
      // "a pool of water sitting on the back lawn… can someone regrade it or put in a drain?": the yard's drainage
      [
        /\b(re-?grad\w*|grading)\b|\b(puddl\w*|pools?|pond|standing water)\b.{0,60}\b(lawn|yard|grass|backyard|garden)\b|\b(french drain|yard drain|drainage (in|for) the (yard|lawn))\b/,
        8,
      ],
      [
        /\b(lawn|grass|mow(ing)?|yard|garden(ing)?|hedges?|bushes|shrubs?|trees?|tree trimming|prun(e|ing)|weeds?|weeding|leaves|mulch|sprinklers?|irrigation|drip line|sod|stumps?|brush|overgrown|backyard|front yard|planting|retaining wall|pavers?|yard cleanup|clean up the yard|limbs?|branch(es)?|fallen tree|tree (fell|came down|is down)|ivy|hauled off|haul (it )?away)\b/,
        4,
      ],
      // "mud and rocks washed across the driveway… a drainage ditch or straw wattles": the slope and its runoff
      [
        /\b(drainage ditch|ditch|swales?|straw wattles?|wattles|erosion|mud ?slides?|hillside|slope)\b|\b(mud|rocks|debris|silt)\b.{0,60}\b(driveway|flower ?beds?|yard|lawn|path|walkway)\b/,
        6,
      ],
      // "flooded the yard… like a lake… a drain or something so the water goes": the yard's drainage
      [/\b(yard|backyard|lawn|patio|garden)\b.{0,80}\b(like a lake|lake|pond|lago|laguna)\b/, 8],
      // "drip irrigation for the raised beds, on a timer at the hose bib": the garden's watering, not the plumbing
      [
        /\b(drip (irrigation|system|lines?|emitters?|kit)|irrigation (system|lines?|timer|controller)|sprinkler (system|heads?|timer|valves?|controller|pipes?|lines?)|raised (garden |veggie |vegetable |planter )?beds?|garden beds?|planter boxes)\b|\b(pipes?|lines?|heads?)\b.{0,8}\b(sprinklers?|irrigation)\b/,
        6,
      ],
      [/\b(outside|outdoor|dirt|soil|plants?)\b/, 1],
    ],
  },
  {
    category: 'Appliance Installation & Repair',
    trade: /\b(appliance (repair|technician|tech|person|guy|installer|company)|appliance)\b/,
    cues: [
      // "the top part spins but the clothes come out cold and wet": a dryer that does not heat
      [/\bclothes (come|came|comes|are|were) (out )?(still )?(cold and |all )?(wet|damp|soaking)\b/, 5],
      // "the machine for dry the clothes": a dryer or washer named by what it does
      [/\bmachine (for|to) (dry|wash|clean) (the )?(clothes|dishes)\b/, 6],
      // "the gas dryer tumbles but there's no heat": the machine's heat, not the house's
      [
        /\b(dryer|oven|stove|range)s?\b.{0,40}\b(no heat|not heating|doesn't heat|won't heat|isn't heating|stopped heating|not getting hot|doesn't get hot|won't get hot)\b/,
        8,
      ],
      // "my dish machine, the water is not go out" (not "the floor drain by the dish machine": a place)
      [/(?<!\b(by|near|next to|behind|under|beside|from) the )\b(dish|dishes|clothes|laundry) machine\b/, 6],
      // a store's or restaurant's refrigeration ("the walk-in cooler is at 50", "the reach-in", "the ice machine")
      [
        /\b(walk-?in|reach-?in)( cooler| fridge| refrigerator| freezer| box)?\b|\b(commercial|restaurant|store|bar|display) (coolers?|fridges?|refrigerat\w*|freezers?)\b|\bice machines?\b/,
        8,
      ],
      // a gas range or dryer to hook up is the appliance's installer's, whatever gas line it goes on
      [
        /\b(gas )?(range|stove|dryer|oven|cooktop)\b.{0,100}\b(install\w*|hook\w* (it |them )?up|connect\w*)\b|\b(install\w*|hook\w* up|connect\w*) (a |the |my |our )?(new )?(gas )?(range|stove|dryer|oven|cooktop)\b/,
        6,
      ],
      [
        /\b(dish ?washers?|glass ?washers?|washing machines?|(?<!(replaced|changed|new|rubber|faucet|cambi\S*|puse) (the |a |el )?)washers?|(?<!hair )dryers?|fridges?|refrigerators?|freezers?|ice ?makers?|(?<!like an )ovens?|(?<!wood )stoves?|ranges?|cooktops?|cookers?|igniters?|microwaves?|garbage disposals?|disposals?|range hood|trash compactor|wine fridge|water dispenser)\b/,
        5,
      ],
    ],
  },
];

/** The trades a hazard may belong to: a call about a hazard goes to one of them (the first when the words name none). */
export const HAZARD_TRADE_CHOICES: Record<HazardKind, ServiceCategory[]> = {
  gas: ['Plumbing', 'Heating & Cooling (HVAC)', 'Appliance Installation & Repair'],
  'carbon-monoxide': ['Heating & Cooling (HVAC)', 'Plumbing', 'Appliance Installation & Repair'],
  // smoke from a heating vent is the heater's
  'electrical-fire': ['Electrical', 'Appliance Installation & Repair', 'Heating & Cooling (HVAC)'],
  'water-electrical': ['Plumbing'],
  flooding: ['Plumbing'],
  sewage: ['Plumbing'],
  'no-heat-vulnerable': ['Heating & Cooling (HVAC)'],
  'no-cooling-vulnerable': ['Heating & Cooling (HVAC)'],
};

/** Words that mean the caller wants a trade Earl does not cover yet (the call becomes a message naming it). */
export const NOT_COVERED: { trade: string; cues: RegExp }[] = [
  // (not "an oak hanging over the roof": the tree is the job)
  {
    trade: 'roofing',
    // (nor "our swamp cooler on the roof": a thing up there is the job)
    cues: /(?<!\b(over|above|onto|touching|hitting|on top of) (the |our |my )?)(?<!\b(cooler|unit|ac|a\/c|condenser|compressor|heat pump|solar( panels?)?|panels?|antenna|dish|vents?|fan|skylight|chimney cap)s? (up )?(on|on top of|onto|up on) (the |our |my )?)\b(roof(s|ing|er|ers)?|shingles?|re-?roof)\b/,
  },
  { trade: 'pest control (termites)', cues: /\b(termites?)\b/ },
  {
    trade: 'pest control',
    cues: /\b(pests?|exterminat\w*|rats?|mice|rodents?|roach(es)?|cockroach(es)?|bed ?bugs|wasps?|hornets?|ants|yellow ?jackets?|bees? nest|beehive|hive of bees|swarm of bees|avispas?|abejas?|ratas?|ratones|cucarachas?|chinches)\b/,
  },
  {
    trade: 'pool and spa service',
    cues: /\b(pools?|hot tubs?|jacuzzis?|spas?( (heater|pump|cover))?)\b(?![- ]?(like|bath\w*|shower|tub|style))/,
  },
  { trade: 'window tinting', cues: /\b(tint(ing|ed)?|window film)\b/ },
  {
    trade: 'moving',
    // (not "where the movers hit it": movers asked for)
    cues: /\b((need|want|looking for|hire|book|get) (some |a )?movers?|moving (company|truck|help|service|my|our|furniture|boxes)|help (me |us )?mov(e|ing)|move (my|our) (stuff|things|furniture))\b/,
  },
  {
    trade: 'locksmith service',
    cues: /\b(lock ?smith|locked out|locked (myself|ourselves|us|me|him|her) out|re-?key)\b/,
  },
  { trade: 'solar', cues: /\bsolar\b/ },
  // a septic tank due to be pumped (sewage coming back into the house is the plumber's, and urgent)
  {
    trade: 'septic pumping',
    cues: /\bseptic\b.{0,60}\b(pump(ed|ing)?|emptied|empty(ing)?|clean(ed|ing)? out)\b|\bpump(ed|ing)? (out )?(the |our |my )?septic\b/,
  },
  {
    trade: 'chimney sweeping',
    cues: /\bchimney\b.{0,20}\b(swe(e)?pt?\w*|clean\w*|inspect\w*)|\b(sweep|clean|inspect)\w* (the |our |my )?chimney\b/,
  },
  {
    trade: 'house cleaning',
    cues: /\b(house ?cleaning|maid|carpets? (cleaning|shampoo\w*|steam\w*|cleaned)|(shampoo\w*|steam[- ]?clean\w*) (the |all the |our |my )?carpets?|housekeep\w*|deep clean)\b/,
  },
  { trade: 'chimney sweeping', cues: /\bchimney (sweep\w*|cleaning)\b/ },
];

export const TRADE_NAMES: Record<ServiceCategory, string> = {
  Plumbing: 'a plumber',
  Electrical: 'an electrician',
  Handyman: 'a handyman',
  'Painting & Drywall': 'a painting and drywall pro',
  Carpentry: 'a carpenter',
  'Heating & Cooling (HVAC)': 'an HVAC technician',
  'Landscaping & Yard Work': 'a landscaper',
  'Appliance Installation & Repair': 'an appliance technician',
};

export type Tip = {
  id: string;
  category: ServiceCategory;
  matches: RegExp;
  /** the caller says they already tried this fix (it is not suggested again): "I already plunged it", "ya le di con el destapador" */
  tried: RegExp;
  advice: string;
  /** the same advice, said to a Spanish-speaking caller */
  adviceEs: string;
  summary: string;
};

/** One safe, simple fix per common problem; the assistant asks whether it solved the problem. */
export const TIPS: Tip[] = [
  {
    id: 'tripped-breaker',
    category: 'Electrical',
    matches: /\b(breaker|tripp(ed|ing)|trips|power (is )?out in|lost power in|no power in)\b/,
    tried:
      /\b(flipped|reset|re-set|switched) (it|them|the breakers?)( back)?\b|\bbreakers?\b[^.]{0,50}\b(flipped (it |them )?back|reset (it|them)|(nothing|none) (looks |is |are |was )?(flipped|tripped)|(is|are|was|were)(n't| not) tripped|(all |they're all |they are all )?look(s)? fine)\b|\b(already )?(checked|looked at) (the )?(breakers?|panel|breaker box)\b/,
    advice:
      'Here is something safe to try first: unplug whatever was running on that circuit, then at your electrical panel push the tripped breaker firmly to OFF and back to ON.',
    adviceEs:
      'Primero puede probar algo seguro: desconecte lo que estaba usando en ese circuito, y en el panel eléctrico empuje el breaker que se botó firme a OFF y luego a ON.',
    summary: 'resetting the tripped breaker',
  },
  {
    id: 'gfci-reset',
    category: 'Electrical',
    matches:
      /\b(outlets?|sockets?|plugs?|gfci)\b.*\b(dead|stopped|not working|don't work|doesn't work|won't work|no power|quit)\b|\b(dead|no power to( the)?) (outlets?|sockets?|plugs?)\b/,
    tried:
      /\b(pushed|pressed|hit|tried) (the )?(reset|test)( button)?\b|\breset (the )?gfci\b|\bgfci\b[^.]{0,40}\b(reset|pushed|pressed|tried)\b|\b(apret[ée]|le di al|le pic[ée]) (el )?(bot[óo]n (de )?)?reset\b/,
    advice:
      'Here is something safe to try first: look for an outlet with TEST and RESET buttons in the kitchen, bathroom, garage or outside, and press RESET firmly until it clicks.',
    adviceEs:
      'Primero puede probar algo seguro: busque un enchufe con botones TEST y RESET en la cocina, el baño, el garaje o afuera, y apriete RESET firme hasta que haga clic.',
    summary: 'pressing RESET on the GFCI outlet',
  },
  {
    id: 'clogged-drain',
    category: 'Plumbing',
    matches: /\b(clog(s|ged)?|slow drain|drain(s|ing)? slow(ly)?|backed up|won't drain|not draining)\b/,
    tried:
      /\b(plung(ed|ing)( it)?|used (a |the |my )?plunger|tried (a |the |my )?plunger)\b|\b(plunger|destapador)\b[^.]{0,40}\b(nothing|didn't|no luck|still|nada)\b|\b(le di|us[ée]|prob[ée]|le met[ií]) (con )?(el |un )?(destapador|plunger)\b/,
    advice:
      'Here is something safe to try first: fill the sink or tub with a couple of inches of water, cover any overflow hole with a wet cloth, and work a cup plunger up and down firmly for about twenty seconds.',
    adviceEs:
      'Primero puede probar algo seguro: llene el lavabo o la tina con unos cinco centímetros de agua, tape el hoyito del desagüe de arriba con un trapo mojado, y use un destapador de copa con fuerza, arriba y abajo, unos veinte segundos.',
    summary: 'plunging the drain',
  },
  {
    id: 'pilot-light',
    category: 'Plumbing',
    matches:
      /\b(pilot light|pilot|no hot water|water heater (is )?(not|isn't|won't) (heat|work|light)|cold water only)\b/,
    tried:
      /\b(relit|re-lit|relighted|tried (to )?(relight|light) (the )?pilot)\b|\bpilot\b[^.]{0,30}\b(won't stay lit|won't light|keeps going out)\b/,
    advice:
      'Here is something safe to try first: look through the small window near the bottom of the water heater to see if the pilot flame is lit. If it is out and the label has relighting steps, follow them exactly. If you smell gas at any point, stop and leave the house.',
    adviceEs:
      'Primero puede probar algo seguro: vea por la ventanita de abajo del calentador de agua si el piloto está prendido. Si está apagado y la etiqueta trae pasos para prenderlo, sígalos al pie de la letra. Si en algún momento huele a gas, pare y salga de la casa.',
    summary: 'checking and relighting the water heater pilot',
  },
  {
    id: 'appliance-power',
    category: 'Appliance Installation & Repair',
    matches:
      /\b(won't|will not|doesn't|does not|not|isn't|stopped|won't even) (start|turn on|run|power on|come on|work|working|spin)|\b(dead|no power)\b/,
    tried:
      /\b(checked|reset|flipped) (the )?breaker\b|\b(it's|it is) plugged in\b|\b(unplugged|plugged) it (back )?in\b/,
    advice:
      'Here is something safe to try first: make sure it is plugged in firmly, check the breaker for that appliance, and close the door until it latches with a click, since most machines will not start with the door unlatched.',
    adviceEs:
      'Primero puede probar algo seguro: revise que esté bien conectado, revise el breaker de ese aparato, y cierre bien la puerta hasta que haga clic, porque casi ninguna máquina arranca con la puerta abierta.',
    summary: 'checking the power and the door latch',
  },
];
