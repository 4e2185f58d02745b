/**
 * Reads `read()` until it gives `expected` (the page updates after its requests answer), then
 * asserts once more so a timeout fails with the last value seen.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!Object.is(last, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    last = await read();
  }
  expect(last).toBe(expected);
}
