import { SelectField, TextareaField, TextField } from '../../components/form'
import { AlertBanner } from '../../components/AlertBanner'
import { validateAlert } from '../../domain/content/editing'
import { ALERT_KINDS } from '../../domain/site'
import { InputField } from '../InputField'
import { ALERT } from '../text'
import type { AlertContent } from '../types'
import { ResourceView } from '../ui'
import { useResource } from '../useResource'
import { alertBody, alertValues, type AlertValues } from './alertValues'
import { ContentEditor, domainValidate } from './ContentEditor'
import * as styles from '../Staff.module.css'

const PATH = '/api/gazda/content/alert'

const validate = domainValidate((values: AlertValues) => validateAlert(alertBody(values)))

/** /gazda/alert/: the banner over every page (SPEC.md §3 "Alert"), shown from start to end. */
export function AlertEditor() {
  const alert = useResource((api) => api.get<AlertContent>(PATH), [])
  return (
    <ResourceView resource={alert} onRetry={alert.reload}>
      {(content) => (
        <ContentEditor<AlertValues>
          draftId="gazda/alert"
          initial={alertValues(content)}
          version={content.version}
          onReload={alert.reload}
          validate={validate}
          save={(api, values, version) => api.put(PATH, { ...alertBody(values), version })}
          publicPath={() => '/'}
          preview={(values) =>
            values.kind === '' || values.kind === 'none' || !values.content.trim() ? (
              <p className={styles.muted}>{ALERT.noBanner}</p>
            ) : (
              <AlertBanner
                alert={{ kind: values.kind, content: values.content, link: values.link || null }}
              />
            )
          }
        >
          <SelectField
            name="kind"
            label={ALERT.kind}
            options={ALERT_KINDS.map((kind) => ({ value: kind, label: ALERT.kinds[kind] }))}
            required
          />
          <TextareaField name="content" label={ALERT.content} hint={ALERT.contentHint} rows={4} />
          <TextField name="link" label={ALERT.link} hint={ALERT.linkHint} />
          <InputField
            name="start"
            type="datetime-local"
            label={ALERT.start}
            hint={ALERT.startHint}
          />
          <InputField name="end" type="datetime-local" label={ALERT.end} hint={ALERT.endHint} />
        </ContentEditor>
      )}
    </ResourceView>
  )
}
