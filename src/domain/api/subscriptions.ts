// The mailing lists' public contract (issue #34): POST /api/subscriptions, for Fastify
// (server/subscriptions/routes.ts) and the public page that sends it (src/forms/subscriptions/).
import { Type, type Static } from '@sinclair/typebox'

/** POST /api/subscriptions: an address and the lists it asks for; nothing else is taken. */
export const SubscribeBody = Type.Object(
  {
    email: Type.String({ maxLength: 1000 }),
    lists: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }),
  },
  { additionalProperties: false },
)
export type SubscribeBody = Static<typeof SubscribeBody>

/** The same answer whatever the address was: a stranger learns nothing from it (issue #34). */
export const SubscribeAccepted = Type.Object({ status: Type.Literal('pending') })
export type SubscribeAccepted = Static<typeof SubscribeAccepted>
