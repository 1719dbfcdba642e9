// The order of an album's photos (issue #18), the same for the build, the API and the gallery
// editor: the photos its album.yaml lists under `order` first, as listed, then the others by file
// name (01.jpg, 02.jpg, … 10.jpg), so that a photo added later comes last (content/README.md).

export const byFileName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })

/** Items (photos, File nodes) in the album's order, `nameOf` giving each one's file name. */
export function inAlbumOrder<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  order?: readonly string[] | null,
): T[] {
  const place = new Map<string, number>()
  for (const name of order ?? []) if (!place.has(name)) place.set(name, place.size)
  return [...items].sort((a, b) => {
    const [at, bt] = [place.get(nameOf(a)), place.get(nameOf(b))]
    if (at !== undefined && bt !== undefined) return at - bt
    if (at !== undefined || bt !== undefined) return at !== undefined ? -1 : 1
    return byFileName(nameOf(a), nameOf(b))
  })
}

const shown = (name: string) => (name.length > 80 ? `${name.slice(0, 80)}…` : name)

export const PHOTO_ORDER_MESSAGES = {
  notList: 'Kolejność zdjęć musi być listą nazw plików zdjęć z tego albumu.',
  unknown: (name: string) =>
    `W albumie nie ma zdjęcia „${shown(name)}”. Odśwież stronę i ustaw kolejność ponownie.`,
  twice: (name: string) => `Zdjęcie „${shown(name)}” jest na liście kolejności więcej niż raz.`,
} as const

/**
 * The album's new order when `requested` (as sent, unchecked) lists photos of the album, each at
 * most once: those first, as listed, then the others in their current order; or what is wrong.
 */
export function reorderedPhotos(
  requested: unknown,
  current: readonly string[],
): { order: string[] } | { problem: string } {
  if (!Array.isArray(requested)) return { problem: PHOTO_ORDER_MESSAGES.notList }
  const inAlbum = new Set(current)
  const listed = new Set<string>()
  for (const name of requested as unknown[]) {
    if (typeof name !== 'string') return { problem: PHOTO_ORDER_MESSAGES.notList }
    if (!inAlbum.has(name)) return { problem: PHOTO_ORDER_MESSAGES.unknown(name) }
    if (listed.has(name)) return { problem: PHOTO_ORDER_MESSAGES.twice(name) }
    listed.add(name)
  }
  return { order: [...listed, ...current.filter((name) => !listed.has(name))] }
}

/** What album.yaml keeps as `order`: nothing when the photos are in file-name order anyway. */
export function storedOrder(order: readonly string[]): string[] | undefined {
  const plain = [...order].sort(byFileName)
  return order.every((name, i) => name === plain[i]) ? undefined : [...order]
}

/** The list with the item at `from` moved one place earlier (-1) or later (+1). */
export function movedOnePlace<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items]
  const moved = [...items]
  ;[moved[from], moved[to]] = [moved[to]!, moved[from]!]
  return moved
}

/** The list with the item at `from` taken out and put at `to` (both from 0), the others kept in order. */
export function movedTo<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items]
  const place = Math.min(Math.max(Math.trunc(to), 0), items.length - 1)
  const moved = [...items]
  const [item] = moved.splice(from, 1)
  moved.splice(place, 0, item!)
  return moved
}
