// The form names a student's fields student-{index}-{key} (SPEC.md §3); the schema validates
// students[index].key. Error payloads speak the form's names.
import { ENROLLMENT_FIELDS, STUDENT_FIELDS, type StudentField } from './types'

const SCHEMA_PATH = /^students\[(\d+)\]\.(\w+)$/
const FIELD_NAME = /^student-(\d+)-(\w+)$/

export function studentFieldName(index: number, field: StudentField): string {
  return `student-${index}-${field}`
}

/** 'students[0].firstName' → 'student-0-firstName'; any other path is returned as it is. */
export function toFieldName(path: string): string {
  const match = SCHEMA_PATH.exec(path)
  return match ? `student-${match[1]}-${match[2]}` : path
}

/** 'student-0-firstName' → 'students[0].firstName'; any other name is returned as it is. */
export function toSchemaPath(fieldName: string): string {
  const match = FIELD_NAME.exec(fieldName)
  return match ? `students[${match[1]}].${match[2]}` : fieldName
}

/** The form field of a yup path, or undefined when the path is no field (the form, a student). */
export function enrollmentFieldNameOf(path: string): string | undefined {
  const student = SCHEMA_PATH.exec(path)
  if (student)
    return (STUDENT_FIELDS as readonly string[]).includes(student[2]!)
      ? toFieldName(path)
      : undefined
  return (ENROLLMENT_FIELDS as readonly string[]).includes(path) ? path : undefined
}
