// The enrolment form's yup schema: every rule of SPEC.md §5 "Parents", "Address" and "Student".
// Each field's plain rules (required, lengths, dates, choices) come from its description
// (fields.ts); the rules the spec names for the parents and the phones are added here.
import { array, object, type AnySchema, type ObjectSchema } from 'yup'
import { LIMITS, MAX_STUDENTS, MIN_STUDENTS, US_STATE_CODES } from './constants'
import type { Language } from '../i18n/languages'
import { familyDescriptionsIn, studentDescriptionsIn } from './english'
import { CHECKED, type EnrollmentField, type FieldDescription } from './fields'
import { notAFormMessage, studentsCountMessage, unknownFieldsMessageIn } from './messages'
import * as rule from './rules'
import type { EnrollmentValues, StudentValues } from './types'

/**
 * A field's rules from its description, in the order their messages come first: required, then
 * `first` (the spec's conditional rules), the form of the value, then its length.
 */
function described(field: FieldDescription, first: readonly rule.Rule[] = []) {
  if (field.options)
    return rule.choice(
      field,
      field.options.map((option) => option.value),
    )
  const tests: (rule.Rule | false | undefined)[] = [
    field.required && rule.required(field),
    ...first,
    field.input === 'email' && rule.emailIfNotEmpty(field),
    field.input === 'tel' && rule.validPhone(field),
    field.input === 'text' && rule.noLinks(field),
    field.input === 'date' && rule.isoDate(field),
    field.earliest !== undefined &&
      field.latest !== undefined &&
      rule.dateBetween(field, field.earliest, field.latest),
    field.numeric && rule.numeric(field),
    field.min !== undefined && rule.min(field, field.min),
    field.max !== undefined && rule.max(field, field.max),
    field.length !== undefined && rule.exactLength(field, field.length),
    field.digits && rule.oneOf(field, /^\d+$/),
    field.input === 'checkbox' && rule.oneOf(field, [CHECKED]),
  ]
  return tests.reduce<ReturnType<typeof rule.text>>(
    (schema, test) => (test ? schema.test(test) : schema),
    rule.text(),
  )
}

/** An object of the described fields, with `special` rules where a field has them. */
const shape = <F extends string>(
  descriptions: Record<F, FieldDescription>,
  special: Partial<Record<F, AnySchema>> = {},
) =>
  Object.fromEntries(
    (Object.keys(descriptions) as F[]).map((name) => [
      name,
      special[name] ?? described(descriptions[name]),
    ]),
  )

/** Strict (nothing cast), no unknown field, and a form-level message for what is no form. */
const form = <T extends object>(fields: Record<string, AnySchema>, language: Language) =>
  (object(fields) as unknown as ObjectSchema<T>)
    .strict()
    .noUnknown(true, unknownFieldsMessageIn(language))
    .typeError(notAFormMessage(language))
    .nonNullable(notAFormMessage(language))
    .defined(notAFormMessage(language))

const MOTHER = ['motherFirstName', 'motherLastName', 'motherEmail', 'motherPhone'] as const
const FATHER = ['fatherFirstName', 'fatherLastName', 'fatherEmail', 'fatherPhone'] as const
const PARENT_FIRST_NAMES = ['motherFirstName', 'fatherFirstName'] as const

type ParentField = (typeof MOTHER)[number] | (typeof FATHER)[number]

export interface EnrollmentSchemas {
  student: ObjectSchema<StudentValues>
  enrollment: ObjectSchema<EnrollmentValues>
}

/**
 * The schemas with their messages in a language (issue #35): the same rules, the fields named in
 * that language's words.
 */
function schemasIn(language: Language): EnrollmentSchemas {
  const L = familyDescriptionsIn(language)

  /** A parent's field: required as soon as any other field of the same parent is filled. */
  const parentField = (name: ParentField, ...more: rule.Rule[]) => {
    const block: readonly ParentField[] = name.startsWith('mother') ? MOTHER : FATHER
    const siblings = block.filter((other) => other !== name)
    return described(L[name], [rule.requiredIf(L[name], siblings), ...more]) as rule.TextSchema
  }

  /** SPEC.md §5: at least one of the two parents' first names. */
  const firstName = (name: (typeof PARENT_FIRST_NAMES)[number]) =>
    parentField(
      name,
      rule.atLeastOne(
        PARENT_FIRST_NAMES.filter((other) => other !== name),
        language,
      ),
    )

  const email = (name: 'motherEmail' | 'fatherEmail', other: 'motherEmail' | 'fatherEmail') =>
    rule.differsFrom(L, parentField(name), name, [other], rule.emailKey)

  const phone = (name: 'motherPhone' | 'fatherPhone', others: readonly EnrollmentField[]) =>
    rule.differsFrom(L, parentField(name), name, others, rule.phoneDigits)

  const student = form<StudentValues>(shape(studentDescriptionsIn(language)), language)
  const students = studentsCountMessage(MIN_STUDENTS, MAX_STUDENTS, language)

  const enrollment = form<EnrollmentValues>(
    {
      ...shape(L, {
        motherFirstName: firstName('motherFirstName'),
        motherLastName: parentField('motherLastName'),
        motherEmail: email('motherEmail', 'fatherEmail'),
        motherPhone: phone('motherPhone', ['fatherPhone', 'erPhone']),
        fatherFirstName: firstName('fatherFirstName'),
        fatherLastName: parentField('fatherLastName'),
        fatherEmail: email('fatherEmail', 'motherEmail'),
        fatherPhone: phone('fatherPhone', ['motherPhone', 'erPhone']),
        // SPEC.md §5 "Emergency phone": required, valid, differs from both parents' phones; of the
        // emergency contact only the phone is required (issue #19).
        erPhone: rule.differsFrom(
          L,
          described(L.erPhone) as rule.TextSchema,
          'erPhone',
          ['motherPhone', 'fatherPhone'],
          rule.phoneDigits,
        ),
        // Two letters, and one of the 50 states' codes.
        state: rule
          .text()
          .test(rule.required(L.state))
          .test(rule.exactLength(L.state, LIMITS.state))
          .test(rule.oneOf(L.state, US_STATE_CODES)),
      }),
      students: array(student)
        .strict()
        .typeError(notAFormMessage(language))
        .defined(students)
        .min(MIN_STUDENTS, students)
        .max(MAX_STUDENTS, students),
    },
    language,
  )
  return { student, enrollment }
}

const built = new Map<Language, EnrollmentSchemas>()

/** Built on first use in each language: a Polish page never builds the English rules. */
export function enrollmentSchemasIn(language: Language): EnrollmentSchemas {
  let schemas = built.get(language)
  if (!schemas) {
    schemas = schemasIn(language)
    built.set(language, schemas)
  }
  return schemas
}
