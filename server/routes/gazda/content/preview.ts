import type { FastifyPluginAsync } from 'fastify'
import type { ContentInspector, InputKind } from '../../../content/inspect'

// Issue #17: the editors' live preview is made here, by the same parse and allowlist as the save
// and the build, in the check worker. The staff browser never parses an editor's text as HTML:
// even a sanitizer's inert parse of `<img onerror=…>` makes Chromium report a CSP violation.

/** One request: a page's body, or every answer of the FAQ at once. */
export const MAX_PREVIEW_TEXTS = 100
export const MAX_PREVIEW_CHARACTERS = 100_000

interface Body {
  kind: InputKind
  texts: string[]
}

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'texts'],
  properties: {
    kind: { type: 'string', enum: ['markdown', 'alert'] },
    texts: {
      type: 'array',
      maxItems: MAX_PREVIEW_TEXTS,
      items: { type: 'string', maxLength: MAX_PREVIEW_CHARACTERS },
    },
  },
} as const

const response = {
  200: {
    type: 'object',
    additionalProperties: false,
    required: ['html'],
    properties: { html: { type: 'array', items: { type: 'string' } } },
  },
} as const

/** POST /api/gazda/content/preview: each text's HTML as the site will show it (422 if too complex). */
export const previewRoutes: FastifyPluginAsync<{ inspector: ContentInspector }> = async (
  app,
  { inspector },
) => {
  app.post<{ Body: Body }>(
    '/api/gazda/content/preview',
    { schema: { body, response } },
    async (request) => {
      const { kind, texts } = request.body
      const html: string[] = []
      // One at a time: the worker takes one job at a time, and a failed one fails the preview.
      for (const text of texts) html.push((await inspector.inspect(text, kind)).html)
      return { html }
    },
  )
}
