import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { enrollments } from '../../server/db/schema'
import { family, student } from '../domain/enrollment/fixtures'
import { makeBuiltSite, type BuiltSite } from './built-site'

let site: BuiltSite
let app: FastifyInstance

beforeAll(async () => {
  site = await makeBuiltSite()
  // Nothing listens on port 1: every mail fails to go.
  app = await buildApp({ ...site.config, smtpUrl: 'smtp://127.0.0.1:1' })
})

afterAll(async () => {
  await app.close()
  await site.remove()
})

describe('an enrolment whose mail cannot be sent', () => {
  it('is stored and acknowledged all the same', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/enrollments',
      payload: family({ students: [student({ level: 'klasa-1', buildingId: '1' })] }),
    })
    expect(response.statusCode).toBe(201)
    const rows = await app.db.select().from(enrollments)
    expect(rows.map((row) => row.number)).toEqual([response.json().number])
  })
})
