import type { AppDeps } from '../app';
import { deleteOldData } from './retention';

export const RETENTION_TASK = 'deleteOldData';

/** Hourly, at an odd minute so it does not meet other hourly work; one instance runs each occurrence. */
export function defineRetention({ jobs, db, config, log }: Pick<AppDeps, 'jobs' | 'db' | 'config' | 'log'>) {
  jobs.define(RETENTION_TASK, async () => {
    await deleteOldData({ db, retention: config.retention, log });
  });
  jobs.cron(RETENTION_TASK, '17 * * * *');
}
