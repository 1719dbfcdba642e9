// The mailing lists (issue #34): /gazda/listy-mailowe/, each list's counts, the send log and the
// suppression list (admins; a teacher sees their own classes' counts), and
// /gazda/wiadomosc-do-rodzicow/, a message to one class, several or all, with a preview as a
// parent gets it, a test send to oneself and the send. The server decides who may do what.
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik'
import { Link } from 'gatsby'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { FormErrorSummary, TextareaField, TextField } from '../../components/form'
import { useFieldFeedback } from '../../components/form/useFieldFeedback'
import type {
  MailingList,
  MessagePreview,
  SentMessage,
  Suppression,
} from '../../domain/api/mailing'
import {
  BODY_MAX_LENGTH,
  isEmailAddress,
  MAILING_MESSAGES,
  mailMessageErrors,
  SUBJECT_MAX_LENGTH,
  type MailMessageValues,
} from '../../domain/mailing'
import { formatSchoolDateTime } from '../../domain/schoolClock'
import { toFormikErrors } from '../../forms/formik'
import { messageOf } from '../api'
import { ConfirmButton } from '../ConfirmButton'
import { resourceOf } from '../query/resource'
import { showRefusal } from '../refusal'
import { staffPath } from '../routes'
import { Section } from '../Section'
import { useStaff } from '../session'
import { ErrorNote, ResourceView, StaffTable } from '../ui'
import {
  useAddSuppressionMutation,
  useMailingListsQuery,
  usePreviewMessageMutation,
  useRemoveSuppressionMutation,
  useUnsubscribeByRequestMutation,
  useSendLogQuery,
  useSendMessageMutation,
  useSuppressionsQuery,
  useTestMessageMutation,
} from './api'
import { MAILING } from './text'
import { CheckboxGroup } from '../ClassCheckboxes'
import { OneFieldForm } from './OneFieldForm'
import * as staffStyles from '../Staff.module.css'
import * as styles from './Mailing.module.css'
import type { ScreenViews } from '../routes'
import type { mailingScreens } from './screens'

/** The school's own lists; every other list is a class. */
const SCHOOL_LISTS = ['news', 'urgent']

/** /gazda/listy-mailowe/: the lists' counts; for admins also the send log and the suppressions. */
export function MailingListsView() {
  const { isAdmin } = useStaff()
  const lists = resourceOf(useMailingListsQuery())
  return (
    <ResourceView resource={lists} onRetry={lists.reload}>
      {({ lists: items }) => (
        <>
          <p className={staffStyles.actions}>
            <Link to={staffPath({ view: 'mailCompose' })} className="button button--primary">
              {MAILING.write}
            </Link>
          </p>
          <Section id="mailing-lists" heading={MAILING.listsTitle} hint={MAILING.listsHint}>
            <ListCounts lists={items} />
          </Section>
          {isAdmin && <SendLogSection />}
          {isAdmin && <SuppressionsSection />}
        </>
      )}
    </ResourceView>
  )
}

function ListCounts({ lists }: { lists: MailingList[] }) {
  return (
    <StaffTable
      caption={MAILING.listsCaption}
      columns={[MAILING.list, MAILING.confirmed, MAILING.pending]}
    >
      {lists.map((list) => (
        <tr key={list.id}>
          <th scope="row">{list.name}</th>
          <td>{list.confirmed}</td>
          <td>{list.pending}</td>
        </tr>
      ))}
    </StaffTable>
  )
}

/** "wysłane: 4, zablokowane: 1", in the order a delivery goes through. */
export function deliveriesText(deliveries: SentMessage['deliveries']) {
  const parts = Object.keys(MAILING.states)
    .filter((state) => (deliveries[state] ?? 0) > 0)
    .map((state) => [MAILING.states[state]!, deliveries[state]!] as const)
  const merged = new Map<string, number>()
  for (const [word, n] of parts) merged.set(word, (merged.get(word) ?? 0) + n)
  return merged.size === 0
    ? MAILING.noDeliveries
    : [...merged].map(([word, n]) => `${word}: ${n}`).join(', ')
}

function SendLogSection() {
  const log = resourceOf(useSendLogQuery())
  return (
    <Section id="mailing-log" heading={MAILING.logTitle}>
      <ResourceView resource={log} onRetry={log.reload}>
        {({ messages }) =>
          messages.length === 0 ? (
            <p>{MAILING.logEmpty}</p>
          ) : (
            <StaffTable
              caption={MAILING.logCaption}
              columns={[MAILING.at, MAILING.subject, MAILING.lists, MAILING.deliveries]}
            >
              {messages.map((message) => (
                <tr key={message.id}>
                  <td>{formatSchoolDateTime(message.at)}</td>
                  <th scope="row">{message.subject}</th>
                  <td>{message.lists.join(', ')}</td>
                  <td>{deliveriesText(message.deliveries)}</td>
                </tr>
              ))}
            </StaffTable>
          )
        }
      </ResourceView>
    </Section>
  )
}

function SuppressionsSection() {
  const list = resourceOf(useSuppressionsQuery())
  const [remove] = useRemoveSuppressionMutation()
  const [said, setSaid] = useState('')
  const [error, setError] = useState('')

  async function removeOne(address: string) {
    setSaid('')
    setError('')
    try {
      await remove({ email: address }).unwrap()
      setSaid(MAILING.removed(address))
    } catch (caught) {
      setError(messageOf(caught))
    }
  }

  return (
    <Section
      id="mailing-suppressions"
      heading={MAILING.suppressionsTitle}
      hint={MAILING.suppressionsHint}
    >
      <ResourceView resource={list} onRetry={list.reload}>
        {({ suppressions }) =>
          suppressions.length === 0 ? (
            <p>{MAILING.suppressionsEmpty}</p>
          ) : (
            <StaffTable
              caption={MAILING.suppressionsCaption}
              columns={[MAILING.address, MAILING.reason, MAILING.since, MAILING.action]}
            >
              {suppressions.map((item: Suppression) => (
                <tr key={item.address}>
                  <th scope="row">{item.address}</th>
                  <td>{MAILING.reasons[item.reason] ?? item.reason}</td>
                  <td>{formatSchoolDateTime(item.at)}</td>
                  <td>
                    {item.reason === 'admin' && (
                      <ConfirmButton
                        question={MAILING.removeQuestion(item.address)}
                        onConfirm={() => void removeOne(item.address)}
                      >
                        {MAILING.remove}
                        <span className="visually-hidden">: {item.address}</span>
                      </ConfirmButton>
                    )}
                  </td>
                </tr>
              ))}
            </StaffTable>
          )
        }
      </ResourceView>
      {said && <p role="status">{said}</p>}
      <ErrorNote message={error} />
      <AddSuppression />
      <UnsubscribeRequest />
    </Section>
  )
}

/** The List-Unsubscribe mailto's request: its subject holds the list's signed token. */
function UnsubscribeRequest() {
  const [unsubscribe] = useUnsubscribeByRequestMutation()
  return (
    <OneFieldForm
      title={MAILING.requestTitle}
      name="subject"
      label={MAILING.requestSubject}
      hint={MAILING.requestHint}
      submitLabel={MAILING.requestSubmit}
      validate={(subject) =>
        subject.includes('unsubscribe-') ? undefined : MAILING_MESSAGES.unsubscribeRequestInvalid
      }
      send={async (subject) => MAILING.requestDone((await unsubscribe({ subject }).unwrap()).list)}
    />
  )
}

function AddSuppression() {
  const [add] = useAddSuppressionMutation()
  return (
    <OneFieldForm
      title={MAILING.addTitle}
      name="email"
      type="email"
      label={MAILING.addEmail}
      hint={MAILING.addHint}
      submitLabel={MAILING.addSubmit}
      validate={(email) => (isEmailAddress(email) ? undefined : MAILING_MESSAGES.emailInvalid)}
      send={async (email) => {
        await add({ email }).unwrap()
        return MAILING.added(email)
      }}
    />
  )
}

/** A message's key (`staff:<uuid>`): one per message, so that a second click sends nothing more. */
export function newMessageKey(): string {
  if (typeof crypto.randomUUID === 'function') return `staff:${crypto.randomUUID()}`
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `staff:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const EMPTY: MailMessageValues = { lists: [], subject: '', text: '' }
type Action = 'preview' | 'test' | 'send'

/** /gazda/wiadomosc-do-rodzicow/: the lists this account may write to, then the message. */
export function MailComposeView() {
  const lists = resourceOf(useMailingListsQuery())
  return (
    <ResourceView resource={lists} onRetry={lists.reload}>
      {({ lists: items }) => <Compose lists={items} />}
    </ResourceView>
  )
}

function Compose({ lists }: { lists: MailingList[] }) {
  const { isTeacher, classes } = useStaff()
  // A teacher is offered their own classes only (the server answers so too, and refuses others).
  const offered = isTeacher
    ? lists.filter((list) => classes.includes(list.id) && !SCHOOL_LISTS.includes(list.id))
    : lists
  const known = offered.map((list) => list.id)
  const action = useRef<Action>('preview')
  const [key, setKey] = useState(newMessageKey)
  const [preview, setPreview] = useState<MessagePreview | null>(null)
  const [said, setSaid] = useState('')
  const [previewMessage] = usePreviewMessageMutation()
  const [testMessage] = useTestMessageMutation()
  const [sendMessage] = useSendMessageMutation()

  if (offered.length === 0) return <p>{MAILING.noClasses}</p>

  async function submit(values: MailMessageValues, helpers: FormikHelpers<MailMessageValues>) {
    const chosen = action.current
    action.current = 'preview'
    setSaid('')
    helpers.setStatus(undefined)
    try {
      if (chosen === 'preview') {
        setPreview(await previewMessage(values).unwrap())
      } else if (chosen === 'test') {
        setSaid(MAILING.testSent((await testMessage(values).unwrap()).to))
      } else {
        const { recipients } = await sendMessage({ ...values, key }).unwrap()
        helpers.resetForm()
        setPreview(null)
        setKey(newMessageKey())
        setSaid(MAILING.sent(recipients))
      }
    } catch (caught) {
      showRefusal(helpers, caught)
    }
  }

  return (
    <>
      {!isTeacher && (
        <p>
          <Link to={staffPath({ view: 'mailing' })}>{MAILING.backToLists}</Link>
        </p>
      )}
      <Formik<MailMessageValues>
        initialValues={EMPTY}
        validate={(values) =>
          toFormikErrors<MailMessageValues>(mailMessageErrors(values, known), (n) => n)
        }
        onSubmit={submit}
      >
        <Form noValidate className={styles.compose}>
          <FormErrorSummary />
          <ListsField
            lists={offered}
            hint={isTeacher ? MAILING.teacherHint : MAILING.recipientsHint}
          />
          <TextField
            name="subject"
            label={MAILING.subjectLabel}
            hint={MAILING.subjectHint}
            maxLength={SUBJECT_MAX_LENGTH}
            autoComplete="off"
            required
          />
          <TextareaField
            name="text"
            label={MAILING.textLabel}
            hint={MAILING.textHint}
            rows={12}
            maxLength={BODY_MAX_LENGTH}
            required
          />
          <Actions action={action} />
          <OnChange onChange={setPreview} />
        </Form>
      </Formik>
      {said && (
        <p role="status" className={styles.said}>
          {said}
        </p>
      )}
      {preview && <Preview preview={preview} />}
    </>
  )
}

/** A preview is of the message as it was: a change to it takes the preview away. */
function OnChange({ onChange }: { onChange: (preview: null) => void }) {
  const { values } = useFormikContext<MailMessageValues>()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) first.current = false
    else onChange(null)
  }, [values, onChange])
  return null
}

function Actions({ action }: { action: { current: Action } }) {
  const { submitForm, isSubmitting } = useFormikContext<MailMessageValues>()
  const run = (chosen: Action) => {
    if (isSubmitting) return
    action.current = chosen
    void submitForm()
  }
  return (
    <div className={staffStyles.actions}>
      <button type="submit" className="button" disabled={isSubmitting}>
        {MAILING.preview}
      </button>
      <button type="button" className="button" disabled={isSubmitting} onClick={() => run('test')}>
        {MAILING.sendTest}
      </button>
      <ConfirmButton question={MAILING.sendQuestion} onConfirm={() => run('send')}>
        {MAILING.send}
      </ConfirmButton>
      {isSubmitting && <span role="status">{MAILING.working}</span>}
    </div>
  )
}

/** The lists as checkboxes, each with its confirmed addresses; "all classes" ticks every class. */
function ListsField({ lists, hint }: { lists: MailingList[]; hint: string }) {
  const { field, helpers, errors, a11yProps } = useFieldFeedback<string[]>('lists')
  const chosen = field.value ?? []
  const classes = lists.filter((list) => !SCHOOL_LISTS.includes(list.id)).map((list) => list.id)
  return (
    <CheckboxGroup
      id={a11yProps.id}
      name="lists"
      legend={MAILING.recipients}
      hint={hint}
      options={lists.map((list) => ({
        value: list.id,
        label: MAILING.listOption(list.name, list.confirmed),
      }))}
      chosen={chosen}
      errors={errors}
      onChange={field.onChange}
      onBlur={field.onBlur}
    >
      {classes.length > 1 && (
        <button
          type="button"
          className="button"
          onClick={() => void helpers.setValue([...new Set([...chosen, ...classes])])}
        >
          {MAILING.allClasses}
        </button>
      )}
    </CheckboxGroup>
  )
}

function Preview({ preview }: { preview: MessagePreview }): ReactNode {
  return (
    <Section id="mailing-preview" heading={MAILING.previewTitle}>
      <p>{MAILING.previewReach(preview.recipients)}</p>
      <div className={styles.mail}>
        <p>
          <strong>{MAILING.previewSubject}</strong> {preview.subject}
        </p>
        <pre className={styles.body}>{preview.text}</pre>
      </div>
    </Section>
  )
}

/** The mailing lists' screens (./screens.ts). */
export const mailingViews: ScreenViews<typeof mailingScreens> = {
  mailing: () => <MailingListsView />,
  mailCompose: () => <MailComposeView />,
}
