import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../server/db/client'
import { trackerSessions, users } from '../../server/db/schema'
import { sql } from 'drizzle-orm'

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

  it('does not fill each new WAL file with zeroes on the server thread (issue #9)', async () => {
    const opened = await openDatabase({ pgliteDir: path.join(dir, 'db') })
    try {
      const rowsOf = (result: unknown) =>
        Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
      expect(rowsOf(await opened.db.execute(sql`SHOW wal_init_zero`))).toEqual([
        { wal_init_zero: 'off' },
      ])
      // Only that: a committed row is still in the WAL before the answer (the crash test).
      expect(rowsOf(await opened.db.execute(sql`SHOW synchronous_commit`))).toEqual([
        { synchronous_commit: 'on' },
      ])
    } finally {
      await opened.close()
    }
  })
})
