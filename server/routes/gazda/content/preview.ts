import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  MAX_PREVIEW_CHARACTERS,
  MAX_PREVIEW_TEXTS,
  PreviewAnswer,
  PreviewRequest,
} from '../../../../src/domain/api/content'
import type { ContentInspector } from '../../../content/inspect'

// Issue #17: the editors' live preview is made here, by the same parse and allowlist as the save
// and the build, in the check worker. The staff browser never parses an editor's text as HTML:
// even a sanitizer's inert parse of `<img onerror=…>` makes Chromium report a CSP violation.

// The sizes one request may have are the contract's (MAX_PREVIEW_TEXTS, MAX_PREVIEW_CHARACTERS).
export { MAX_PREVIEW_CHARACTERS, MAX_PREVIEW_TEXTS }

/** POST /api/gazda/content/preview: each text's HTML as the site will show it (422 if too complex). */
export const previewRoutes: FastifyPluginAsyncTypebox<{ inspector: ContentInspector }> = async (
  app,
  { inspector },
) => {
  app.post(
    '/api/gazda/content/preview',
    { schema: { body: PreviewRequest, response: { 200: PreviewAnswer } } },
    async (request) => {
      const { kind, texts } = request.body
      const html: string[] = []
      // One at a time: the worker takes one job at a time, and a failed one fails the preview.
      for (const text of texts) html.push((await inspector.inspect(text, kind)).html)
      return { html }
    },
  )
}
