import * as styles from './Prose.module.css'

/**
 * HTML rendered from an editor's markdown, already through the one allowlist sanitizer (issue #17):
 * the build's fields in gatsby/sanitized-html.ts, the staff previews in src/staff/editors/markdown.ts.
 */
export function Prose({
  html,
  className,
  lang,
}: {
  html: string
  className?: string
  /** The text's language where it differs from the page's (issue #35). */
  lang?: string
}) {
  return (
    <div
      lang={lang}
      className={[styles.prose, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
