import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import type { conciergeService } from './service';

const MAX_SWEEP_EVERY_MS = 30_000;

/**
 * Ends the sessions left idle (no turn within their CONCIERGE_IDLE_SECONDS): a web visitor who walked away, a phone
 * call whose status callback never came. Instead of a job queued on every turn, each instance sweeps the active
 * sessions every few seconds while it runs. The deadline is the row's last_turn_at, so a restart loses nothing and
 * instances sweeping at once end each session once.
 */
export function sweepIdleSessions(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config' | 'log'>,
  concierge: Pick<ReturnType<typeof conciergeService>, 'endIdleSessions'>,
) {
  // a quarter of the timeout (a session ends within 1.25× its timeout), at most every 30 s and at least every second
  const everyMs = Math.min(MAX_SWEEP_EVERY_MS, Math.max(1_000, (deps.config.concierge.idleSeconds * 1000) / 4));
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    sweeping ??= concierge
      .endIdleSessions()
      .then(
        (ended) => {
          if (ended) deps.log.info({ ended }, 'ended idle concierge sessions');
        },
        (err: unknown) => deps.log.warn({ err: (err as Error).message }, 'idle concierge sweep failed'),
      )
      .finally(() => {
        sweeping = undefined;
      });
  };
  app.addHook('onReady', async () => {
    sweep(); // sessions left idle while no instance ran
    timer = setInterval(sweep, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
