import { z } from 'zod';

// Vapi server-URL messages, read leniently: Vapi adds fields freely and older payloads use other
// names, so every field is optional and unknown ones pass through (INTEGRATIONS.md, Vapi section).

const text = z.string().nullish().catch(undefined);
const record = z.record(z.string(), z.unknown());

const callSchema = z.looseObject({
  id: z.string().min(1).max(200).nullish().catch(undefined),
  type: text,
  startedAt: text,
  endedAt: text,
  customer: z.looseObject({ number: text, name: text }).nullish().catch(undefined),
  phoneNumber: z.looseObject({ number: text }).nullish().catch(undefined),
});

const artifactMessageSchema = z.looseObject({
  role: text,
  message: text,
  content: text,
  result: text,
  name: text,
});

export const endOfCallReportSchema = z.looseObject({
  type: z.literal('end-of-call-report'),
  call: callSchema.nullish().catch(undefined),
  phoneNumber: z.looseObject({ number: text }).nullish().catch(undefined),
  customer: z.looseObject({ number: text, name: text }).nullish().catch(undefined),
  startedAt: text,
  endedAt: text,
  artifact: z
    .looseObject({
      transcript: text,
      messages: z.array(z.unknown()).nullish().catch(undefined),
    })
    .nullish()
    .catch(undefined),
  analysis: z
    .looseObject({
      summary: text,
      structuredData: record.nullish().catch(undefined),
    })
    .nullish()
    .catch(undefined),
  // legacy top-level fields of older payloads
  durationSeconds: z.number().nonnegative().nullish().catch(undefined),
  summary: text,
  transcript: text,
});
export type EndOfCallReport = z.infer<typeof endOfCallReportSchema>;

export const artifactMessage = (value: unknown) => {
  const parsed = artifactMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

const toolCallSchema = z.looseObject({
  id: text,
  name: text,
  arguments: z.unknown().optional(),
  parameters: z.unknown().optional(),
  function: z.looseObject({ name: text, arguments: z.unknown().optional() }).nullish().catch(undefined),
});
export type ToolCall = z.infer<typeof toolCallSchema>;

export const toolCallsSchema = z.looseObject({
  type: z.literal('tool-calls'),
  call: callSchema.nullish().catch(undefined),
  // the typed SDK names it toolCallList; some payloads carry toolWithToolCallList or toolCalls
  toolCallList: z.array(toolCallSchema).nullish().catch(undefined),
  toolCalls: z.array(toolCallSchema).nullish().catch(undefined),
  toolWithToolCallList: z
    .array(z.looseObject({ toolCall: toolCallSchema.nullish().catch(undefined) }))
    .nullish()
    .catch(undefined),
});
export type ToolCallsMessage = z.infer<typeof toolCallsSchema>;

export const serverMessageSchema = z.object({ message: z.looseObject({ type: z.string() }) });
