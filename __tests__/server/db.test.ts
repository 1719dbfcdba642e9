import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../server/db/client'
import { trackerSessions, users } from '../../server/db/schema'

describe('the embedded database', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'szkola-db-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('is created with every table on first start, and keeps its rows across a restart', async () => {
    const first = await openDatabase({ pgliteDir: path.join(dir, 'db') })
    const [session] = await first.db.insert(trackerSessions).values({}).returning()
    await first.close()

    const second = await openDatabase({ pgliteDir: path.join(dir, 'db') })
    const rows = await second.db.select().from(trackerSessions)
    expect(rows.map((row) => row.id)).toEqual([session!.id])
    await expect(second.db.select().from(users)).resolves.toEqual([])
    await second.close()
  })
})
