// A photo's file in a form (the field `photo`): a file, so kept in Formik by setFieldValue rather
// than the input's value. The album's first photo and a news item's photo.
import { useFormikContext } from 'formik'
import { FieldFrame } from '../../components/form'
import * as frame from '../../components/form/FieldFrame.module.css'
import { useFieldFeedback } from '../../components/form/useFieldFeedback'
import { PHOTO_ACCEPT } from './PhotoUpload'

interface PhotoFileFieldProps {
  label: string
  hint?: string
  required: boolean
}

export function PhotoFileField({ label, hint, required }: PhotoFileFieldProps) {
  const { setFieldValue } = useFormikContext<{ photo: File | null }>()
  const { errors, a11yProps } = useFieldFeedback<File | null>('photo', hint)
  return (
    <FieldFrame name="photo" label={label} hint={hint} required={required} errors={errors}>
      <input
        {...a11yProps}
        name="photo"
        type="file"
        accept={PHOTO_ACCEPT}
        className={frame.control}
        onChange={(event) => void setFieldValue('photo', event.target.files?.[0] ?? null)}
      />
    </FieldFrame>
  )
}
