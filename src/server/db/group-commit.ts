/**
 * Group commit: writes that arrive while a batch is being written wait and go together in the next one,
 * so N concurrent requests cost one statement and one commit instead of N. A lone write goes at once, so
 * a quiet server adds no latency. Each caller's promise settles only after its batch is committed; when
 * a batch fails, its items are written one by one, so only a bad item fails and the others still land.
 */
export function groupCommit<T>(writeBatch: (items: T[]) => Promise<void>, maxBatch = 100): (item: T) => Promise<void> {
  type Pending = { item: T; resolve: () => void; reject: (err: unknown) => void };
  let queue: Pending[] = [];
  let writing = false;

  const settle = (pending: Pending[]) =>
    writeBatch(pending.map((p) => p.item)).then(
      () => pending.forEach((p) => p.resolve()),
      async (err: unknown) => {
        if (pending.length === 1) return pending[0]!.reject(err);
        for (const p of pending) await settle([p]);
      },
    );

  // never rejects: every failure is handed to the caller whose write it was
  async function drain() {
    writing = true;
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      await settle(batch);
    }
    writing = false;
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
