import {
  enrollmentFieldNameOf,
  studentFieldName,
  toFieldName,
  toSchemaPath,
} from '../../../src/domain/enrollment'

describe('the student field names (SPEC.md §3 "Student block")', () => {
  it.each([
    ['students[0].firstName', 'student-0-firstName'],
    ['students[12].birthDate', 'student-12-birthDate'],
  ])("map the schema's %s to the form's %s", (path, name) => {
    expect(toFieldName(path)).toBe(name)
  })

  it('map the form’s student-1-level back to students[1].level', () => {
    expect(toSchemaPath('student-1-level')).toBe('students[1].level')
  })

  it('leave the other fields as they are', () => {
    expect(toFieldName('motherEmail')).toBe('motherEmail')
    expect(toSchemaPath('motherEmail')).toBe('motherEmail')
  })

  it('are built by studentFieldName and survive the round trip', () => {
    const name = studentFieldName(2, 'buildingId')
    expect(name).toBe('student-2-buildingId')
    expect(toFieldName(toSchemaPath(name))).toBe(name)
  })
})

describe('the field of an error', () => {
  it('is the form field name for a known field', () => {
    expect(enrollmentFieldNameOf('zip')).toBe('zip')
    expect(enrollmentFieldNameOf('students[0].comments')).toBe('student-0-comments')
  })

  it('is none for the list, a whole student or an unknown key, so the error is the form’s', () => {
    expect(enrollmentFieldNameOf('students')).toBeUndefined()
    expect(enrollmentFieldNameOf('students[0]')).toBeUndefined()
    expect(enrollmentFieldNameOf('students[0].age')).toBeUndefined()
    expect(enrollmentFieldNameOf('age')).toBeUndefined()
  })
})
