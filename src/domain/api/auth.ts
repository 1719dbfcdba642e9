// Logging in (POST /api/auth/login) and who is logged in (GET /api/auth/me): one schema for the
// server (server/routes/auth.ts) and the staff area's login (src/staff/api.ts).
import { Type, type Static } from '@sinclair/typebox'

export const LoginRequest = Type.Object(
  {
    // No NUL: PostgreSQL cannot compare text holding one (issue #8).
    email: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\u0000]*$' }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
)
export type LoginRequest = Static<typeof LoginRequest>

/**
 * The account as the staff area shows it: who is logged in, with which role, and a teacher's
 * classes (levels' ids; absent for any other role).
 */
export const StaffUser = Type.Object({
  email: Type.String(),
  name: Type.String(),
  role: Type.String(),
  classes: Type.Optional(Type.Array(Type.String())),
})
export type StaffUser = Static<typeof StaffUser>

export const LoginAnswer = Type.Object({ token: Type.String(), user: StaffUser })
export type LoginAnswer = Static<typeof LoginAnswer>
