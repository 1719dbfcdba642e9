/**
 * Every string of a JSON value with its path (`students[1].firstName`, `items[0].answer`),
 * breadth first and without recursion: a form's own fields in order, then each nested one's. With
 * `keys`, each object key is given too, at its object's path. Bytes (a photo's body) are skipped.
 */
export function* textsOf(
  value: unknown,
  { keys = false }: { keys?: boolean } = {},
): Generator<{ path: string; text: string }> {
  const pending: [string, unknown][] = [['', value]]
  for (let index = 0; index < pending.length; index += 1) {
    const [path, item] = pending[index]!
    if (typeof item === 'string') {
      yield { path, text: item }
    } else if (Array.isArray(item)) {
      item.forEach((entry, at) => pending.push([`${path}[${at}]`, entry]))
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (keys) yield { path, text: key }
        pending.push([path ? `${path}.${key}` : key, entry])
      }
    }
  }
}
