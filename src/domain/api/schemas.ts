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
