import { FieldArray, useFormikContext } from 'formik'
import { SelectField, TextareaField, TextField } from '../../components/form'
import { AlertBanner } from '../../components/AlertBanner'
import { PlusIcon, TrashIcon } from '../../components/icons'
import { validateSiteAlerts } from '../../domain/content/editing'
import { ALERT_KINDS } from '../../domain/site'
import { InputField } from '../InputField'
import { ALERT } from './text/alert'
import { ResourceView } from '../ui'
import { ALERT_API, useAlertQuery, useSaveAlertMutation } from './api'
import { resourceOf } from '../query/resource'
import {
  alertBody,
  alertFieldLabel,
  alertValues,
  type AlertValues,
  type OneAlertValues,
} from './alertValues'
import { ContentEditor, domainValidate } from './ContentEditor'
import { PreviewError, usePreviewHtml } from './preview'
import { useSavedContent } from './useSavedContent'
import * as styles from '../Staff.module.css'

const validate = domainValidate((values: AlertValues) => validateSiteAlerts(alertBody(values)))

const NEW_SCHEDULED: OneAlertValues = { kind: 'alert', content: '', link: '', start: '', end: '' }

/** One banner as it will look, whatever its time window (the page judges that when viewed). */
function Preview({ values, name }: { values: OneAlertValues; name: string }) {
  const { html, error } = usePreviewHtml('alert', [values.content])
  return values.kind === '' || values.kind === 'none' || !values.content.trim() ? (
    <p className={styles.muted}>{ALERT.noBanner}</p>
  ) : (
    <>
      <PreviewError error={error} />
      <AlertBanner
        alert={{ kind: values.kind, content: html[0]!, link: values.link || null }}
        label={ALERT.previewOf(name)}
      />
    </>
  )
}

/** The kind, text and link of one banner; `prefix` is '' or scheduled.n. (Formik's names). */
function AlertFields({ prefix }: { prefix: string }) {
  return (
    <>
      <SelectField
        name={`${prefix}kind`}
        label={ALERT.kind}
        options={ALERT_KINDS.map((kind) => ({ value: kind, label: ALERT.kinds[kind] }))}
        required
      />
      <TextareaField
        name={`${prefix}content`}
        label={ALERT.content}
        hint={ALERT.contentHint}
        rows={4}
      />
      <TextField name={`${prefix}link`} label={ALERT.link} hint={ALERT.linkHint} />
    </>
  )
}

/** A scheduled banner's time window, in school time. */
const WINDOW = [
  { edge: 'start', label: ALERT.start, hint: ALERT.startHint },
  { edge: 'end', label: ALERT.end, hint: ALERT.endHint },
] as const

/** The scheduled banners (issue #18), each with its start and end in school time. */
function ScheduledAlerts() {
  const { values } = useFormikContext<AlertValues>()
  return (
    <FieldArray name="scheduled">
      {(list) => (
        <fieldset className={styles.fieldset}>
          <legend>{ALERT.scheduled}</legend>
          <p className={styles.muted}>{ALERT.scheduledHint}</p>
          {values.scheduled.map((_, index) => (
            <fieldset key={index} className={styles.fieldset}>
              <legend>{ALERT.scheduledOne(index)}</legend>
              <AlertFields prefix={`scheduled.${index}.`} />
              {WINDOW.map(({ edge, label, hint }) => (
                <InputField
                  key={edge}
                  name={`scheduled.${index}.${edge}`}
                  type="datetime-local"
                  label={label}
                  hint={hint}
                  required
                />
              ))}
              <button type="button" className="button" onClick={() => list.remove(index)}>
                <TrashIcon />
                {ALERT.removeScheduled}
                <span className="visually-hidden"> {index + 1}</span>
              </button>
            </fieldset>
          ))}
          <button type="button" className="button" onClick={() => list.push(NEW_SCHEDULED)}>
            <PlusIcon />
            {ALERT.addScheduled}
          </button>
        </fieldset>
      )}
    </FieldArray>
  )
}

/** /gazda/alert/: the standing banner over every page and the scheduled ones (SPEC.md §3). */
export function AlertEditor() {
  const alert = resourceOf(useAlertQuery())
  const [saveAlert] = useSaveAlertMutation()
  const saved = useSavedContent(alert, ALERT_API, alertValues)
  return (
    <ResourceView resource={alert} onRetry={alert.reload}>
      {(content) => (
        <ContentEditor<AlertValues>
          draftId="gazda/alert"
          {...saved(content)}
          validate={validate}
          fieldLabel={alertFieldLabel}
          save={(values, version) => saveAlert({ ...alertBody(values), version }).unwrap()}
          publicPath={() => '/'}
          preview={(values) => (
            <>
              <Preview values={values} name={ALERT.standing} />
              {values.scheduled.map((one, index) => (
                <div key={index}>
                  <p className={styles.muted}>{ALERT.scheduledOne(index)}</p>
                  <Preview values={one} name={ALERT.scheduledOne(index)} />
                </div>
              ))}
            </>
          )}
        >
          <fieldset className={styles.fieldset}>
            <legend>{ALERT.standing}</legend>
            <p className={styles.muted}>{ALERT.standingHint}</p>
            <AlertFields prefix="" />
          </fieldset>
          <ScheduledAlerts />
        </ContentEditor>
      )}
    </ResourceView>
  )
}
