// Content edited in the staff area (issue #7): limits, messages, schemas, slugs (safe HTML: ../sanitize).
export * from './limits'
export * from './messages'
export * from './schemas'
export * from './slug'
export * from './validate'
