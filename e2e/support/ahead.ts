import { turns } from './turns'

/**
 * Work for each of a describe block's tests, started `size` at a time from the block's beforeAll
 * (after the hooks registered before it, such as the block's server and browser) rather than one
 * test after another. Each test awaits its own key's result and asserts on it, so a failure stays
 * that test's. For measurements that are mostly waiting (network idle, then seconds of a page
 * left alone, issue #36): the waits overlap, the CPU work is the same.
 */
export function startedAhead<K, T>(
  keys: readonly K[],
  size: number,
  work: (key: K) => Promise<T>,
): (key: K) => Promise<T> {
  const results = new Map<K, Promise<T>>()
  beforeAll(() => {
    const inTurn = turns(size)
    for (const key of keys) {
      const result = inTurn(() => work(key))
      // Awaited by the key's test; until then a failure is not an unhandled rejection.
      result.catch(() => {})
      results.set(key, result)
    }
  })
  // Nothing of the block's still runs when its afterAll hooks (the browser's close) do.
  afterAll(() => Promise.allSettled(results.values()))
  return (key) => {
    const result = results.get(key)
    if (!result) throw new Error(`nothing was started for ${String(key)}`)
    return result
  }
}
