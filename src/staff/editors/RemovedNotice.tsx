import { navigate } from 'gatsby'
import type { JustCreated } from '../routes'
import { PublishProgress } from './PublishProgress'
import { EDITOR } from './text/editing'
import type { SaveAnswer } from '../types'
import * as styles from '../Staff.module.css'

/** Every field's messages of a save's answer, each once, for the notice. */
export const removedMessages = (answer: Partial<Pick<SaveAnswer, 'removed'>>): string[] => [
  ...new Set(Object.values(answer.removed ?? {}).flat()),
]

/**
 * Opens a new item's editor at `path`, which follows its publication and says what the site leaves
 * out of it (issue #17), as after an update; `answer` is passed on.
 */
export function openCreated<A extends Partial<Pick<SaveAnswer, 'removed'>>>(
  path: string,
  answer: A,
) {
  const state: JustCreated = { savedAt: Date.now(), removed: removedMessages(answer) }
  void navigate(path, { state })
  return answer
}

/** What the site leaves out of the saved text (issue #17): the save went ahead, the editor hears it. */
export function RemovedNotice({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null
  return (
    <div role="status" className={styles.notice}>
      <p>{EDITOR.removedTitle}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Above the editor of an entry just created or changed elsewhere (`savedAt`): its publication
 * followed, and what the site leaves out of it.
 */
export function SavedNotes(props: {
  savedAt?: number | null
  publicPath: string
  removed: string[]
}) {
  const { savedAt, publicPath, removed } = props
  return (
    <>
      {savedAt && <PublishProgress key={savedAt} savedAt={savedAt} publicPath={publicPath} />}
      <RemovedNotice messages={removed} />
    </>
  )
}
