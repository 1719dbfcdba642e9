import type { FastifyPluginAsync } from 'fastify'
import { validateFaq, type FaqValues } from '../../../../src/domain/content/editing'
import type { ContentEditor } from '../../../content/editor'
import { FAQ_FILE, faqOf, faqSummary, renderFaq } from '../../../content/faq'
import type { LinkChecker } from '../../../content/links'
import { notFound } from '../common'
import {
  bodyOf,
  checked,
  withRemoved,
  CONTENT_BODY_LIMIT,
  text,
  version,
  withoutVersion,
} from './shared'

type Body = FaqValues & { version: string }

const body = bodyOf({
  title: text,
  items: {
    type: 'array',
    items: bodyOf({ question: text, answer: text }),
  },
  version,
})

/** GET and PUT /api/gazda/content/faq: the questions and answers of /pages/najczestsze-pytania/. */
export const faqRoutes: FastifyPluginAsync<{ editor: ContentEditor; links: LinkChecker }> = async (
  app,
  { editor, links },
) => {
  app.get('/api/gazda/content/faq', async () => {
    const file = await editor.read(FAQ_FILE)
    if (!file) throw notFound()
    return { ...faqOf(file.text), version: file.version }
  })

  app.put<{ Body: Body }>(
    '/api/gazda/content/faq',
    { bodyLimit: CONTENT_BODY_LIMIT, schema: { body } },
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
