import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Metrics } from '../../metrics/metrics';
import { AppError } from '../../http/errors';
import { callFieldsOfReport } from './call-report';
import { endOfCallReportSchema, serverMessageSchema, toolCallsSchema } from './messages';
import { groupCommit } from '../../db/group-commit';
import { upsertVapiCalls, type VapiCallWrite } from './repository';
import { answerToolCalls } from './tools';

export type VapiDeps = {
  db: Db;
  config: Config;
  storeReport: (write: VapiCallWrite) => Promise<void>;
  metrics: Pick<Metrics, 'timeConciergeTurn'>;
};

/** End-of-call reports arrive in bursts: concurrent ones are stored in one statement and one commit. */
export const reportWriter = (db: Db) => groupCommit<VapiCallWrite>((writes) => upsertVapiCalls(db, writes));

/** Answers one server-URL message; only the types that need a reply get more than `{}`. */
/** Whether a caller is on the line waiting for Earl's answer: a tool call mid-call, or the assistant asked for at its start. */
export function callerWaitsFor(payload: unknown) {
  const type = serverMessageSchema.safeParse(payload).data?.message.type;
  return type === 'tool-calls' || type === 'assistant-request';
}

export async function handleVapiMessage(deps: VapiDeps, payload: unknown): Promise<Record<string, unknown>> {
  const envelope = serverMessageSchema.safeParse(payload);
  if (!envelope.success)
    throw new AppError('validation_error', 'Expected a Vapi server message: { "message": { "type": … } }');
  const message = envelope.data.message;

  switch (message.type) {
    case 'end-of-call-report': {
      const report = endOfCallReportSchema.parse(message);
      const callId = report.call?.id;
      if (!callId) throw new AppError('validation_error', 'The end-of-call report has no call.id to store it under.');
      await deps.storeReport({ externalId: callId, fields: callFieldsOfReport(report) });
      return {};
    }
    // the assistant asks Earl mid-call (service area, time windows): Vapi's turns that wait on us
    case 'tool-calls':
      return deps.metrics.timeConciergeTurn('vapi', async () => ({
        results: await answerToolCalls(deps.db, toolCallsSchema.parse(message), { billing: deps.config.billing }),
      }));
    case 'assistant-request': {
      const assistantId = deps.config.vapi.assistantId;
      return assistantId
        ? { assistantId }
        : { error: 'Sorry, the Earl assistant is not available right now. Please call back later.' };
    }
    default:
      return {};
  }
}
