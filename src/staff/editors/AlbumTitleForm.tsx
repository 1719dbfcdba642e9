import { Form, Formik, type FormikHelpers } from 'formik'
import { FormErrorSummary, SubmitButton, TextField } from '../../components/form'
import { ALBUM_MESSAGES, albumSlug } from '../../domain/content/editing/album'
import { EDIT_LIMITS } from '../../domain/content/editing/limits'
import { showRefusal } from '../refusal'
import { useRenameAlbumMutation, type AlbumKey } from '../query/content'
import { GALLERY } from '../text/gallery'
import * as styles from '../Staff.module.css'

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
    <section aria-labelledby="gallery-title" className={styles.section}>
      <h2 id="gallery-title">{GALLERY.renameHeading}</h2>
      <p className={styles.muted}>{GALLERY.renameHint}</p>
      <Formik initialValues={{ title }} validate={validate} onSubmit={rename} enableReinitialize>
        <Form noValidate>
          <FormErrorSummary />
          <TextField name="title" label={GALLERY.newTitle} required />
          <SubmitButton label={GALLERY.rename} />
        </Form>
      </Formik>
    </section>
  )
}
