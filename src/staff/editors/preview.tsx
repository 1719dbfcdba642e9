// The editors' live preview (issue #17): the server turns the text into the HTML the site will show,
// by the same parse and allowlist as the save and the build (POST /api/gazda/content/preview). The
// browser never parses an editor's text as HTML itself: even a sanitizer's inert parse of
// `<img onerror=…>` is reported by Chromium as a CSP violation, and the preview then matches the
// site exactly.
import { useEffect, useState } from 'react'
import { Prose } from '../../components/Prose'
import { messageOf } from '../useResource'
import { useStaff } from '../session'
import type { PreviewAnswer, PreviewRequest } from '../../domain/api/content'
import { useDebounced } from '../useDebounced'
import * as styles from '../Staff.module.css'

export type PreviewKind = PreviewRequest['kind']
export const PREVIEW_PATH = '/api/gazda/content/preview'
/** Typing settles for this long before the server is asked. */
export const PREVIEW_DELAY_MS = 250

export interface PreviewHtml {
  /** One HTML per text, '' until the first answer; the last answer stays while the next comes. */
  html: string[]
  /** The server's message when it could not make the preview (a text too complex, no network). */
  error: string | null
}

export function usePreviewHtml(kind: PreviewKind, texts: readonly string[]): PreviewHtml {
  const { api } = useStaff()
  const settled = useDebounced(JSON.stringify(texts), PREVIEW_DELAY_MS)
  const [shown, setShown] = useState<PreviewHtml>({ html: [], error: null })
  useEffect(() => {
    const asked = JSON.parse(settled) as string[]
    if (asked.every((text) => text.trim() === '')) {
      setShown({ html: asked.map(() => ''), error: null })
      return undefined
    }
    let current = true
    api
      .post<Partial<PreviewAnswer>>(PREVIEW_PATH, { kind, texts: asked } satisfies PreviewRequest)
      .then(
        (answer) => {
          if (!current) return
          const html = Array.isArray(answer?.html) ? answer.html : []
          setShown({
            html: asked.map((_, i) => (typeof html[i] === 'string' ? html[i] : '')),
            error: null,
          })
        },
        (error: unknown) => current && setShown((was) => ({ ...was, error: messageOf(error) })),
      )
    return () => {
      current = false
    }
  }, [api, kind, settled])
  return { html: texts.map((_, i) => shown.html[i] ?? ''), error: shown.error }
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
