import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { issueToken } from '../../../server/auth/tokens'
import { createUserRepository } from '../../../server/repositories/users'

export type SampleFiles = Awaited<ReturnType<typeof sampleFiles>>

/** A real JPEG and PNG (made with sharp), and a minimal PDF padded with spaces to `size` bytes. */
export async function sampleFiles() {
  const image = sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
  return {
    jpeg: await image.clone().jpeg().toBuffer(),
    png: await image.clone().png().toBuffer(),
    pdf: (size = 0) =>
      Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n'.padEnd(size)),
  }
}

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
