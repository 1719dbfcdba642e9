import type { FastifyPluginAsync } from 'fastify'
import { validateAlert, type AlertValues } from '../../../../src/domain/content/editing'
import { alertOf, alertSummary, renderAlert, SITE_FILE } from '../../../content/alert'
import type { ContentEditor } from '../../../content/editor'
import type { LinkChecker } from '../../../content/links'
import { notFound } from '../common'
import { bodyOf, checked, nullableText, text, version, withoutVersion } from './shared'

type Body = AlertValues & { version: string }

const body = bodyOf({
  kind: text,
  content: text,
  link: nullableText,
  start: nullableText,
  end: nullableText,
  version,
})

/** GET and PUT /api/gazda/content/alert: the banner of content/site.yaml, with its time window. */
export const alertRoutes: FastifyPluginAsync<{
  editor: ContentEditor
  links: LinkChecker
}> = async (app, { editor, links }) => {
  app.get('/api/gazda/content/alert', async () => {
    const file = await editor.read(SITE_FILE)
    if (!file) throw notFound()
    return { ...alertOf(file.text), version: file.version }
  })

  app.put<{ Body: Body }>('/api/gazda/content/alert', { schema: { body } }, async (request) => {
    // The build checks the banner's link as a link of site.yaml (gatsby/create-pages/checks.ts).
    const values = checked(validateAlert(withoutVersion(request.body)), links, ({ link }) => [
      ['link', link ? `<a href="${link.replace(/"/g, '&quot;')}">` : null, true],
    ])
    return editor.save({
      file: SITE_FILE,
      version: request.body.version,
      render: renderAlert(values),
      change: { kind: 'alert', recordId: 'site', action: 'update', summary: alertSummary(values) },
      staff: request.staff!,
    })
  })
}
