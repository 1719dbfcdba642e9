/** What `look` finds once it finds something, looking again every 50 ms for up to `ms`. */
export async function waitFor<T>(look: () => T | undefined, ms = 10_000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const found = look()
    if (found !== undefined) return found
    if (Date.now() > until) throw new Error('nothing came')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
