import { isDeepStrictEqual } from 'node:util'
import { dump, load } from 'js-yaml'

// Editing YAML an editor may also change by hand: only the keys a save changes are rewritten,
// the rest of the text (other keys, comments, quoting) stays as it was, byte for byte.

const DUMP = { lineWidth: -1, noRefs: true, indent: 2 } as const

/** YAML text for values, as the content files write it (block scalars for text with lines). */
export const toYaml = (value: unknown) => dump(value, DUMP)

const TOP_LEVEL_KEY = /^([A-Za-z_][\w-]*)\s*:(\s|$)/
const isLoose = (line: string) => line.trim() === '' || line.startsWith('#')

interface Block {
  start: number
  /** The line after the block's last line. */
  end: number
}

function blocksOf(lines: string[]): Map<string, Block> {
  const starts = lines.flatMap((line, index) => {
    const key = TOP_LEVEL_KEY.exec(line)?.[1]
    return key ? [{ key, index }] : []
  })
  const blocks = new Map<string, Block>()
  starts.forEach(({ key, index }, i) => {
    let end = starts[i + 1]?.index ?? lines.length
    // Blank lines and comments at column 0 before the next key belong to that key.
    while (end > index + 1 && isLoose(lines[end - 1]!)) end -= 1
    blocks.set(key, { start: index, end })
  })
  return blocks
}

function replaceBlock(lines: string[], key: string, block: Block, value: unknown): string[] {
  const fresh = toYaml({ [key]: value })
    .trimEnd()
    .split('\n')
  // Comments right under the key ("  # alert, info or none") stay when the value is a block.
  const comments: string[] = []
  for (let i = block.start + 1; i < block.end && /^\s+#/.test(lines[i]!); i++)
    comments.push(lines[i]!)
  const replacement = fresh[0] === `${key}:` ? [fresh[0], ...comments, ...fresh.slice(1)] : fresh
  return [...lines.slice(0, block.start), ...replacement, ...lines.slice(block.end)]
}

/**
 * Sets (or, with undefined, removes) top-level keys of a YAML mapping. Checked by reading the
 * result back: if it does not hold exactly the intended values, the whole mapping is written anew.
 */
export function setTopLevelKeys(text: string, changes: Record<string, unknown>): string {
  const before = (load(text) ?? {}) as Record<string, unknown>
  const intended: Record<string, unknown> = { ...before, ...changes }
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete intended[key]

  const ending = text.endsWith('\n') ? '\n' : ''
  let lines = (ending ? text.slice(0, -1) : text).split('\n')
  for (const [key, value] of Object.entries(changes)) {
    const block = blocksOf(lines).get(key)
    if (block && value === undefined)
      lines = [...lines.slice(0, block.start), ...lines.slice(block.end)]
    else if (block) lines = replaceBlock(lines, key, block, value)
    else if (value !== undefined) {
      while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop()
      lines.push(
        ...toYaml({ [key]: value })
          .trimEnd()
          .split('\n'),
      )
    }
  }
  const result = `${lines.join('\n')}\n`
  let reread: unknown
  try {
    reread = load(result)
  } catch {
    reread = undefined
  }
  // Compared as JSON: dates as their ISO text, and arrays alike wherever they were made (an array
  // from fs in a jest sandbox has another realm's prototype).
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown
  return isDeepStrictEqual(plain(reread), plain(intended)) ? result : toYaml(intended)
}
