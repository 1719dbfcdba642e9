// Where the site's rebuild stands (GET and POST /api/gazda/publish): one schema for the server's
// answer (server/publish/status.ts) and the staff area's publishing progress.
import { Type, type Static, type TSchema } from '@sinclair/typebox'

const Nullable = <T extends TSchema>(type: T) => Type.Union([type, Type.Null()])

export const PUBLISH_STATES = ['idle', 'queued', 'building', 'failed'] as const
export type PublishState = (typeof PUBLISH_STATES)[number]

/** A content file's problem that stopped a publish (src/domain/content/problems.ts). */
export const PublishProblem = Type.Object({
  file: Type.String(),
  field: Nullable(Type.String()),
  message: Type.String(),
  detail: Type.String(),
})

/** Why the last publish failed: a content file (no build ran), or the build itself. */
export const PUBLISH_FAILURES = ['content', 'build'] as const

export const PublishStatus = Type.Object({
  /** False where the server does not rebuild the site (no publisher configured). */
  enabled: Type.Boolean(),
  state: Type.Union(PUBLISH_STATES.map((state) => Type.Literal(state))),
  /** When the live site last switched to a new build (ISO), and that time in Lombard (HH:MM). */
  liveAt: Nullable(Type.String()),
  liveUrlTime: Nullable(Type.String()),
  buildStartedAt: Nullable(Type.String()),
  lastBuildMs: Nullable(Type.Integer()),
  /** The last lines of the last failed build's output, until a build succeeds. */
  error: Nullable(Type.String()),
  /** Saves that are not on the live site yet. */
  changesWaiting: Type.Integer(),
  /**
   * Only while saves wait for an editor's minimum interval (issue #17): when their build starts
   * (ISO), and that time in Lombard (HH:MM:SS).
   */
  nextBuildAt: Type.Optional(Type.String()),
  nextBuildTime: Type.Optional(Type.String()),
  /**
   * Issue #30, only while `error` is set: why (`content`: files failed the check made before every
   * build, and no build ran), each content file's problem, the builder's own output (English; for
   * `content`, the check's lines as the build would print them), and whether the failed build was
   * already built again with Gatsby's cache emptied.
   */
  failure: Type.Optional(Type.Union(PUBLISH_FAILURES.map((kind) => Type.Literal(kind)))),
  problems: Type.Optional(Type.Array(PublishProblem)),
  output: Type.Optional(Type.String()),
  retried: Type.Optional(Type.Boolean()),
})
export type PublishStatus = Static<typeof PublishStatus>
