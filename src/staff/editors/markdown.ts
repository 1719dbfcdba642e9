// The editors' live preview renders markdown in the browser with marked, close to what the build's
// gatsby-transformer-remark makes of the same text (GitHub-flavoured markdown).
import { marked } from 'marked'

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true })
}
