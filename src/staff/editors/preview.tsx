// The editors' live preview (issue #17): the server turns the text into the HTML the site will show,
// by the same parse and allowlist as the save and the build (POST /api/gazda/content/preview). The
// browser never parses an editor's text as HTML itself: even a sanitizer's inert parse of
// `<img onerror=…>` is reported by Chromium as a CSP violation, and the preview then matches the
// site exactly.
import { Prose } from '../../components/Prose'
import { formatDate } from '../../domain/dates'
import { messageOf } from '../api'
import { usePreviewQuery } from './api'
import type { PreviewRequest } from '../../domain/api/content'
import { useDebounced } from '../useDebounced'
import * as styles from '../Staff.module.css'

export type PreviewKind = PreviewRequest['kind']
/** Typing settles for this long before the server is asked. */
export const PREVIEW_DELAY_MS = 250

export interface PreviewHtml {
  /** One HTML per text, '' until the first answer; the last answer stays while the next comes. */
  html: string[]
  /** The server's message when it could not make the preview (a text too complex, no network). */
  error: string | null
}

export function usePreviewHtml(kind: PreviewKind, texts: readonly string[]): PreviewHtml {
  const settled = useDebounced(JSON.stringify(texts), PREVIEW_DELAY_MS)
  const asked = JSON.parse(settled) as string[]
  const empty = asked.every((text) => text.trim() === '')
  // `data` is the last answer, kept while the next one comes; `error` is this request's.
  const { data, error } = usePreviewQuery({ kind, texts: asked } satisfies PreviewRequest, {
    skip: empty,
  })
  const html = empty || !Array.isArray(data?.html) ? [] : data.html
  return {
    html: texts.map((_, i) => (typeof html[i] === 'string' ? html[i] : '')),
    error: !empty && error ? messageOf(error) : null,
  }
}

/** Why the preview is not up to date, when it is not. */
export function PreviewError({ error }: { error: string | null }) {
  return error ? (
    <p className={styles.muted} role="status">
      Podgląd nie jest aktualny: {error}
    </p>
  ) : null
}

/** A page's, a news item's or a bulletin's body as the site will show it. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const { html, error } = usePreviewHtml('markdown', [markdown])
  return (
    <>
      <PreviewError error={error} />
      <Prose html={html[0]!} />
    </>
  )
}

/** A news item or a bulletin: its title, its date once the field holds one, and its body. */
export function DatedPreview({
  values,
}: {
  values: { title: string; date: string; body: string }
}) {
  return (
    <>
      <p className={styles.previewTitle}>{values.title}</p>
      {/^\d{4}-\d{2}-\d{2}$/.test(values.date) && (
        <p className={styles.muted}>{formatDate(values.date)}</p>
      )}
      <MarkdownPreview markdown={values.body} />
    </>
  )
}
