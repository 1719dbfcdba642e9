import * as styles from './Prose.module.css'

/** HTML rendered from an editor's markdown at build time (gatsby-transformer-remark, marked). */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={[styles.prose, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
