import { AlertContent, AlertSave, SaveAnswer } from '../../../../src/domain/api/content'
import { validateSiteAlerts } from '../../../../src/domain/content/editing'
import { alertOf, alertSummary, renderAlert, SITE_FILE } from '../../../content/alert'
import {
  checked,
  type CheckedFields,
  versioned,
  withRemoved,
  withoutVersion,
  type ContentRoutes,
} from './shared'

/** GET and PUT /api/gazda/content/alert: the banner of content/site.yaml, with its time window. */
export const alertRoutes: ContentRoutes = async (app, { editor, links }) => {
  app.get('/api/gazda/content/alert', { schema: { response: { 200: AlertContent } } }, async () =>
    versioned(editor, SITE_FILE, alertOf),
  )

  const schema = { body: AlertSave, response: { 200: SaveAnswer } }
  app.put('/api/gazda/content/alert', { schema }, async (request) => {
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
