import type { FastifyPluginAsync } from 'fastify'
import { validateSiteAlerts, type AlertValues } from '../../../../src/domain/content/editing'
import { alertOf, alertSummary, renderAlert, SITE_FILE } from '../../../content/alert'
import type { ContentEditor } from '../../../content/editor'
import type { LinkChecker } from '../../../content/links'
import { notFound } from '../common'
import {
  bodyOf,
  checked,
  type CheckedFields,
  withRemoved,
  nullableText,
  text,
  version,
  withoutVersion,
} from './shared'

type Body = AlertValues & { version: string; scheduled?: AlertValues[] }

const fields = {
  kind: text,
  content: text,
  link: nullableText,
  start: nullableText,
  end: nullableText,
}
const oneAlert = bodyOf(fields)
// `scheduled` may be left out (an older page): the file's scheduled alerts then stay as they are.
const body = {
  ...bodyOf({ ...fields, version, scheduled: { type: 'array', maxItems: 20, items: oneAlert } }),
  required: [...Object.keys(fields), 'version'],
}

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
    const { values, removed } = await checked(
      validateSiteAlerts(withoutVersion(request.body)),
      links,
      ({ content, link, scheduled }) => [
        ['content', content, 'alert'],
        ['link', link, 'link'],
        ...(scheduled ?? []).flatMap((alert, i): CheckedFields => [
          [`scheduled.${i}.content`, alert.content, 'alert'],
          [`scheduled.${i}.link`, alert.link, 'link'],
        ]),
      ],
    )
    return withRemoved(
      removed,
      editor.save({
        file: SITE_FILE,
        version: request.body.version,
        render: renderAlert(values),
        change: {
          kind: 'alert',
          recordId: 'site',
          action: 'update',
          summary: alertSummary(values),
        },
        staff: request.staff!,
      }),
    )
  })
}
