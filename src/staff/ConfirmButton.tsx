// A button whose action is hard to take back (unpublishing a news item, issue #18): the first
// press asks in place, next to the button, with the question focused for keyboard and screen
// reader users; only "Tak" does it, "Anuluj" brings the button back; either way the button has
// the focus again.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { CONFIRM } from './text'
import * as styles from './Staff.module.css'

export function ConfirmButton({
  children,
  question,
  onConfirm,
}: {
  /** The button's text (and any visually hidden part naming its record). */
  children: ReactNode
  /** What the question says, naming the record and what will happen. */
  question: string
  onConfirm: () => void
}) {
  const [asking, setAsking] = useState(false)
  const yes = useRef<HTMLButtonElement>(null)
  const ask = useRef<HTMLButtonElement>(null)
  const [answered, setAnswered] = useState(false)

  useEffect(() => {
    if (asking) yes.current?.focus()
    else if (answered) ask.current?.focus()
  }, [asking, answered])

  if (!asking) {
    return (
      <button ref={ask} type="button" className="button" onClick={() => setAsking(true)}>
        {children}
      </button>
    )
  }
  return (
    <span role="group" aria-label={question} className={styles.confirm}>
      <span>{question}</span>
      <button
        ref={yes}
        type="button"
        className="button button--primary"
        onClick={() => {
          // Focus goes back to the button (while it stays: a row may go once its action is done).
          setAnswered(true)
          setAsking(false)
          onConfirm()
        }}
      >
        {CONFIRM.yes}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          setAnswered(true)
          setAsking(false)
        }}
      >
        {CONFIRM.cancel}
      </button>
    </span>
  )
}
