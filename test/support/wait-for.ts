/** Polls `read` until it returns a value (not undefined): for effects of background work such as a dispatch. */
export async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the database');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
