// File uploads (SPEC.md §7 "File upload"): POST /api/uploads answers where the file is, for the
// forms' attachments; GET /api/uploads/{uuid} gives it back to admins. For server/routes/uploads.ts.
import { Type, type Static } from '@sinclair/typebox'

export const UploadAnswer = Type.Object({
  /** Where admins read the file: /api/uploads/{uuid}. */
  url: Type.String(),
  uuid: Type.String(),
  /** The sender's file name, for display only. */
  name: Type.String(),
  /** The type stored (MIME): judged by its first bytes, a photo re-encoded (HEIC as JPEG, GIF as PNG). */
  type: Type.String(),
  size: Type.Integer(),
})
export type UploadAnswer = Static<typeof UploadAnswer>

/** Any text: one that is no upload's uuid is answered 404 like a missing file. */
export const UploadParams = Type.Object({ uuid: Type.String() })
