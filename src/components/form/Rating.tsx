import { useState } from 'react'
import { ratingLabel, ratingOptionsIn, type RatingValue } from '../../domain/survey/answers'
import { useLanguage } from '../../i18n/useText'
import { StarIcon } from '../icons'
import { GroupFrame, type FieldBaseProps } from './FieldFrame'
import { fieldId } from './useFieldFeedback'
import { useFramedField } from './useFramedField'
import * as styles from './Rating.module.css'

export type RatingProps = FieldBaseProps

/**
 * SPEC.md §4 "Rating": five stars that are five real radios, so arrow keys, Tab and screen
 * readers ("Dobrze, 4 z 5") work as for any radio group, in the page's language. A click sets "1"–"5"; hovering a star
 * previews its label; otherwise the current value's label is shown.
 */
export function Rating(props: RatingProps) {
  const { name, disabled } = props
  const { field, helpers, a11yProps, frameProps } = useFramedField<RatingValue | ''>(props)
  const [preview, setPreview] = useState<RatingValue | ''>('')
  const language = useLanguage()
  const shown = preview || field.value || ''
  const lit = Number(shown) || 0

  return (
    <GroupFrame {...frameProps} a11yProps={a11yProps}>
      <div className={styles.rating}>
        <div className={styles.stars} onMouseLeave={() => setPreview('')}>
          {ratingOptionsIn(language).map((option, index) => {
            const id = `${fieldId(name)}-${option.value}`
            return (
              <span key={option.value} className={styles.star}>
                <input
                  id={id}
                  type="radio"
                  className={`visually-hidden ${styles.radio}`}
                  name={field.name}
                  value={option.value}
                  checked={field.value === option.value}
                  onChange={() => {
                    // Touched first without validating: Formik would validate the old value.
                    void helpers.setTouched(true, false)
                    void helpers.setValue(option.value)
                  }}
                  onBlur={field.onBlur}
                  disabled={disabled}
                />
                <label
                  htmlFor={id}
                  className={index < lit ? `${styles.label} ${styles.lit}` : styles.label}
                  onMouseEnter={() => !disabled && setPreview(option.value)}
                >
                  <StarIcon fill={index < lit ? 'currentColor' : 'none'} />
                  <span className="visually-hidden">{option.label}</span>
                </label>
              </span>
            )
          })}
        </div>
        {/* Hidden from screen readers: the checked radio already says its label. */}
        <span className={styles.caption} aria-hidden="true">
          {ratingLabel(shown, language)}
        </span>
      </div>
    </GroupFrame>
  )
}
