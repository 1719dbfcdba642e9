/**
 * At most `size` tasks at once; the others wait in order (issue #20: two at a time, one per core).
 * A task that ends hands its place to the next in the queue.
 */
export function turns(size: number) {
  let running = 0
  const queued: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < size) running += 1
    else await new Promise<void>((resolve) => queued.push(resolve))
    try {
      return await task()
    } finally {
      const next = queued.shift()
      if (next) next()
      else running -= 1
    }
  }
}
