import { EDITOR } from '../text/editing'
import type { SaveAnswer } from '../types'
import * as styles from '../Staff.module.css'

/** Every field's messages of a save's answer, each once, for the notice. */
export const removedMessages = (answer: Partial<Pick<SaveAnswer, 'removed'>>): string[] => [
  ...new Set(Object.values(answer.removed ?? {}).flat()),
]

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
