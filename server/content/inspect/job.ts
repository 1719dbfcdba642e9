// What the check worker does with one field of editor input (issue #17): the same parse and the
// same allowlist as the site, so the editor hears what the site will leave out, and the links to
// check. Pure but for the jsdom window: ./worker.ts runs it off the server's thread.
import { marked } from 'marked'
import { internalLinks } from '../../../src/domain/content/references'
import {
  ALERT_SCHEMA,
  MARKDOWN_SCHEMA,
  removalMessages,
} from '../../../src/domain/content/sanitize'
import { nodeSanitizer } from '../../../src/domain/content/sanitize/node'

/** Markdown (news, pages, FAQ answers) or the alert banner's inline HTML. */
export type InputKind = 'markdown' | 'alert'

export interface Inspection {
  /** Site paths the text links to, for the link check (server/content/links.ts). */
  links: string[]
  /** What the site will leave out, and why, in Polish. */
  removed: string[]
  /** The HTML the site will show: the staff area's preview (the browser never parses the text). */
  html: string
}

export function inspectInput(text: string, kind: InputKind): Inspection {
  const html = kind === 'markdown' ? marked.parse(text, { async: false, gfm: true }) : text
  const result = nodeSanitizer().inspect(html, kind === 'markdown' ? MARKDOWN_SCHEMA : ALERT_SCHEMA)
  return {
    links: internalLinks(result.html),
    removed: removalMessages(result.removed),
    html: result.html,
  }
}
