import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { uploads } from '../db/schema'

export type Upload = typeof uploads.$inferSelect

export function createUploadRepository(db: Database) {
  return {
    async add(upload: { id: string; storedName: string; mime: string; size: number }) {
      const [created] = await db.insert(uploads).values(upload).returning()
      return created!
    },

    /** The upload of this id; the caller checks first that the id is a uuid. */
    async byId(id: string): Promise<Upload | undefined> {
      const [upload] = await db.select().from(uploads).where(eq(uploads.id, id))
      return upload
    },
  }
}
