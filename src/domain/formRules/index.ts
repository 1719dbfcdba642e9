// The form library of SPEC.md §5: pure rules, Polish and English messages, a runner, yup glue.
export * from './messages'
export * from './rules'
export * from './types'
export * from './validate'
export * from './values'
export {
  CHARACTERS,
  fieldName,
  messageName,
  upper,
  type FieldLabel,
  type Gender,
  type Message,
  type MessageParams,
} from './wording'
export * from './yup'
