import type { MouseEvent } from 'react'
import * as styles from './Article.module.css'

export interface ArticleProps {
  /** Each entry is one paragraph of editor-written HTML, sanitized by the caller (issue #17). */
  paragraphs: string[]
  /** An extra class on the root, for the page that places the article. */
  className?: string
  /** Ids of elements inside the content whose clicks are reported. */
  watch?: string[]
  onClicked?: (id: string) => void
}

/** SPEC.md §2 "Article component": justified HTML paragraphs; clicks on watched ids are emitted. */
export function Article({ paragraphs, className, watch = [], onClicked }: ArticleProps) {
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (!onClicked || !(event.target instanceof Element)) return
    // The click may land on a child (an icon, an <em>) of the element that carries the id.
    const withId = event.target.closest<Element>('[id]:not([id=""])')
    if (!withId || !event.currentTarget.contains(withId)) return
    if (watch.includes(withId.id)) onClicked(withId.id)
  }

  const rootClass = className ? `${styles.justified} ${className}` : styles.justified
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated: the watched elements inside (links, buttons in the content) are the interactive ones
    <div className={rootClass} onClick={onClick}>
      {paragraphs.map((html, index) => (
        // Paragraphs come from content files and never reorder, so the index is a stable key.
        <p key={index} dangerouslySetInnerHTML={{ __html: html }} />
      ))}
    </div>
  )
}
