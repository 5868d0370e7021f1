import { z } from 'zod';
import { SERVICE_CATEGORIES } from '@shared/constants';
import { areaIn, emergenciesIn } from '../../concierge/engine/extract';
import { parseTimeWindows } from '../../concierge/engine/time-windows';
import type { Db } from '../../db/database';
import { normalizeName, normalizePhone, normalizeServiceType, normalizeWindows } from './call-report';
import type { ToolCall, ToolCallsMessage } from './messages';
import { findJobReadyProviders, type BillingGate } from '../../providers/repository';
import { upsertVapiCall } from './repository';

export type ToolResult = { toolCallId: string; result: string } | { toolCallId: string; error: string };

class ToolArgumentError extends Error {}

const field = z.string().trim().max(2_000).nullish();
const serviceTypeArgs = z.looseObject({ service_type: z.string().trim().min(1).max(200) });
const addressArgs = z.looseObject({ address: z.string().trim().min(1).max(500) });
const timeArgs = z.looseObject({ text: z.string().trim().min(1).max(500) });
const requestFields = z.looseObject({
  customerName: field,
  callbackPhone: field,
  serviceType: field,
  serviceAddress: field,
  preferredTime1: field,
  preferredTime2: field,
  summary: field,
});
// save_request(fields): the fields may arrive wrapped in "fields" or as the arguments themselves
const saveRequestArgs = z.union([
  z.looseObject({ fields: requestFields }),
  requestFields.transform((fields) => ({ fields })),
]);

/** A tool call's arguments in any of Vapi's three shapes: function.arguments (JSON string or object), arguments, parameters. */
function argumentsOf(call: ToolCall): unknown {
  const raw = call.function?.arguments ?? call.arguments ?? call.parameters ?? {};
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ToolArgumentError('The arguments are not valid JSON.');
  }
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ToolArgumentError(
      `Invalid arguments: ${result.error.issues.map((i) => `${i.path.join('.') || 'arguments'} ${i.message}`).join('; ')}`,
    );
  return result.data;
}

const present = (value: string | null | undefined) => (value ? value : null);

/** Runs each tool call of the message; a bad call answers with its own error and never fails the others. */
export async function answerToolCalls(
  db: Db,
  message: ToolCallsMessage,
  opts: { billing: BillingGate; now?: Date },
): Promise<ToolResult[]> {
  const now = opts.now ?? new Date();
  const list =
    message.toolCallList ??
    message.toolCalls ??
    message.toolWithToolCallList?.flatMap((t) => (t.toolCall ? [t.toolCall] : [])) ??
    [];
  const callId = message.call?.id ?? undefined;

  const tools: Record<string, (args: unknown) => Promise<string>> = {
    async find_vendors(args) {
      const { service_type } = parsed(serviceTypeArgs, args);
      const category = normalizeServiceType(service_type);
      if (!category) return `Earl covers ${SERVICE_CATEGORIES.join(', ')}. "${service_type}" is not one of them.`;
      // a count, never names: the request goes to the marketplace's pros, and naming a firm sends the caller elsewhere
      const pros = (await findJobReadyProviders(db, opts.billing, category)).length;
      if (!pros)
        return `No vetted ${category} pro takes requests through Earl yet; an Earl coordinator will find one and call back. Name no company.`;
      return `The request goes to ${pros} vetted local ${category} ${pros === 1 ? 'pro' : 'pros'}; the one who takes it calls back. Name no company.`;
    },
    async check_service_area(args) {
      const { address } = parsed(addressArgs, args);
      const area = areaIn(address);
      if (!area) return 'Unknown: ask for the town or ZIP code.';
      if (area.kind === 'in') return `In the service area: ${area.city}, Santa Cruz County.`;
      if (area.kind === 'out')
        return `Outside the service area: ${area.place} is not in Santa Cruz County. Earl only serves Santa Cruz County.`;
      if (area.kind === 'ask-community')
        return 'This ZIP code is only partly in Santa Cruz County: ask which community they are in.';
      return 'This ZIP code is shared with Monterey County: ask for the town (Watsonville is in the area, Pajaro is not).';
    },
    async parse_time_window(args) {
      const { text } = parsed(timeArgs, args);
      const { windows, pastWindow } = parseTimeWindows(text, now);
      if (windows.length) return `Windows (Pacific time): ${windows.map((w) => w.label).join('; ')}.`;
      return pastWindow
        ? 'That time has already passed: ask for a later time.'
        : 'No day or time recognised: ask for a day and a part of the day.';
    },
    async save_request(args) {
      const { fields } = parsed(saveRequestArgs, args);
      if (!callId) throw new ToolArgumentError('The message carries no call id to save the request under.');
      const described = [fields.summary, fields.serviceType].filter(Boolean).join('. ');
      const [preferredTime1, preferredTime2] = normalizeWindows(
        [present(fields.preferredTime1), present(fields.preferredTime2)],
        now,
      );
      await upsertVapiCall(db, callId, {
        customerName: normalizeName(fields.customerName),
        customerPhone: normalizePhone(fields.callbackPhone),
        serviceType: normalizeServiceType(fields.serviceType),
        serviceAddress: present(fields.serviceAddress),
        preferredTime1,
        preferredTime2,
        summary: present(fields.summary),
        phoneNumber: normalizePhone(message.call?.phoneNumber?.number),
        callerId: normalizePhone(message.call?.customer?.number),
        urgency: emergenciesIn(described).length ? 'urgent' : 'normal',
      });
      return 'Saved. An Earl coordinator will follow up.';
    },
  };

  return Promise.all(
    list.map(async (call, index): Promise<ToolResult> => {
      const toolCallId = call.id ?? `call-${index}`;
      const name = call.function?.name ?? call.name ?? '';
      const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
      if (!tool) return { toolCallId, error: `Unknown tool "${name}".` };
      try {
        return { toolCallId, result: await tool(argumentsOf(call)) };
      } catch (err) {
        if (err instanceof ToolArgumentError) return { toolCallId, error: err.message };
        throw err;
      }
    }),
  );
}
