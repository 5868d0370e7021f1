import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_TURNS, BUSY_UTILIZATION, createCallersFirst } from './callers-first';

const PACE = 100;
// the event loop's utilization the instance reports
const saturated = () => BUSY_UTILIZATION;
const spare = () => BUSY_UTILIZATION - 0.3;

/** A background task's wait, and whether it may start yet. */
function waitFor(callers: ReturnType<typeof createCallersFirst>, urgent = false) {
  const task = { started: false };
  void callers.backgroundTurn({ urgent }).then(() => (task.started = true));
  return task;
}

describe('createCallersFirst', () => {
  afterEach(() => vi.useRealTimers());

  it('starts a task at once when no caller is being answered', async () => {
    vi.useFakeTimers();
    const callers = createCallersFirst({ paceMs: PACE, utilization: saturated });
    const task = waitFor(callers);
    await vi.advanceTimersByTimeAsync(0);
    expect(task.started).toBe(true);
    expect(callers.waiting()).toBe(0);
  });

  it('holds a task while a turn is answered and starts it when the turn ends, on a quiet instance', async () => {
    vi.useFakeTimers();
    const callers = createCallersFirst({ paceMs: 60_000 });
    const end = callers.beginAnswering();
    const task = waitFor(callers);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task.started).toBe(false);
    expect(callers.waiting()).toBe(1);
    end();
    await vi.advanceTimersByTimeAsync(0);
    expect(task.started).toBe(true);
    expect(callers.waiting()).toBe(0);
  });

  it('ends a turn once, however often its end is called', async () => {
    vi.useFakeTimers();
    const callers = createCallersFirst({ paceMs: 60_000 });
    const first = callers.beginAnswering();
    const second = callers.beginAnswering();
    const task = waitFor(callers);
    first();
    first();
    await vi.advanceTimersByTimeAsync(0);
    // the second turn is still being answered
    expect(task.started).toBe(false);
    second();
    await vi.advanceTimersByTimeAsync(0);
    expect(task.started).toBe(true);
  });

  it('on a busy instance, starts one task a pace in the order they came, whatever the callers do', async () => {
    vi.useFakeTimers();
    const callers = createCallersFirst({ paceMs: PACE, utilization: saturated });
    // a flood: turns begin and end all the time, one always in flight
    let inFlight = callers.beginAnswering();
    const flood = setInterval(
      () => {
        const next = callers.beginAnswering();
        inFlight();
        inFlight = next;
      },
      PACE / (BUSY_TURNS * 2),
    );
    await vi.advanceTimersByTimeAsync(PACE);
    const tasks = [waitFor(callers), waitFor(callers), waitFor(callers)];
    await vi.advanceTimersByTimeAsync(PACE / 2);
    expect(tasks.map((t) => t.started)).toEqual([false, false, false]);
    await vi.advanceTimersByTimeAsync(PACE / 2);
    expect(tasks.map((t) => t.started)).toEqual([true, false, false]);
    await vi.advanceTimersByTimeAsync(PACE);
    expect(tasks.map((t) => t.started)).toEqual([true, true, false]);
    clearInterval(flood);
    inFlight();
    // the instance stays busy for a pace after the flood (its turns are counted per pace), then all go
    await vi.advanceTimersByTimeAsync(3 * PACE);
    expect(tasks.map((t) => t.started)).toEqual([true, true, true]);
    expect(callers.waiting()).toBe(0);
  });

  it('queues a task behind the waiting ones even when no turn is in flight at that moment on a busy instance', async () => {
    vi.useFakeTimers();
    const callers = createCallersFirst({ paceMs: PACE, utilization: saturated });
    for (let i = 0; i < BUSY_TURNS; i++) callers.beginAnswering()();
    const task = waitFor(callers);
    await vi.advanceTimersByTimeAsync(0);
    expect(task.started).toBe(false);
    await vi.advanceTimersByTimeAsync(PACE);
    expect(task.started).toBe(true);
  });

  it('starts the urgent tasks waiting before the others, each kind in the order they came', async () => {
    vi.useFakeTimers();
    const callers = createCallersFirst({ paceMs: PACE, utilization: saturated });
    const endTurn = callers.beginAnswering();
    for (let i = 0; i < BUSY_TURNS; i++) callers.beginAnswering()();
    const routine = waitFor(callers);
    const laterRoutine = waitFor(callers);
    const emergencyDispatch = waitFor(callers, true);
    const callersCode = waitFor(callers, true);
    const order = () => [emergencyDispatch, callersCode, routine, laterRoutine].map((t) => t.started);
    await vi.advanceTimersByTimeAsync(PACE);
    expect(order()).toEqual([true, false, false, false]);
    await vi.advanceTimersByTimeAsync(PACE);
    expect(order()).toEqual([true, true, false, false]);
    await vi.advanceTimersByTimeAsync(PACE);
    expect(order()).toEqual([true, true, true, false]);
    endTurn();
  });

  it('lets a task start as soon as the turns in flight end when many callers come but the loop has time to spare', async () => {
    vi.useFakeTimers();
    const callers = createCallersFirst({ paceMs: PACE, utilization: spare });
    for (let i = 0; i < BUSY_TURNS * 2; i++) callers.beginAnswering()();
    const endTurn = callers.beginAnswering();
    const task = waitFor(callers);
    await vi.advanceTimersByTimeAsync(PACE / 10);
    expect(task.started).toBe(false);
    endTurn();
    await vi.advanceTimersByTimeAsync(0);
    expect(task.started).toBe(true);
  });
});
