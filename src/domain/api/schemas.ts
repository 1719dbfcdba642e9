// Small schema builders every part of the API contract uses (src/domain/api/*.ts).
import { Type, type SchemaOptions, type TSchema } from '@sinclair/typebox'

/** A value or null: what a nullable column or an unknown name answers. */
export const Nullable = <T extends TSchema>(type: T) => Type.Union([type, Type.Null()])

/**
 * One of these strings, as JSON Schema's `enum`. Not a union of literals: a refusal then says
 * what Ajv says of an enum ("must be equal to one of the allowed values"), as it always has.
 */
export const OneOf = <T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ ...options, enum: [...values] })

/** A count or a page number the API answers. */
export const Count = Type.Integer({ minimum: 0 })

/** A 204 answer: no body, so nothing to describe (and `reply.send()` takes no payload). */
export const NoContent = Type.Unsafe<void>({})

/** GET /api/health: the server is up, and which version it runs. */
export const Health = Type.Object({ status: Type.Literal('ok'), version: Type.String() })

/**
 * A public form's values: any JSON object. The form's own rules (yup, in src/domain/) say in
 * Polish what is wrong with them, field by field, which a schema here would say in English.
 */
export const FormValues = Type.Unsafe<Record<string, unknown>>({ type: 'object' })

/** A message's stable code and values (issue #35): the same whatever the request's language. */
export const ErrorCode = Type.Object({
  code: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
})

/**
 * Every error the API answers: a stable `code`, a `message` for a person, and, where the message
 * names values (the largest file's `maxBytes`, a wait's `window`: `minute` or `hour`), those values
 * as `params`. The message is Polish, or in the request's language (Accept-Language) where the
 * server has words in it; a public page words a code it knows in its own language
 * (src/domain/apiErrorText.ts) and shows the message for any other. Codes with params:
 * `SERVER_BUSY` {window}, `FILE_TOO_LARGE` {maxBytes}, `UPLOAD_ADDRESS_FULL` {maxBytes, hours}.
 */
export const ApiRefusal = Type.Object({
  code: Type.String(),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
})

/**
 * A refused public form (400 `INVALID_FORM`): SPEC.md §3's payload, messages in the request's
 * language, and beside them one code for each message, in the same order, the same in every
 * language. A field message's code is its catalog id with its values
 * (src/domain/i18n/messages/enrollment.json): `required`, `max` {n}, `min` {n}, `exactLength` {n},
 * `email`, `phone` {example}, `noLinks`, `differ` {other: the other field's name in the form},
 * `oneOf`, `date`, `dateRange` {min, max}, `numeric`, `atLeastOneParent`; the server's own:
 * `attachmentsInvalid`, `attachmentsGone`, `unstorableText`. The whole form's: `notAForm`,
 * `unknownFields` {unknown}. Rules that give no code are named by their rule (yup's test name, with
 * its `min`, `max` or `length`), and a message with none at all is `invalid`.
 */
export const FormRefusal = Type.Object({
  code: Type.Literal('INVALID_FORM'),
  message: Type.String(),
  formErrors: Type.Array(Type.String()),
  inputErrors: Type.Record(Type.String(), Type.Array(Type.String())),
  formErrorCodes: Type.Array(ErrorCode),
  inputErrorCodes: Type.Record(Type.String(), Type.Array(ErrorCode)),
})
