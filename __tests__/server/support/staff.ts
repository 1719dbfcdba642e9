import type { FastifyInstance } from 'fastify'
import { issueToken } from '../../../server/auth/tokens'
import { createUserRepository } from '../../../server/repositories/users'

/** A token for a new staff account, signed as a login signs it. */
export async function staffToken(app: FastifyInstance): Promise<string> {
  const staff = await createUserRepository(app.db).add({
    email: 'sekretariat@szkola.org',
    name: 'Sekretariat',
    role: 'admin',
    passwordHash: 'not used: the test signs its own token',
  })
  return issueToken(
    { userId: staff.id, role: staff.role, version: staff.tokenVersion },
    app.jwtSecret,
  )
}
