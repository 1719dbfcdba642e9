import { enrollments } from '../../server/db/schema'
import { family, student } from '../domain/enrollment/fixtures'
import { setUpServer } from './built-site'

// Nothing listens on port 1: every mail fails to go.
const server = setUpServer({ smtpUrl: 'smtp://127.0.0.1:1' })

describe('an enrolment whose mail cannot be sent', () => {
  it('is stored and acknowledged all the same', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      payload: family({ students: [student({ level: 'klasa-1', buildingId: '1' })] }),
    })
    expect(response.statusCode).toBe(201)
    const rows = await server.app.db.select().from(enrollments)
    expect(rows.map((row) => row.number)).toEqual([response.json().number])
  })
})
