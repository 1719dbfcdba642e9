import { forwardRef, type ReactNode } from 'react'
import { CloseIcon } from './icons'
import * as styles from './AcceptModal.module.css'

export interface ModalPanelProps {
  /** The id the title takes, which names the dialog. */
  titleId: string
  title: string
  closeLabel: string
  onClose: () => void
  /** What comes under the header: the body and the buttons. */
  children: ReactNode
}

/**
 * The panel of a modal dialog in AcceptModal's look: a header with the title and a close button,
 * then the children. The opener's useModalDialog takes its ref; tabIndex -1 lets it hold focus.
 */
export const ModalPanel = forwardRef<HTMLDivElement, ModalPanelProps>(function ModalPanel(
  { titleId, title, closeLabel, onClose, children },
  ref,
) {
  return (
    <div
      ref={ref}
      className={styles.panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {children}
    </div>
  )
})
