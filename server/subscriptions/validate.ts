// The request's schema and its check live in src/domain (the public page runs the same check).
export { SubscribeAccepted, SubscribeBody } from '../../src/domain/api/subscriptions'
export { checkSubscribe, type SubscribeCheck } from '../../src/domain/subscriptions'
