// A three-way merge of an editor's values after a version conflict (issue #18): what this editor
// started from (base), what someone else saved meanwhile (theirs), what this editor typed (mine).
// A field or list item only one side changed takes that side's value; one both changed, to
// different values, is a conflict, and the merge keeps the saved text until the editor chooses:
// another person's saved work is never overwritten without being seen.

/** A place in the values, as Formik names fields: ['items', 5, 'answer'] → items.5.answer. */
export type ValuePath = (string | number)[]

export interface MergeConflict {
  path: ValuePath
  theirs: unknown
  mine: unknown
}

export interface MergeResult<V> {
  values: V
  conflicts: MergeConflict[]
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function mergeAt(
  base: unknown,
  theirs: unknown,
  mine: unknown,
  path: ValuePath,
  conflicts: MergeConflict[],
): unknown {
  if (same(mine, base) || same(theirs, mine)) return theirs
  if (same(theirs, base)) return mine
  // Both changed it: look inside lists of the same length and objects, item by item.
  if (
    Array.isArray(base) &&
    Array.isArray(theirs) &&
    Array.isArray(mine) &&
    base.length === theirs.length &&
    base.length === mine.length
  ) {
    return base.map((item, i) => mergeAt(item, theirs[i], mine[i], [...path, i], conflicts))
  }
  if (isRecord(base) && isRecord(theirs) && isRecord(mine)) {
    const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])]
    return Object.fromEntries(
      keys.map((key) => [
        key,
        mergeAt(base[key], theirs[key], mine[key], [...path, key], conflicts),
      ]),
    )
  }
  conflicts.push({ path, theirs, mine })
  return theirs
}

/** `mine` typed over `base`, merged with `theirs` saved over the same `base`. */
export function mergeValues<V>(base: V, theirs: V, mine: V): MergeResult<V> {
  const conflicts: MergeConflict[] = []
  const values = mergeAt(base, theirs, mine, [], conflicts) as V
  return { values, conflicts }
}

/** The Formik name of a path (items.5.answer). */
export const fieldName = (path: ValuePath) => path.join('.')

/** A value as the conflict shows it: text as it is, anything else as readable JSON. */
export const shownValue = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value, null, 2)
