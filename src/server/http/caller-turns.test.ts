import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createCallersFirst } from '../jobs/callers-first';
import { countAsCallerTurn, registerCallerTurns } from './caller-turns';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app with a caller's route and an ordinary one, each answering when `answer` is called. */
async function appWithRoutes() {
  // a pace far beyond the test: only the turns' ends let tasks start
  const callers = createCallersFirst({ paceMs: 600_000 });
  const app = Fastify();
  registerCallerTurns(app, callers);
  const pending: (() => void)[] = [];
  const handler = () => new Promise<string>((resolve) => pending.push(() => resolve('ok')));
  app.post('/turn', { config: { callerWaiting: true } }, handler);
  app.post('/other', handler);
  // a route that knows only from the body whether a caller waits (Vapi's webhook)
  app.post('/decides', async (_request, reply) => {
    countAsCallerTurn(callers, reply);
    return handler();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const untilHandled = async () => {
    while (!pending.length) await sleep(5);
  };
  return { app, callers, port, pending, untilHandled };
}

/** Whether a background task queued now has started after the event loop has turned a few times. */
async function taskStarts(callers: ReturnType<typeof createCallersFirst>) {
  const task = { started: false };
  void callers.backgroundTurn().then(() => (task.started = true));
  await sleep(20);
  return task;
}

const apps: Awaited<ReturnType<typeof appWithRoutes>>['app'][] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('registerCallerTurns', () => {
  it.each([
    ['a route declared `callerWaiting`', '/turn'],
    ['a route whose handler counted itself as a caller turn', '/decides'],
  ])('holds background tasks while %s is answered, and lets them start once it is', async (_kind, path) => {
    const { app, callers, port, pending, untilHandled } = await appWithRoutes();
    apps.push(app);
    const answered = fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST' });
    await untilHandled();
    const task = await taskStarts(callers);
    expect(task.started).toBe(false);
    pending.shift()!();
    expect((await answered).status).toBe(200);
    await sleep(20);
    expect(task.started).toBe(true);
  });

  it('lets background tasks start while an ordinary route is answered', async () => {
    const { app, callers, port, pending, untilHandled } = await appWithRoutes();
    apps.push(app);
    const answered = fetch(`http://127.0.0.1:${port}/other`, { method: 'POST' });
    await untilHandled();
    expect((await taskStarts(callers)).started).toBe(true);
    pending.shift()!();
    expect((await answered).status).toBe(200);
  });

  it('ends the turn of a caller whose connection goes away before the answer', async () => {
    const { app, callers, port, pending, untilHandled } = await appWithRoutes();
    apps.push(app);
    const request = http.request({ host: '127.0.0.1', port, path: '/turn', method: 'POST' });
    request.on('error', () => undefined);
    request.end();
    await untilHandled();
    const task = await taskStarts(callers);
    expect(task.started).toBe(false);
    request.destroy();
    await sleep(50);
    expect(task.started).toBe(true);
    pending.shift()!();
  });
});
