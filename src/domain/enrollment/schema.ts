// The enrolment form's yup schema: every rule of SPEC.md §5 "Parents", "Address" and "Student".
import { array, object, type ObjectSchema } from 'yup'
import {
  BIRTH_DATE_MAX,
  BIRTH_DATE_MIN,
  LIMITS,
  MAX_STUDENTS,
  MIN_STUDENTS,
  PHOTOS,
  SUBJECTS,
  US_STATE_CODES,
} from './constants'
import { ENROLLMENT_LABELS as L, STUDENT_LABELS as S } from './labels'
import { NOT_A_FORM_MESSAGE, studentsCountMessage, unknownFieldsMessage } from './messages'
import * as rule from './rules'
import type { EnrollmentField, EnrollmentValues, StudentValues } from './types'

const MOTHER = ['motherFirstName', 'motherLastName', 'motherEmail', 'motherPhone'] as const
const FATHER = ['fatherFirstName', 'fatherLastName', 'fatherEmail', 'fatherPhone'] as const
const PARENT_FIRST_NAMES = ['motherFirstName', 'fatherFirstName'] as const

type ParentField = (typeof MOTHER)[number] | (typeof FATHER)[number]

/** Required as soon as any other field of the same parent is filled. */
const parentField = (name: ParentField) => {
  const block: readonly ParentField[] = name.startsWith('mother') ? MOTHER : FATHER
  const siblings = block.filter((other) => other !== name)
  return rule.text().test(rule.requiredIf(L[name], siblings))
}

type Text = ReturnType<typeof rule.text>

/** otherThen against each named field, compared through `key` (phone digits, e-mail case). */
const differsFrom = (
  schema: Text,
  name: EnrollmentField,
  others: readonly EnrollmentField[],
  key: (value: string) => string,
) =>
  others.reduce(
    (result, other) => result.test(rule.otherThen(L[name], { name: other, label: L[other] }, key)),
    schema,
  )

const firstName = (name: 'motherFirstName' | 'fatherFirstName') =>
  parentField(name)
    .test(rule.atLeastOne(PARENT_FIRST_NAMES.filter((other) => other !== name)))
    .test(rule.max(L[name], LIMITS.firstName))

const email = (name: 'motherEmail' | 'fatherEmail', other: 'motherEmail' | 'fatherEmail') =>
  differsFrom(
    parentField(name).test(rule.emailIfNotEmpty(L[name])).test(rule.max(L[name], LIMITS.email)),
    name,
    [other],
    rule.emailKey,
  )

const phone = (name: 'motherPhone' | 'fatherPhone', others: readonly EnrollmentField[]) =>
  differsFrom(parentField(name).test(rule.validPhone(L[name])), name, others, rule.phoneDigits)

/** SPEC.md §5 "Emergency phone": required, valid, differs from both parents' phones. */
const erPhone = differsFrom(
  rule.text().test(rule.required(L.erPhone)).test(rule.validPhone(L.erPhone)),
  'erPhone',
  ['motherPhone', 'fatherPhone'],
  rule.phoneDigits,
)

const comments = (label: typeof L.comments) => rule.text().test(rule.max(label, LIMITS.comments))

export const studentSchema: ObjectSchema<StudentValues> = object({
  firstName: rule
    .text()
    .test(rule.required(S.firstName))
    .test(rule.max(S.firstName, LIMITS.firstName)),
  lastName: rule.text().test(rule.required(S.lastName)).test(rule.max(S.lastName, LIMITS.lastName)),
  birthDate: rule
    .text()
    .test(rule.required(S.birthDate))
    .test(rule.isoDate(S.birthDate))
    .test(rule.dateBetween(S.birthDate, BIRTH_DATE_MIN, BIRTH_DATE_MAX)),
  birthCountry: rule
    .text()
    .test(rule.required(S.birthCountry))
    .test(rule.max(S.birthCountry, LIMITS.birthCountry)),
  level: rule.text().test(rule.required(S.level)),
  buildingId: rule.text().test(rule.required(S.buildingId)).test(rule.oneOf(S.buildingId, /^\d+$/)),
  subjects: rule.choice(S.subjects, SUBJECTS),
  comments: comments(S.comments),
})
  .strict()
  .noUnknown(true, unknownFieldsMessage)
  .typeError(NOT_A_FORM_MESSAGE)
  .nonNullable(NOT_A_FORM_MESSAGE)
  .defined(NOT_A_FORM_MESSAGE)

export const enrollmentSchema: ObjectSchema<EnrollmentValues> = object({
  motherFirstName: firstName('motherFirstName'),
  motherLastName: parentField('motherLastName').test(rule.max(L.motherLastName, LIMITS.lastName)),
  motherEmail: email('motherEmail', 'fatherEmail'),
  motherPhone: phone('motherPhone', ['fatherPhone', 'erPhone']),
  fatherFirstName: firstName('fatherFirstName'),
  fatherLastName: parentField('fatherLastName').test(rule.max(L.fatherLastName, LIMITS.lastName)),
  fatherEmail: email('fatherEmail', 'motherEmail'),
  fatherPhone: phone('fatherPhone', ['motherPhone', 'erPhone']),
  // SPEC.md §5: of the emergency contact only the phone is required (issue #19).
  erFirstName: rule.text().test(rule.max(L.erFirstName, LIMITS.firstName)),
  erLastName: rule.text().test(rule.max(L.erLastName, LIMITS.lastName)),
  erEmail: rule
    .text()
    .test(rule.emailIfNotEmpty(L.erEmail))
    .test(rule.max(L.erEmail, LIMITS.email)),
  erPhone,
  address: rule
    .text()
    .test(rule.required(L.address))
    .test(rule.min(L.address, LIMITS.addressMin))
    .test(rule.max(L.address, LIMITS.addressMax)),
  city: rule.text().test(rule.required(L.city)).test(rule.max(L.city, LIMITS.city)),
  state: rule
    .text()
    .test(rule.required(L.state))
    .test(rule.exactLength(L.state, LIMITS.state))
    .test(rule.oneOf(L.state, US_STATE_CODES)),
  zip: rule
    .text()
    .test(rule.required(L.zip))
    .test(rule.numeric(L.zip))
    .test(rule.exactLength(L.zip, LIMITS.zip)),
  comments: comments(L.comments),
  photo: rule.choice(L.photo, PHOTOS),
  students: array(studentSchema)
    .strict()
    .typeError(NOT_A_FORM_MESSAGE)
    .defined(studentsCountMessage(MIN_STUDENTS, MAX_STUDENTS))
    .min(MIN_STUDENTS, studentsCountMessage(MIN_STUDENTS, MAX_STUDENTS))
    .max(MAX_STUDENTS, studentsCountMessage(MIN_STUDENTS, MAX_STUDENTS)),
})
  .strict()
  .noUnknown(true, unknownFieldsMessage)
  .typeError(NOT_A_FORM_MESSAGE)
  .nonNullable(NOT_A_FORM_MESSAGE)
  .defined(NOT_A_FORM_MESSAGE)
