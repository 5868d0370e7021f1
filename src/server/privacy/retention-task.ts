import type { AppDeps } from '../app';
import { deleteOldData } from './retention';

export const RETENTION_TASK = 'deleteOldData';

/** Hourly, at an odd minute so it does not meet other hourly work; one instance runs each occurrence. */
export function defineRetention({
  jobs,
  workerDb,
  config,
  log,
}: Pick<AppDeps, 'jobs' | 'workerDb' | 'config' | 'log'>) {
  // on the worker's pool, like every background task
  jobs.define(RETENTION_TASK, async () => {
    await deleteOldData({ db: workerDb, retention: config.retention, log });
  });
  jobs.cron(RETENTION_TASK, '17 * * * *');
}
