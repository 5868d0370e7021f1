import type { Vapi } from '@vapi-ai/server-sdk';
import { SERVICE_CATEGORIES } from '@shared/constants';

// Earl's Vapi assistant as code. Typed with the server SDK's CreateAssistantDto, so `npm run typecheck` fails on a
// field Vapi's API would refuse ("property X should not exist"); `npm run vapi:assistant` writes it to
// docs/vapi-assistant.json, the file the set-up in docs/integrations/vapi.md imports.

/** Stand-ins in the checked-in JSON; `npm run vapi:assistant -- --url … --credential-id …` prints a ready one. */
export const ASSISTANT_PLACEHOLDERS = {
  serverUrl: 'https://YOUR-PUBLIC-URL/webhooks/vapi',
  credentialId: 'YOUR-VAPI-CREDENTIAL-ID',
} as const;

/** Vapi refuses an assistant name over 40 characters. */
export const ASSISTANT_NAME_MAX_LENGTH = 40;

/** The function tools our server URL answers (src/server/telephony/vapi/tools.ts). */
export const ASSISTANT_TOOL_NAMES = [
  'find_vendors',
  'check_service_area',
  'parse_time_window',
  'save_request',
] as const;

const categories = [...SERVICE_CATEGORIES];
const categoryList = `${categories.slice(0, -1).join(', ')} and ${categories.at(-1)}`;

const SYSTEM_PROMPT = `You are Earl, a friendly and efficient phone concierge for a home services marketplace serving Santa Cruz County, California only (Santa Cruz, Watsonville, Scotts Valley, Capitola, Aptos, Soquel, Live Oak, Felton, Ben Lomond, Boulder Creek, Davenport, Freedom, Corralitos, La Selva Beach and the other county communities). We connect callers with vetted local providers in eight categories: ${categoryList}.

Your job on every call:
1. Ask what the problem is and decide which of the eight categories it belongs to (a furnace, heat pump or air conditioner is Heating & Cooling, not Appliance Installation & Repair). If it is none of them, say politely that Earl does not cover it yet.
2. Safety first: if the caller smells gas, sees sparks, smoke or burning, has active flooding or no heat with someone vulnerable at home, tell them to leave the home and call 911 or the utility (PG&E 1-800-743-5000) right away, then continue the intake and mention that it is urgent.
3. Ask for the service address, then call check_service_area with it. If it is outside Santa Cruz County, explain kindly that Earl only serves Santa Cruz County and end the call. If the tool asks for the community or town, ask the caller.
4. Ask for the caller's name and the best callback number. Read the number back in groups of digits to confirm it.
5. Ask when a visit would suit them; offer two windows. Call parse_time_window with their words and read back the windows it returns.
6. Optionally call find_vendors to say how many vetted local pros the request goes to; never name a company, never promise a specific provider or price.
7. Call save_request with everything you collected, then summarise the request in one or two sentences, say that a provider or an Earl coordinator will call them back, and end the call with the endCall tool.

Style: short sentences, one question at a time, warm and plain. Never give electrical or gas repair instructions beyond the safety steps above. Never ask for payment details.`;

const text = (description?: string): Vapi.JsonSchema => ({ type: 'string', ...(description ? { description } : {}) });
const category = (description?: string): Vapi.JsonSchema => ({ ...text(description), enum: categories });

/** Earl's assistant, its server URL and every tool's authenticated with one Vapi credential (bearer or HMAC). */
export function earlAssistant(opts: { serverUrl: string; credentialId: string } = ASSISTANT_PLACEHOLDERS) {
  const server: Vapi.Server = { url: opts.serverUrl, credentialId: opts.credentialId, timeoutSeconds: 20 };
  // typed at the literal, so a field Vapi does not know fails the type check here too
  const tool = (
    name: (typeof ASSISTANT_TOOL_NAMES)[number],
    description: string,
    parameters: Vapi.OpenAiFunctionParameters,
  ): Vapi.OpenAiModelToolsItem.Function => ({
    type: 'function',
    async: false,
    server,
    function: { name, description, parameters },
  });

  const assistant: Vapi.CreateAssistantDto = {
    name: 'Earl home services concierge',
    firstMessage:
      'Hi, this is Earl, the home services concierge for Santa Cruz County. What can I help you with today?',
    server,
    serverMessages: ['end-of-call-report', 'tool-calls', 'status-update'],
    endCallMessage: 'Thanks for calling Earl. Goodbye!',
    model: {
      provider: 'openai',
      model: 'gpt-4o-mini',
      temperature: 0.3,
      messages: [{ role: 'system', content: SYSTEM_PROMPT }],
      tools: [
        tool(
          'find_vendors',
          'How many vetted local pros take requests of a service category through Earl (never their names).',
          {
            type: 'object',
            properties: {
              service_type: text(
                `${categoryList.replace(' and ', ' or ')} (a trade such as 'HVAC' or 'painter', or a description such as 'leaking water heater' is also understood).`,
              ),
            },
            required: ['service_type'],
          },
        ),
        tool(
          'check_service_area',
          'Says whether an address, town or ZIP code is inside Santa Cruz County, or what to ask next.',
          {
            type: 'object',
            properties: { address: text('The address, town or ZIP code as the caller said it.') },
            required: ['address'],
          },
        ),
        tool(
          'parse_time_window',
          "Turns the caller's words about when a visit suits them into concrete appointment windows in Pacific time.",
          {
            type: 'object',
            properties: { text: text("The caller's words, e.g. 'tomorrow after 3 or Saturday morning'.") },
            required: ['text'],
          },
        ),
        tool(
          'save_request',
          'Saves (or updates) the service request of this call so that a provider can call the customer back.',
          {
            type: 'object',
            properties: {
              fields: {
                type: 'object',
                properties: {
                  customerName: text("The caller's full name, spelled as they gave it."),
                  callbackPhone: text('Ten-digit US phone number.'),
                  serviceType: category(),
                  serviceAddress: text('Street address and town.'),
                  preferredTime1: text("The first window parse_time_window returned, or the caller's words."),
                  preferredTime2: text("The second window parse_time_window returned, or the caller's words."),
                  summary: text('One or two sentences describing the problem.'),
                },
              },
            },
            required: ['fields'],
          },
        ),
        { type: 'endCall' },
      ],
    },
    analysisPlan: {
      summaryPlan: {
        enabled: true,
        messages: [
          {
            role: 'system',
            content:
              'Summarise this home services call in one or two plain sentences an admin can act on: who called, what needs fixing, where, and anything urgent.',
          },
        ],
      },
      structuredDataPlan: {
        enabled: true,
        schema: {
          type: 'object',
          properties: {
            customerName: text("The caller's full name."),
            callbackPhone: text('The number to call the customer back on.'),
            serviceType: category(),
            serviceAddress: text('Street address and town in Santa Cruz County.'),
            preferredTime1: text("First preferred appointment window, in the caller's words."),
            preferredTime2: text("Second preferred appointment window, in the caller's words."),
          },
        },
      },
    },
  };
  return assistant;
}

/** The JSON of docs/vapi-assistant.json: what `npm run vapi:assistant` writes and the test compares. */
export const assistantJson = (opts?: { serverUrl: string; credentialId: string }) =>
  `${JSON.stringify(earlAssistant(opts), null, 2)}\n`;
