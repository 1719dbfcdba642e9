import { useId, useRef, type MouseEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { ModalPanel } from './ModalPanel'
import { useModalDialog, useMounted } from './useModalDialog'
import * as styles from './AcceptModal.module.css'

/** SPEC.md §2 writes "Aceptuję", evidently a typo (issue #19): parents read it spelt right. */
export const DEFAULT_ACCEPT_TITLE = 'Akceptuję'
const CANCEL_LABEL = 'Anuluj'
const CLOSE_LABEL = 'Zamknij'

export interface AcceptModalProps {
  show: boolean
  title: string
  acceptTitle?: string
  /** The terms the visitor accepts. */
  children?: ReactNode
  onClose: () => void
  onAccept: () => void
}

/** SPEC.md §2 "Accept/cancel modal": cancel, the close button and Escape emit close. */
export function AcceptModal({
  show,
  title,
  acceptTitle = DEFAULT_ACCEPT_TITLE,
  children,
  onClose,
  onAccept,
}: AcceptModalProps) {
  const mounted = useMounted()
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const pressStartedOnBackdrop = useRef(false)
  const open = mounted && show
  useModalDialog(open, panelRef, onClose)

  if (!open) return null

  // A drag that starts on the panel and ends outside it must not close the dialog.
  function onBackdropMouseDown(event: MouseEvent) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget
  }
  function onBackdropClick(event: MouseEvent) {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose()
  }

  return createPortal(
    // role="presentation": the backdrop is a pointer shortcut only; Escape is its keyboard twin.
    <div
      className={styles.backdrop}
      role="presentation"
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <ModalPanel
        ref={panelRef}
        titleId={titleId}
        title={title}
        closeLabel={CLOSE_LABEL}
        onClose={onClose}
      >
        {/* Long terms scroll here; tabIndex lets keyboard users scroll them (axe
            scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.body} role="region" aria-labelledby={titleId} tabIndex={0}>
          {children}
        </div>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={onClose}>
            {CANCEL_LABEL}
          </button>
          <button type="button" className="button button--primary" onClick={onAccept}>
            {acceptTitle}
          </button>
        </div>
      </ModalPanel>
    </div>,
    document.body,
  )
}
