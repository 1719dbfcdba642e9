import type { FastifyInstance } from 'fastify'
import { hashPassword } from '../../../server/auth/passwords'
import { issueToken } from '../../../server/auth/tokens'
import { createUserRepository, type Role } from '../../../server/repositories/users'

interface StaffAccount {
  email?: string
  name?: string
  role?: Role
  /** A teacher's classes. */
  classes?: string[]
  /** Only for a test that logs in; the others sign their own token. */
  password?: string
}

/** A new staff account (an admin unless told), and a token for it signed as a login signs it. */
export async function addStaff(
  app: FastifyInstance,
  {
    email = 'sekretariat@szkola.org',
    name = 'Sekretariat',
    role = 'admin',
    classes,
    password,
  }: StaffAccount = {},
): Promise<{ id: number; token: string }> {
  const staff = await createUserRepository(app.db).add({
    email,
    name,
    role,
    classes,
    passwordHash: password
      ? await hashPassword(password)
      : 'not used: the test signs its own token',
  })
  const token = await issueToken(
    { userId: staff.id, role: staff.role, version: staff.tokenVersion },
    app.jwtSecret,
  )
  return { id: staff.id, token }
}

/** A token for a new staff account, signed as a login signs it. */
export async function staffToken(app: FastifyInstance): Promise<string> {
  return (await addStaff(app)).token
}

/** GET a staff endpoint with the token, expecting 200: its JSON body. */
export async function getAsStaff(app: FastifyInstance, token: string, url: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.statusCode).toBe(200)
  return response.json()
}
