type WorkerJob = { id?: unknown; task_identifier?: unknown; attempts?: unknown; max_attempts?: unknown };

/**
 * One line per graphile-worker message, without the records it attaches: a job's whole row (its payload may hold a
 * phone number) or, with its dangerous logs on, the pool's options. A completed job is routine
 * (debug); a failed attempt is a warning with its error, since it is retried.
 */
export function workerLogEntry(
  level: string,
  message: string,
  meta: Record<string, unknown> | undefined,
): { method: 'error' | 'warn' | 'info' | 'debug'; message: string; fields: Record<string, unknown> } {
  const job = meta?.job as WorkerJob | undefined;
  const fields: Record<string, unknown> = job
    ? { jobId: job.id, task: job.task_identifier, attempt: job.attempts, maxAttempts: job.max_attempts }
    : {};
  const firstLine = message.split('\n')[0]!;
  if (meta?.failure) {
    const error = meta.error as Error | undefined;
    return { method: 'warn', message: firstLine, fields: { ...fields, err: error?.message ?? firstLine } };
  }
  if (firstLine.startsWith('Completed task')) return { method: 'debug', message: firstLine, fields };
  // with GRAPHILE_ENABLE_DANGEROUS_LOGS set it prints the pool's options (the pg pool, with the database password)
  if (meta && 'options' in meta) return { method: 'debug', message: 'worker pool options (not logged)', fields };
  const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : level === 'info' ? 'info' : 'debug';
  return { method, message: firstLine, fields };
}
