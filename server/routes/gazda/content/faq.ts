import { FaqContent, FaqSave, SaveAnswer } from '../../../../src/domain/api/content'
import { validateFaq } from '../../../../src/domain/content/editing'
import { FAQ_FILE, faqOf, faqSummary, renderFaq } from '../../../content/faq'
import {
  checked,
  CONTENT_BODY_LIMIT,
  versioned,
  withoutVersion,
  withRemoved,
  type ContentRoutes,
} from './shared'

/** GET and PUT /api/gazda/content/faq: the questions and answers of /pages/najczestsze-pytania/. */
export const faqRoutes: ContentRoutes = async (app, { editor, links }) => {
  app.get('/api/gazda/content/faq', { schema: { response: { 200: FaqContent } } }, async () =>
    versioned(editor, FAQ_FILE, faqOf),
  )

  app.put(
    '/api/gazda/content/faq',
    { bodyLimit: CONTENT_BODY_LIMIT, schema: { body: FaqSave, response: { 200: SaveAnswer } } },
    async (request) => {
      const { values, removed } = await checked(
        validateFaq(withoutVersion(request.body)),
        links,
        ({ items }) => items.map(({ answer }, i) => [`items[${i}].answer`, answer]),
      )
      // The version saved over, for the history's words; a save from another version conflicts.
      const before = await editor.read(FAQ_FILE)
      return withRemoved(
        removed,
        editor.save({
          file: FAQ_FILE,
          version: request.body.version,
          render: renderFaq(values),
          change: {
            kind: 'faq',
            recordId: 'najczestsze-pytania',
            action: 'update',
            summary: faqSummary(before ? faqOf(before.text) : null, values),
          },
          staff: request.staff!,
        }),
      )
    },
  )
}
