import * as styles from './Prose.module.css'

/**
 * HTML rendered from an editor's markdown, already through the one allowlist sanitizer (issue #17):
 * the build's fields in gatsby/sanitized-html.ts, the staff previews in src/staff/editors/markdown.ts.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={[styles.prose, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
