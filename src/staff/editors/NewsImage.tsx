import { Form, Formik, type FormikHelpers } from 'formik'
import { useState } from 'react'
import { FormErrorSummary, SubmitButton, TextField } from '../../components/form'
import { checkedImageAlt, IMAGE_ALT_MAX } from '../../domain/content/newsImage'
import { isStaffError, isUnauthorized, messageOf } from '../api'
import { ConfirmButton } from '../ConfirmButton'
import {
  newsImagePath,
  useRemoveNewsImageMutation,
  useSaveNewsImageAltMutation,
  useUploadNewsImageMutation,
} from './newsImageApi'
import { showRefusal } from '../refusal'
import { Section } from '../Section'
import { EDITOR } from './text/editing'
import { GALLERY } from '../gallery/text'
import { NEWS_IMAGE } from './text/newsImage'
import type { Versioned } from '../types'
import { ErrorNote } from '../ui'
import { photoTypeOf } from '../gallery/PhotoUpload'
import { PhotoFileField } from '../gallery/PhotoFileField'
import { PhotoPreview } from '../gallery/PhotoPreview'
import * as styles from '../Staff.module.css'
import * as own from './NewsImage.module.css'

interface Values {
  photo: File | null
  imageAlt: string
}

export interface NewsImageProps {
  id: string
  title: string
  /** The item's `image` and `imageAlt`, null when it has no photo. */
  image: string | null
  imageAlt: string | null
  /** The item's version now: each change here is a save of the item over it. */
  version: Versioned['version']
  /** After a change went through, or to read the item again after someone else's. */
  onChanged: () => void
  onReload: () => void
}

/** The photo: required for the first one; when replacing, the description may change alone. */
function PhotoField({ replacing }: { replacing: boolean }) {
  return (
    <PhotoFileField
      label={replacing ? NEWS_IMAGE.replacePhoto : NEWS_IMAGE.photo}
      hint={NEWS_IMAGE.photoHint}
      required={!replacing}
    />
  )
}

/**
 * A news item's photo (issue #30), below its text: a new one with its description (required), a
 * new description alone, or removing it. The server turns it upright, removes its metadata and
 * shrinks it (server/content/photoProcess.ts); the public page shows it after the publish.
 */
export function NewsImage({
  id,
  title,
  image,
  imageAlt,
  version,
  onChanged,
  onReload,
}: NewsImageProps) {
  const [upload] = useUploadNewsImageMutation()
  const [saveAlt] = useSaveNewsImageAltMutation()
  const [remove] = useRemoveNewsImageMutation()
  const [done, setDone] = useState('')
  const [conflict, setConflict] = useState(false)
  const [removeError, setRemoveError] = useState('')

  function validate({ photo, imageAlt: alt }: Values) {
    const errors: Partial<Record<keyof Values, string>> = {}
    if (photo && !photoTypeOf(photo)) errors.photo = GALLERY.notPhoto(photo.name)
    else if (!photo && !image) errors.photo = NEWS_IMAGE.choosePhoto
    const checked = checkedImageAlt(alt)
    if ('problem' in checked) errors.imageAlt = checked.problem
    return errors
  }

  const refused = (caught: unknown) => isStaffError(caught) && caught.status === 409

  async function submit({ photo, imageAlt: alt }: Values, helpers: FormikHelpers<Values>) {
    setDone('')
    setConflict(false)
    try {
      if (photo) {
        await upload({ id, photo, type: photoTypeOf(photo)!, alt, version }).unwrap()
        setDone(NEWS_IMAGE.added)
      } else {
        await saveAlt({ id, imageAlt: alt, version }).unwrap()
        setDone(NEWS_IMAGE.altSaved)
      }
      onChanged()
    } catch (caught) {
      setConflict(refused(caught))
      showRefusal(helpers, caught)
    }
  }

  async function removeImage() {
    setDone('')
    setConflict(false)
    setRemoveError('')
    try {
      await remove({ id, version }).unwrap()
      setDone(NEWS_IMAGE.removed)
      onChanged()
    } catch (caught) {
      if (isUnauthorized(caught)) return
      setConflict(refused(caught))
      setRemoveError(messageOf(caught))
    }
  }

  return (
    <Section id="news-image" heading={NEWS_IMAGE.heading} hint={NEWS_IMAGE.hint}>
      {image ? (
        <figure className={own.current}>
          <PhotoPreview path={`${newsImagePath(id)}?v=${String(version)}`} alt={imageAlt ?? ''} />
          <figcaption className={styles.muted}>{NEWS_IMAGE.current}</figcaption>
        </figure>
      ) : (
        <p>{NEWS_IMAGE.none}</p>
      )}
      <Formik<Values>
        // A new version (this change or another's) starts the form from what is saved.
        key={String(version)}
        initialValues={{ photo: null, imageAlt: imageAlt ?? '' }}
        validate={validate}
        onSubmit={submit}
      >
        <Form noValidate>
          <FormErrorSummary />
          <PhotoField replacing={image !== null} />
          <TextField
            name="imageAlt"
            label={NEWS_IMAGE.alt}
            hint={NEWS_IMAGE.altHint}
            maxLength={IMAGE_ALT_MAX}
            required
          />
          <SubmitButton label={image ? NEWS_IMAGE.save : NEWS_IMAGE.add} />
        </Form>
      </Formik>
      {image && (
        <p>
          <ConfirmButton
            question={NEWS_IMAGE.removeQuestion(title)}
            onConfirm={() => void removeImage()}
          >
            {NEWS_IMAGE.remove}
          </ConfirmButton>
        </p>
      )}
      <ErrorNote message={removeError} />
      {conflict && (
        <p>
          <button type="button" className="button" onClick={onReload}>
            {EDITOR.reload}
          </button>
        </p>
      )}
      {done && <p role="status">{done}</p>}
    </Section>
  )
}
