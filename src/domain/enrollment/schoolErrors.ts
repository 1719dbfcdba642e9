// The API's and the form's check of each student's class and shift against what the school offers
// (school.ts).
import { addFormError, emptyFormErrors, type FormErrors } from '../formErrorPayload'
import { studentFieldName } from './fieldNames'
import type { Language } from '../i18n/languages'
import { studentDescriptionsIn } from './english'
import { oneOfMessage } from './messages'
import type { SchoolOptions } from './school'
import type { EnrollmentValues } from './types'

/** Each student's level and shift must be offered, and the shift must teach that level. */
export function schoolChoiceErrors(
  values: Pick<EnrollmentValues, 'students'>,
  school: SchoolOptions,
  language: Language = 'pl',
): FormErrors {
  const errors = emptyFormErrors()
  const labels = studentDescriptionsIn(language)
  values.students.forEach((student, index) => {
    const shift = /^\d+$/.test(student.buildingId)
      ? school.shifts.get(Number(student.buildingId))
      : undefined
    if (!school.levels.has(student.level) || (shift && !shift.has(student.level))) {
      addFormError(errors, studentFieldName(index, 'level'), oneOfMessage(labels.level), {
        code: 'oneOf',
      })
    }
    if (!shift) {
      addFormError(errors, studentFieldName(index, 'buildingId'), oneOfMessage(labels.buildingId), {
        code: 'oneOf',
      })
    }
  })
  return errors
}
