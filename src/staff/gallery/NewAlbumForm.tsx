import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik'
import { navigate } from 'gatsby'
import { FormErrorSummary, SelectField, SubmitButton, TextField } from '../../components/form'
import { albumSlug, newAlbumErrors, type NewAlbum } from '../../domain/content/editing/album'
import { ALBUM_EVENTS } from '../../domain/content/vocabulary'
import { routes } from '../../domain/routes'
import { currentSchoolYear, schoolDay } from '../../domain/schoolTime'
import { InputField } from '../InputField'
import { showRefusal } from '../refusal'
import { staffPath } from '../routes'
import { useCreateAlbumMutation } from './api'
import { ALBUM_EVENT_LABELS, GALLERY } from './text'
import { PhotoFileField } from './PhotoFileField'
import { photoTypeOf } from './PhotoUpload'
import { Section } from '../Section'
import * as styles from '../Staff.module.css'

type Values = NewAlbum & { photo: File | null }

const EVENT_OPTIONS = ALBUM_EVENTS.map((value) => ({ value, label: ALBUM_EVENT_LABELS[value] }))

function validate(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = newAlbumErrors(values)
  if (!values.photo) errors.photo = GALLERY.choosePhoto
  else if (!photoTypeOf(values.photo)) errors.photo = GALLERY.notPhoto(values.photo.name)
  return errors
}

/** Where the album will be on the site, from the title as it is typed. */
function AlbumAddress() {
  const { values } = useFormikContext<Values>()
  const slug = albumSlug(values.title)
  if (!slug) return null
  return (
    <p className={styles.muted}>{GALLERY.newAddress(routes.galleryAlbum(values.years, slug))}</p>
  )
}

/**
 * A new album, and with it a new school year when there is none yet (issue #18). It is sent with
 * its first photo: the site has no album without one (content/README.md).
 */
export function NewAlbumForm() {
  const [createAlbum] = useCreateAlbumMutation()

  async function create({ photo, ...album }: Values, helpers: FormikHelpers<Values>) {
    try {
      const { years, title, date, event } = album
      const params = { title, date, event }
      const answer = await createAlbum({
        years,
        params,
        photo: photo!,
        type: photoTypeOf(photo!)!,
      }).unwrap()
      void navigate(staffPath({ view: 'album', years: answer.years, slug: answer.slug }), {
        state: { savedAt: Date.now() },
      })
    } catch (caught) {
      showRefusal(helpers, caught)
    }
  }

  return (
    <Section id="gallery-new" heading={GALLERY.newAlbumHeading} hint={GALLERY.newAlbumHint}>
      <Formik<Values>
        initialValues={{
          years: currentSchoolYear(),
          title: '',
          date: schoolDay(),
          event: 'inne',
          photo: null,
        }}
        validate={validate}
        onSubmit={create}
      >
        <Form noValidate>
          <FormErrorSummary />
          <TextField name="years" label={GALLERY.newYears} required />
          <TextField name="title" label={GALLERY.newTitle} required />
          <AlbumAddress />
          <InputField name="date" type="date" label={GALLERY.newDate} required />
          <SelectField name="event" label={GALLERY.newEvent} options={EVENT_OPTIONS} required />
          <PhotoFileField label={GALLERY.newPhoto} required />
          <SubmitButton label={GALLERY.createAlbum} />
        </Form>
      </Formik>
    </Section>
  )
}
