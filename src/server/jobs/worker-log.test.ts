import { describe, expect, it } from 'vitest';
import { workerLogEntry } from './worker-log';

const job = {
  id: '42',
  task_identifier: 'deliverNotification',
  attempts: 2,
  max_attempts: 25,
  payload: { recipient: '+18315550142' },
};

describe('graphile-worker log lines', () => {
  it('logs a completed job at debug with its id and task only', () => {
    const entry = workerLogEntry('info', 'Completed task 42 (deliverNotification, 3.10ms) with success', {
      job,
      duration: 3.1,
      success: true,
    });
    expect(entry).toEqual({
      method: 'debug',
      message: 'Completed task 42 (deliverNotification, 3.10ms) with success',
      fields: { jobId: '42', task: 'deliverNotification', attempt: 2, maxAttempts: 25 },
    });
  });

  it('logs a failed attempt as a warning with its error and without the stack or the payload', () => {
    const entry = workerLogEntry(
      'error',
      "Failed task 42 (deliverNotification, 5.00ms, attempt 2 of 25) with error 'SMTP refused':\n  Error: SMTP refused\n  at x",
      { failure: true, job, error: new Error('SMTP refused'), duration: 5 },
    );
    expect(entry.method).toBe('warn');
    expect(entry.fields).toEqual({
      jobId: '42',
      task: 'deliverNotification',
      attempt: 2,
      maxAttempts: 25,
      err: 'SMTP refused',
    });
    expect(entry.message).not.toContain('\n');
    expect(JSON.stringify(entry)).not.toContain('+18315550142');
  });

  it('drops the worker pool options (they hold the database pool and its password)', () => {
    const entry = workerLogEntry('debug', 'Worker pool options are { pgPool: ... }', {
      options: { connectionString: 'postgres://earl:hunter2@db/earl' },
    });
    expect(JSON.stringify(entry)).not.toContain('hunter2');
  });

  it('keeps other messages at their level', () => {
    expect(workerLogEntry('warning', 'Something odd', undefined)).toEqual({
      method: 'warn',
      message: 'Something odd',
      fields: {},
    });
  });
});
