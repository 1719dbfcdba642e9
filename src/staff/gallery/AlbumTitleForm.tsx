import { Form, Formik, type FormikHelpers } from 'formik'
import { FormErrorSummary, SubmitButton, TextField } from '../../components/form'
import { ALBUM_MESSAGES, albumSlug } from '../../domain/content/editing/album'
import { EDIT_LIMITS } from '../../domain/content/editing/limits'
import { showRefusal } from '../refusal'
import { useRenameAlbumMutation, type AlbumKey } from './api'
import { GALLERY } from './text'
import { Section } from '../Section'

interface Props {
  albumKey: AlbumKey
  title: string
  version: string | number
  onRenamed: () => void
}

const validate = ({ title }: { title: string }) =>
  !albumSlug(title) || title.trim().length > EDIT_LIMITS.title
    ? { title: ALBUM_MESSAGES.title }
    : {}

/** The album's title (issue #18); its folder and address stay, so links to it keep working. */
export function AlbumTitleForm({ albumKey, title, version, onRenamed }: Props) {
  const [renameAlbum] = useRenameAlbumMutation()

  async function rename(values: { title: string }, helpers: FormikHelpers<{ title: string }>) {
    try {
      await renameAlbum({ ...albumKey, title: values.title, version }).unwrap()
      onRenamed()
    } catch (caught) {
      showRefusal(helpers, caught)
    }
  }

  return (
    <Section id="gallery-title" heading={GALLERY.renameHeading} hint={GALLERY.renameHint}>
      <Formik initialValues={{ title }} validate={validate} onSubmit={rename} enableReinitialize>
        <Form noValidate>
          <FormErrorSummary />
          <TextField name="title" label={GALLERY.newTitle} required />
          <SubmitButton label={GALLERY.rename} />
        </Form>
      </Formik>
    </Section>
  )
}
