// The form of a new dated entry (a news item, a bulletin): its title, a date to choose and its
// text; once the server has created it, its own editor opens (openCreated).
import type { FormikErrors } from 'formik'
import type { ReactNode } from 'react'
import { schoolDay } from '../../domain/schoolTime'
import type { CreateAnswer, DatedCreate } from '../../domain/api/content'
import { Section } from '../Section'
import { ContentEditor } from './ContentEditor'
import { DatedPreview } from './preview'
import { openCreated } from './RemovedNotice'

interface NewDatedEntryProps<V extends DatedCreate> {
  /** The section's id and heading. */
  id: string
  heading: string
  draftId: string
  /** The kind's own fields beyond the title, the date and the text. */
  more: Omit<V, keyof DatedCreate>
  onReload: () => void
  validate: (values: V) => FormikErrors<V>
  submitLabel: string
  create: (values: DatedCreate) => Promise<CreateAnswer>
  /** The new entry's editor. */
  editorPath: (id: string) => string
  publicPath: string
  children: ReactNode
}

export function NewDatedEntry<V extends DatedCreate>(props: NewDatedEntryProps<V>) {
  const { create, editorPath, publicPath } = props
  return (
    <Section id={props.id} heading={props.heading}>
      <ContentEditor<V>
        draftId={props.draftId}
        initial={{ title: '', date: schoolDay(), body: '', ...props.more } as V}
        version={0}
        onReload={props.onReload}
        validate={props.validate}
        submitLabel={props.submitLabel}
        save={async ({ title, date, body }) => {
          const answer = await create({ title, date, body })
          return openCreated(editorPath(answer.id), answer)
        }}
        publicPath={() => publicPath}
        preview={(values) => <DatedPreview values={values} />}
      >
        {props.children}
      </ContentEditor>
    </Section>
  )
}
