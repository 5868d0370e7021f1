/**
 * The conversation's order: each turn (sending what the caller said, then speaking Earl's reply) starts only once
 * the turn before it has finished, so replies are never spoken over each other or out of order.
 */
export class TurnQueue {
  private tail: Promise<void> = Promise.resolve();
  private generation = 0;

  /** `onFailure` hears of a turn that threw; the turns after it still run. */
  constructor(private readonly onFailure: (error: unknown) => void) {}

  /** Runs `turn` after every turn queued before it; resolves when it has finished. */
  enqueue(turn: () => Promise<void> | void): Promise<void> {
    const generation = this.generation;
    this.tail = this.tail
      .then(() => (generation === this.generation ? turn() : undefined))
      .catch((error: unknown) => this.onFailure(error));
    return this.tail;
  }

  /** Drops the turns that have not started yet (the call ended); one already running finishes by itself. */
  clear() {
    this.generation++;
  }
}
