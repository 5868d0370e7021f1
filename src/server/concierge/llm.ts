import type { Logger } from 'pino';
import { z } from 'zod';
import { SERVICE_CATEGORIES } from '@shared/constants';
import type { Awaiting, LlmHints } from './engine/engine';

// Optional help from an OpenAI-compatible model (LLM_BASE_URL): it reads the caller's words into fields
// through one tool call. Its answer is only a hint: validated with zod, checked again by the engine's own
// rules (phone format, county line), and ignored on any error or after the timeout.

export const LLM_TIMEOUT_MS = 2_000;

export const llmHintsSchema = z.object({
  customerName: z.string().trim().min(1).max(100).optional(),
  callbackPhone: z.string().trim().min(7).max(32).optional(),
  serviceType: z.enum(SERVICE_CATEGORIES).optional(),
  problem: z.string().trim().min(3).max(300).optional(),
  street: z.string().trim().min(3).max(200).optional(),
  city: z.string().trim().min(2).max(100).optional(),
});
export type { LlmHints };
// the engine declares what it accepts; the schema must produce exactly that
const _schemaMatchesEngine: z.ZodType<LlmHints> = llmHintsSchema;
void _schemaMatchesEngine;

const TOOL_NAME = 'record_call_details';

const tool = {
  type: 'function',
  function: {
    name: TOOL_NAME,
    description: 'Record the details the caller just gave. Leave out anything they did not say.',
    parameters: {
      type: 'object',
      properties: {
        customerName: { type: 'string', description: "the caller's name" },
        callbackPhone: { type: 'string', description: 'a ten-digit US phone number to call back' },
        serviceType: { type: 'string', enum: [...SERVICE_CATEGORIES] },
        problem: {
          type: 'string',
          description: 'the problem in a few words, third person ("the kitchen sink is clogged")',
        },
        street: { type: 'string', description: 'house number and street of the service address' },
        city: { type: 'string', description: 'city or town of the service address' },
      },
      additionalProperties: false,
    },
  },
} as const;

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          tool_calls: z.array(z.object({ function: z.object({ name: z.string(), arguments: z.string() }) })).optional(),
        }),
      }),
    )
    .min(1),
});

export type LlmOptions = { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number; log?: Logger };

/** Asks the model for the fields in one utterance; undefined on any failure, so the rules carry on alone. */
export async function llmHints(opts: LlmOptions, utterance: string, asked: Awaiting): Promise<LlmHints | undefined> {
  try {
    const res = await fetch(`${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: opts.model,
        messages: [
          {
            role: 'system',
            content: `You extract details from what a caller tells a home-services dispatcher in Santa Cruz County. The dispatcher just asked for: ${asked}. Call ${TOOL_NAME} with only what the caller said.`,
          },
          { role: 'user', content: utterance },
        ],
        tools: [tool],
        tool_choice: { type: 'function', function: { name: TOOL_NAME } },
        temperature: 0,
      }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? LLM_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`status ${res.status}`);
    const completion = completionSchema.parse(await res.json());
    const toolCall = completion.choices[0]!.message.tool_calls?.find((c) => c.function.name === TOOL_NAME);
    if (!toolCall) return undefined;
    return llmHintsSchema.parse(JSON.parse(toolCall.function.arguments));
  } catch (err) {
    opts.log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'LLM hint failed; using the rules alone');
    return undefined;
  }
}
