import { load } from 'js-yaml'
import type { FastifyBaseLogger } from 'fastify'
import { CHANGES_REFUSED_MESSAGE } from '../../src/domain/formErrorPayload'
import {
  contentErrors,
  contentLanguageOf,
  englishPathOf,
  type ContentKind,
} from '../../src/domain/content/kinds'
import type { FormErrors } from '../../src/domain/formErrors'
import type { Database } from '../db/client'
import { apiError } from '../errors'
import type { Publisher } from '../publish/publisher'
import { createContentChanges, type Change } from '../repositories/contentChanges'
import type { User } from '../repositories/users'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import {
  ContentCheckError,
  createLock,
  readContentFile,
  versionOf,
  writeBytesAtomically,
  writeContentFile,
  type ContentFile,
} from './files'
import {
  createCommittedReader,
  createGitCommitter,
  createOutsideChangesCommitter,
  createUnstager,
} from './git'
import { parseMarkdown } from './markdownFile'

export const CONTENT_CHANGED_MESSAGE =
  'Ktoś inny zmienił tę treść w międzyczasie. Odśwież stronę i wprowadź zmiany ponownie.'
export const CONTENT_EXISTS_MESSAGE =
  'Wiadomość z tą datą i tym tytułem już istnieje. Zmień tytuł albo edytuj tamtą wiadomość.'
export const CONTENT_NOT_SAVED_MESSAGE =
  'Zmiany nie zostały zapisane: nie udało się ich zapisać w historii treści. Spróbuj ponownie za chwilę; jeśli błąd się powtórzy, powiadom administratora strony.'
export const checkFailedMessage = (problems: string[]) =>
  `Zmiany nie zostały zapisane: plik nie przeszedł kontroli strony (${problems.join('; ')}).`

export const invalidContent = (errors: FormErrors) =>
  apiError(400, 'INVALID_CONTENT', CHANGES_REFUSED_MESSAGE, { ...errors })
export const contentChanged = () => apiError(409, 'CONTENT_CHANGED', CONTENT_CHANGED_MESSAGE)

/** The fields of a content file as the build reads them (gatsby/on-create-node.ts). */
export function buildCheck(file: string, text: string, kind?: ContentKind): string[] {
  try {
    const fields = file.endsWith('.md') ? parseMarkdown(text).data : load(text)
    return contentErrors(file, fields, kind).map((problem) => `content/${file}: ${problem}`)
  } catch (error) {
    return [`content/${file}: ${(error as Error).message.split('\n')[0]}`]
  }
}

/** The English version's file of a Polish markdown file (issue #35); undefined for any other. */
const englishFileOf = (file: string) =>
  file.endsWith('.md') && contentLanguageOf(file) === 'pl' ? englishPathOf(file) : undefined

/**
 * A file's version as the editors see it: the sha256 of its bytes, or, for a markdown file that
 * has an English version, one hash of both files' (issue #35), so that a change of either, by hand
 * or by another editor, makes a save from the old version a conflict.
 */
export const recordVersion = (polish: string, english: string | undefined) =>
  english === undefined
    ? versionOf(polish)
    : versionOf(`${versionOf(polish)}\n${versionOf(english)}`)

/** A content file as the editors read it: its text, its version, and its English version's text. */
export interface RecordFile extends ContentFile {
  /** The English version's text (issue #35), when the file has one. */
  english?: string
}

export interface Save {
  /** The file under content/. */
  file: string
  /** Its kind, when the save knows it (a declared kind); found from the file's name otherwise. */
  kind?: ContentKind
  /** The version the editor started from; null to create a new file. */
  version: string | null
  /** The new text from the current one (undefined when creating). */
  render: (current: string | undefined) => string
  change: Omit<Change, 'userId'>
  staff: User
  /** Files written beside it (a bulletin's PDF), committed with it. */
  with?: string[]
  /**
   * Issue #35: the English version's new text from its current one (undefined when there is
   * none), or null to remove it; written, checked and committed with the file in the same save.
   * Left out, the English version stays as it is.
   */
  english?: (current: string | undefined) => string | null
}

/** A save that went through (issue #34: what list mail may be sent about), as onSaved gets it. */
/** What a change made between saves answers: its value, and the files and change to record. */
export interface ExclusiveChange<T> {
  value: T
  files: string[]
  change: Omit<Change, 'userId'>
}

export interface SavedContent {
  file: string
  change: Omit<Change, 'userId'>
  /** The file's text before the save (undefined: the save created it) and after it. */
  before: string | undefined
  text: string
}

/**
 * Saving content (issue #7): check the version, write the file atomically after the build's own
 * check, record it in the history, commit it to git when content/ is a repository, then queue a
 * publish (issue #32: in that order, and undone if the history or the commit fails). One save at
 * a time.
 */
export function createContentEditor(options: {
  contentDir: string
  db: Database
  publisher: Publisher | null
  /** CONTENT_GIT_COMMIT: off keeps git out of it (tests over the repository's own content/). */
  gitCommit: boolean
  log: FastifyBaseLogger
  /**
   * Issue #34: told of each save once it is recorded, committed and queued for publishing (the
   * notices to mailing lists). A failure is logged: the save stands.
   */
  onSaved?: (saved: SavedContent) => Promise<void>
}) {
  const { contentDir, publisher, log } = options
  const lock = createLock()
  const history = createContentChanges(options.db)
  const commit = options.gitCommit ? createGitCommitter(contentDir, log) : async () => undefined
  // Issue #30: files changed by hand go into the next publish and into git with it, committed
  // between saves (never a half-done one's file as changed by hand).
  if (options.gitCommit && publisher) {
    const commitOutside = createOutsideChangesCommitter(contentDir, log)
    publisher.runBeforeEachBuild(() => lock(commitOutside).then(() => undefined))
  }

  /** The file with its English version (issue #35): their texts and their one version. */
  const readRecord = async (file: string): Promise<RecordFile | undefined> => {
    const current = await readContentFile(contentDir, file)
    const englishFile = englishFileOf(file)
    if (!current || !englishFile) return current
    const english = await readContentFile(contentDir, englishFile)
    return english
      ? {
          text: current.text,
          english: english.text,
          version: recordVersion(current.text, english.text),
        }
      : current
  }

  const committed = createCommittedReader(contentDir)
  const unstage = options.gitCommit ? createUnstager(contentDir) : async () => undefined
  const fullPath = (file: string) => {
    const full = path.resolve(contentDir, file)
    if (!full.startsWith(path.resolve(contentDir) + path.sep)) throw new Error('outside content/')
    return full
  }
  /** Puts files back as the last commit holds them (or removes those it does not hold). */
  const backToLastCommit = (files: string[]) => async () => {
    for (const file of files) {
      const bytes = await committed(file)
      if (bytes === undefined) throw new Error('content/ is not a git work tree')
      if (bytes === null) await rm(fullPath(file), { force: true })
      else await writeBytesAtomically(fullPath(file), bytes)
    }
  }

  /**
   * After files under content/ changed: record the change in the history, commit them, and only
   * then queue a publish (issue #32). If the history or the commit fails, the change is taken
   * back: `undo` (or the last commit's files) puts the files back, the history row goes, nothing
   * is published, and the editor gets a Polish message. No publish without its history.
   */
  const changed = async (
    files: string[],
    change: Omit<Change, 'userId'>,
    staff: User,
    undo: () => Promise<void> = backToLastCommit(files),
  ) => {
    let recorded: number | undefined
    try {
      recorded = await history.record({ ...change, userId: staff.id })
      const { name, email } = staff
      await commit(files, `gazda: ${change.summary}`, { name, email })
    } catch (error) {
      log.error({ err: error, files }, 'a content save failed: it is undone')
      if (recorded !== undefined) {
        await history.remove(recorded).catch((err) => log.error({ err }, 'history row not removed'))
      }
      await undo().catch((err) => log.error({ err, files }, 'a failed save could not be undone'))
      await unstage(files)
      throw apiError(500, 'CONTENT_NOT_SAVED', CONTENT_NOT_SAVED_MESSAGE)
    }
    publisher?.enqueue(staff)
  }

  return {
    contentDir,
    /** A file, its version covering its English version too (recordVersion). */
    read: readRecord,

    /**
     * Runs a change between saves, never beside one (a new photo's name and its write, a photo
     * removed), then records, commits and queues it in the same turn: the publish's commit of
     * hand edits (runBeforeEachBuild) never takes a half-done change as made by hand, which left
     * the change's own commit without its files and answered 500.
     */
    exclusive: <T>(staff: User, task: () => Promise<ExclusiveChange<T>>) =>
      lock(async () => {
        const done = await task()
        await changed(done.files, done.change, staff)
        return done.value
      }),
    /** Files already written recorded, committed and queued, between saves. */
    changed: (files: string[], change: Omit<Change, 'userId'>, staff: User) =>
      lock(() => changed(files, change, staff)),

    /** Removes a file (a homework, a graduates' year) that is still at `version`. */
    remove: (remove: Pick<Save, 'file' | 'change' | 'staff'> & { version: string }) =>
      lock(async () => {
        const current = await readRecord(remove.file)
        if (!current) throw apiError(404, 'NOT_FOUND', 'Nie znaleziono.')
        if (current.version !== remove.version) throw contentChanged()
        const full = fullPath(remove.file)
        // Issue #35: a markdown file's English version goes with it; left alone, it would stop
        // the next publish as an English file without its Polish one.
        const englishFile = englishFileOf(remove.file)
        const english = current.english
        await rm(full)
        if (english !== undefined && englishFile) await rm(fullPath(englishFile))
        const files =
          english !== undefined && englishFile ? [remove.file, englishFile] : [remove.file]
        await changed(files, remove.change, remove.staff, async () => {
          await writeBytesAtomically(full, Buffer.from(current.text, 'utf8'))
          if (english !== undefined && englishFile) {
            await writeBytesAtomically(fullPath(englishFile), Buffer.from(english, 'utf8'))
          }
        })
      }),

    save: (save: Save): Promise<{ version: string }> =>
      lock(async () => {
        const current = await readRecord(save.file)
        if (save.version === null && current) {
          throw apiError(409, 'CONTENT_EXISTS', CONTENT_EXISTS_MESSAGE)
        }
        if (save.version !== null && !current) throw apiError(404, 'NOT_FOUND', 'Nie znaleziono.')
        if (current && save.version !== current.version) throw contentChanged()
        const text = save.render(current?.text)
        const englishFile = englishFileOf(save.file)
        const englishBefore = current?.english
        const englishText =
          save.english && englishFile ? save.english(englishBefore) : (englishBefore ?? null)
        const englishChanged = (englishText ?? undefined) !== englishBefore
        const polishChanged = !current || text !== current.text
        // Saving what is there already changes nothing: no commit, no build, no history.
        if (current && !polishChanged && !englishChanged) return { version: current.version }
        const refused = (problems: string[]) => {
          log.error({ problems }, 'a checked save failed the build’s check')
          return invalidContent({ formErrors: [checkFailedMessage(problems)], inputErrors: {} })
        }
        // The English text is checked first: nothing is written unless both files pass.
        if (englishChanged && englishText !== null && englishFile) {
          const problems = buildCheck(englishFile, englishText)
          if (problems.length > 0) throw refused(problems)
        }
        if (polishChanged) {
          try {
            await writeContentFile(contentDir, save.file, text, (written) =>
              buildCheck(save.file, written, save.kind),
            )
          } catch (error) {
            if (!(error instanceof ContentCheckError)) throw error
            throw refused(error.problems)
          }
        }
        const putPolishBack = async () => {
          // The file as it was before this save (hand edits not yet committed kept).
          if (!polishChanged) return
          if (current) await writeBytesAtomically(fullPath(save.file), Buffer.from(current.text))
          else await rm(fullPath(save.file), { force: true })
        }
        const putEnglishBack = async () => {
          if (!englishChanged || !englishFile) return
          if (englishBefore === undefined) await rm(fullPath(englishFile), { force: true })
          else await writeBytesAtomically(fullPath(englishFile), Buffer.from(englishBefore))
        }
        if (englishChanged && englishFile) {
          try {
            if (englishText === null) await rm(fullPath(englishFile), { force: true })
            else
              await writeContentFile(contentDir, englishFile, englishText, (written) =>
                buildCheck(englishFile, written),
              )
          } catch (error) {
            await putPolishBack()
            if (!(error instanceof ContentCheckError)) throw error
            throw refused(error.problems)
          }
        }
        const beside = save.with ?? []
        const files = [
          ...(polishChanged ? [save.file] : []),
          ...(englishChanged && englishFile ? [englishFile] : []),
          ...beside,
        ]
        await changed(files, save.change, save.staff, async () => {
          // The files written beside it as the last commit holds them.
          await putPolishBack()
          await putEnglishBack()
          if (beside.length > 0) await backToLastCommit(beside)()
        })
        await options
          .onSaved?.({ file: save.file, change: save.change, before: current?.text, text })
          .catch((err) => log.error({ err, event: 'content-saved' }, 'a save’s notices failed'))
        return { version: recordVersion(text, englishText ?? undefined) }
      }),
  }
}

export type ContentEditor = ReturnType<typeof createContentEditor>
