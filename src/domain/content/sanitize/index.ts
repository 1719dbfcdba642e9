// The allowlist sanitizer's DOM-free parts (issue #17). The DOM comes from ./browser or ./node.
export * from './messages'
export * from './sanitize'
export * from './schemas'
export * from './url'
