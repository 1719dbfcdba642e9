// The enrolment survey of /ankiety/zapisy/: answer inputs, questions, schema and validation.
export * from './answers'
export * from './english'
export * from './labels'
export * from './options'
export * from './schema'
export * from './values'
