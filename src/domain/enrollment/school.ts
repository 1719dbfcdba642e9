// What the school offers on the enrolment form (content/school/): levels, and the shifts that are
// active with at least one level. The form's selects and the API check choices against the same.
import { addFormError, emptyFormErrors, type FormErrors } from '../formErrorPayload'
import { studentFieldName } from './fieldNames'
import { STUDENT_LABELS } from './labels'
import { oneOfMessage } from './messages'
import type { EnrollmentValues } from './types'

export interface SchoolOptions {
  levels: ReadonlySet<string>
  /** The shifts enrolment offers, by id, each with the levels it teaches. */
  shifts: ReadonlyMap<number, ReadonlySet<string>>
}

/** A building (shift) as content/school/buildings.yaml gives it. */
export interface BuildingEntry {
  id: number
  active: boolean
  levels?: readonly string[] | null
}

/** Only active shifts with at least one level are offered (SPEC.md §3 "Student block"). */
export function isOffered(building: BuildingEntry): boolean {
  return building.active && (building.levels?.length ?? 0) > 0
}

export function schoolOptionsOf(
  levelIds: readonly string[],
  buildings: readonly BuildingEntry[],
): SchoolOptions {
  const shifts = new Map<number, ReadonlySet<string>>()
  for (const building of buildings) {
    if (isOffered(building)) shifts.set(building.id, new Set(building.levels))
  }
  return { levels: new Set(levelIds), shifts }
}

/** Each student's level and shift must be offered, and the shift must teach that level. */
export function schoolChoiceErrors(
  values: Pick<EnrollmentValues, 'students'>,
  school: SchoolOptions,
): FormErrors {
  const errors = emptyFormErrors()
  values.students.forEach((student, index) => {
    const shift = /^\d+$/.test(student.buildingId)
      ? school.shifts.get(Number(student.buildingId))
      : undefined
    if (!school.levels.has(student.level) || (shift && !shift.has(student.level))) {
      addFormError(errors, studentFieldName(index, 'level'), oneOfMessage(STUDENT_LABELS.level))
    }
    if (!shift) {
      addFormError(
        errors,
        studentFieldName(index, 'buildingId'),
        oneOfMessage(STUDENT_LABELS.buildingId),
      )
    }
  })
  return errors
}
