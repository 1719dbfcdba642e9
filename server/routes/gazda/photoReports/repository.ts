import { and, desc, eq, or } from 'drizzle-orm'
import type { PhotoReportStatus } from '../../../../src/domain/photoReport'
import type { Database } from '../../../db/client'
import { photoTakedownRequests, users } from '../../../db/schema'
import { foldedContains } from '../../../repositories/folded'

export interface NewPhotoReport {
  years: string
  album: string
  photo: string
  reason: string
  email: string | null
}

/** The most a list answers: requests are few, and the oldest handled ones matter least. */
export const PHOTO_REPORT_LIST_LIMIT = 500

const columns = {
  id: photoTakedownRequests.id,
  createdAt: photoTakedownRequests.createdAt,
  years: photoTakedownRequests.albumYears,
  album: photoTakedownRequests.albumSlug,
  photo: photoTakedownRequests.photoName,
  reason: photoTakedownRequests.reason,
  email: photoTakedownRequests.contactEmail,
  status: photoTakedownRequests.status,
  handledAt: photoTakedownRequests.handledAt,
  handledByName: users.name,
}

export type PhotoReportRow = Awaited<
  ReturnType<ReturnType<typeof createPhotoReports>['list']>
>[number]

/** Photo takedown requests (issue #10): stored by the public form, read and decided by staff. */
export function createPhotoReports(db: Database) {
  const select = () =>
    db
      .select(columns)
      .from(photoTakedownRequests)
      .leftJoin(users, eq(users.id, photoTakedownRequests.handledBy))

  return {
    async add(report: NewPhotoReport): Promise<number> {
      const [row] = await db
        .insert(photoTakedownRequests)
        .values({
          albumYears: report.years,
          albumSlug: report.album,
          photoName: report.photo,
          reason: report.reason,
          contactEmail: report.email,
        })
        .returning({ id: photoTakedownRequests.id })
      return row!.id
    },

    /** Newest first, of one status or all; `q` is looked for in the photo, album, reason and e-mail. */
    async list(status?: PhotoReportStatus, q?: string) {
      const searched = [
        photoTakedownRequests.photoName,
        photoTakedownRequests.albumSlug,
        photoTakedownRequests.reason,
        photoTakedownRequests.contactEmail,
      ]
      return select()
        .where(
          and(
            status ? eq(photoTakedownRequests.status, status) : undefined,
            q ? or(...searched.map((column) => foldedContains(column, q))) : undefined,
          ),
        )
        .orderBy(desc(photoTakedownRequests.createdAt), desc(photoTakedownRequests.id))
        .limit(PHOTO_REPORT_LIST_LIMIT)
    },

    async byId(id: number) {
      const [row] = await select().where(eq(photoTakedownRequests.id, id))
      return row
    },

    /** Sets the status with who decided and when; false when there is no such request. */
    async setStatus(id: number, status: PhotoReportStatus, userId: number): Promise<boolean> {
      const updated = await db
        .update(photoTakedownRequests)
        // Back to 'new' is undecided again: nobody has handled it.
        .set(
          status === 'new'
            ? { status, handledBy: null, handledAt: null }
            : { status, handledBy: userId, handledAt: new Date() },
        )
        .where(eq(photoTakedownRequests.id, id))
        .returning({ id: photoTakedownRequests.id })
      return updated.length > 0
    },
  }
}
