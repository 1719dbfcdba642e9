import { createHash } from 'node:crypto'
import { buildApp } from '../../server/app'
import { enrollments, idempotencyKeys } from '../../server/db/schema'
import { family, student } from '../domain/enrollment/fixtures'
import { makeBuiltSite, type BuiltSite } from './built-site'
import { onPostgres } from './support/testDatabase'

// A server killed between taking an enrolment's Idempotency-Key and saving the enrolment leaves
// the key taken and unanswered. On the embedded database no other server can be running it (the
// DATA_DIR lock), so the next start frees it: the parent's retry is saved at once, not refused
// with 409 for two minutes.
let site: BuiltSite
beforeAll(async () => {
  site = await makeBuiltSite()
})
afterAll(() => site.remove())

const payload = family({ students: [student({ level: 'klasa-3', buildingId: '1' })] })
const bodyHash = createHash('sha256').update(JSON.stringify(payload)).digest('hex')

it('frees the keys of requests cut off by a stop, so their retry is saved once', async () => {
  const first = await buildApp(site.config)
  await first.db
    .insert(idempotencyKeys)
    .values({ scope: 'enrollments', key: 'przerwane', bodyHash })
  await first.close()

  const second = await buildApp(site.config)
  try {
    const retry = () =>
      second.inject({
        method: 'POST',
        url: '/api/enrollments',
        payload,
        headers: { 'idempotency-key': 'przerwane' },
      })
    const answer = await retry()
    // PostgreSQL may be shared by another server: there the two-minute rule frees a key.
    expect(answer.statusCode).toBe(onPostgres() ? 409 : 201)
    if (onPostgres()) return
    const again = await retry()
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(answer.json())
    expect(await second.db.select().from(enrollments)).toHaveLength(1)
  } finally {
    await second.close()
  }
})
