import { load } from 'js-yaml'
import type { FastifyBaseLogger } from 'fastify'
import { CHANGES_REFUSED_MESSAGE } from '../../src/domain/formErrorPayload'
import { contentErrors } from '../../src/domain/content/kinds'
import type { FormErrors } from '../../src/domain/formErrors'
import type { Database } from '../db/client'
import { apiError } from '../errors'
import type { Publisher } from '../publish/publisher'
import { createContentChanges, type Change } from '../repositories/contentChanges'
import type { User } from '../repositories/users'
import { ContentCheckError, createLock, readContentFile, writeContentFile } from './files'
import { createGitCommitter } from './git'
import { parseMarkdown } from './markdownFile'

export const CONTENT_CHANGED_MESSAGE =
  'Ktoś inny zmienił tę treść w międzyczasie. Odśwież stronę i wprowadź zmiany ponownie.'
export const CONTENT_EXISTS_MESSAGE =
  'Wiadomość z tą datą i tym tytułem już istnieje. Zmień tytuł albo edytuj tamtą wiadomość.'
export const checkFailedMessage = (problems: string[]) =>
  `Zmiany nie zostały zapisane: plik nie przeszedł kontroli strony (${problems.join('; ')}).`

export const invalidContent = (errors: FormErrors) =>
  apiError(400, 'INVALID_CONTENT', CHANGES_REFUSED_MESSAGE, { ...errors })
export const contentChanged = () => apiError(409, 'CONTENT_CHANGED', CONTENT_CHANGED_MESSAGE)

/** The fields of a content file as the build reads them (gatsby/on-create-node.ts). */
export function buildCheck(file: string, text: string): string[] {
  try {
    const fields = file.endsWith('.md') ? parseMarkdown(text).data : load(text)
    return contentErrors(file, fields).map((problem) => `content/${file}: ${problem}`)
  } catch (error) {
    return [`content/${file}: ${(error as Error).message.split('\n')[0]}`]
  }
}

export interface Save {
  /** The file under content/. */
  file: string
  /** The version the editor started from; null to create a new file. */
  version: string | null
  /** The new text from the current one (undefined when creating). */
  render: (current: string | undefined) => string
  change: Omit<Change, 'userId'>
  staff: User
  /** Files written beside it (a bulletin's PDF), committed with it. */
  with?: string[]
}

/**
 * Saving content (issue #7): check the version, write the file atomically after the build's own
 * check, then queue a publish, commit it to git when content/ is a repository, and record it in
 * the history. One save at a time.
 */
export function createContentEditor(options: {
  contentDir: string
  db: Database
  publisher: Publisher | null
  /** CONTENT_GIT_COMMIT: off keeps git out of it (tests over the repository's own content/). */
  gitCommit: boolean
  log: FastifyBaseLogger
}) {
  const { contentDir, publisher, log } = options
  const lock = createLock()
  const history = createContentChanges(options.db)
  const commit = options.gitCommit ? createGitCommitter(contentDir, log) : async () => undefined

  /** After files under content/ changed: queue a publish, commit them, and record the change. */
  const changed = async (files: string[], change: Omit<Change, 'userId'>, staff: User) => {
    publisher?.enqueue(staff)
    const { name, email } = staff
    await commit(files, `gazda: ${change.summary}`, { name, email })
    await history.record({ ...change, userId: staff.id })
  }

  return {
    contentDir,
    read: (file: string) => readContentFile(contentDir, file),

    /** Runs a task between saves, never beside one (a new photo's name and its write). */
    exclusive: <T>(task: () => Promise<T>) => lock(task),
    changed,

    save: (save: Save): Promise<{ version: string }> =>
      lock(async () => {
        const current = await readContentFile(contentDir, save.file)
        if (save.version === null && current) {
          throw apiError(409, 'CONTENT_EXISTS', CONTENT_EXISTS_MESSAGE)
        }
        if (save.version !== null && !current) throw apiError(404, 'NOT_FOUND', 'Nie znaleziono.')
        if (current && save.version !== current.version) throw contentChanged()
        const text = save.render(current?.text)
        // Saving what is there already changes nothing: no commit, no build, no history.
        if (current && text === current.text) return { version: current.version }
        let version: string
        try {
          version = await writeContentFile(contentDir, save.file, text, (written) =>
            buildCheck(save.file, written),
          )
        } catch (error) {
          if (!(error instanceof ContentCheckError)) throw error
          log.error({ problems: error.problems }, 'a checked save failed the build’s check')
          throw invalidContent({
            formErrors: [checkFailedMessage(error.problems)],
            inputErrors: {},
          })
        }
        await changed([save.file, ...(save.with ?? [])], save.change, save.staff)
        return { version }
      }),
  }
}

export type ContentEditor = ReturnType<typeof createContentEditor>
